/**
 * /me/messages: the patient's thread with the clinic (`GET /api/home/messages`, PRODUCT.md
 * section 12), oldest first like any conversation, who wrote each and when; below it the
 * patient writes back (sent online: the patient sees at once whether the clinic has it).
 */
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { HomeMessage } from '../../../../common/schemas/home-message';
import { FormAlert } from '../../../components/form-alert';
import { QueryBoundary } from '../../../components/query-boundary';
import { parserRules } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/locale-format';
import { useFormSave } from '../../../lib/use-form-save';
import {
  type MessageFormValues,
  parseMessageForm,
  sendMessage,
  useMessageThread,
} from '../../messages';
import { useMeTranslation } from '../me-i18n';

export function MessagesScreen() {
  const { t } = useMeTranslation();
  const thread = useMessageThread();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('messages.title')}</Title>
      <QueryBoundary
        read={thread}
        loadingLabel={t('messages.loading')}
        errorTitle={t('messages.error')}
        isEmpty={(page) => page.messages.length === 0}
        empty={
          <Paper withBorder p="lg" radius="md">
            <Text fz="lg">{t('messages.empty')}</Text>
          </Paper>
        }
      >
        {(page) => <Thread messages={page.messages} />}
      </QueryBoundary>
      <Composer />
    </Stack>
  );
}

function Thread({ messages }: { messages: readonly HomeMessage[] }) {
  const { t, i18n } = useMeTranslation();
  // The API pages newest first; a conversation reads oldest first, the latest last.
  const inOrder = [...messages].reverse();
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {inOrder.map((message) => {
        const mine = message.author.role === 'patient';
        return (
          <Paper
            component="li"
            key={message.messageId}
            withBorder
            p="md"
            radius="md"
            bg={mine ? 'gray.0' : 'blue.0'}
            ml={mine ? 'xl' : 0}
            mr={mine ? 0 : 'xl'}
          >
            <Text fz="md" fw={700}>
              {mine ? t('messages.you') : t('messages.fromClinic', { name: message.author.name })}
            </Text>
            <Text fz="sm" c="gray.7">
              {formatDateTime(message.createdAt, i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </Text>
            <Text fz="lg" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}

function Composer() {
  const { t } = useMeTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm<MessageFormValues>({
    initialValues: { text: '' },
    validate: parserRules(parseMessageForm, (_field, reason) => t(`messages.errors.${reason}`)),
  });
  const { onSubmit, formError, busy } = useFormSave(form);
  const submit = onSubmit(async (values) => {
    const parsed = parseMessageForm(values);
    if ('errors' in parsed) return;
    setSent(false);
    await sendMessage(parsed.text);
    form.reset();
    setSent(true);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('messages.write')}
          size="lg"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('text')}
          onFocus={() => setSent(false)}
        />
        <FormAlert message={formError} />
        <Text fz="lg" role="status">
          {sent ? t('messages.sent') : ''}
        </Text>
        <Button type="submit" size="lg" mih={48} loading={busy}>
          {t('messages.send')}
        </Button>
      </Stack>
    </form>
  );
}
