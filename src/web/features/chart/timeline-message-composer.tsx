/**
 * A message to the patient from the chart's timeline (member and above; PRODUCT.md section 12):
 * plain text checked with the shared rule before it is sent, sent online (the thread is read
 * again and shows it among the entries), the server's 400 landing on the field.
 */
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { parserRules } from '../../lib/form-errors';
import { useFormSave } from '../../lib/use-form-save';
import { type MessageFormValues, parseMessageForm, sendMessage } from '../messages';
import { useChartTranslation } from './chart-i18n';

export function TimelineMessageComposer({ patientId }: { patientId: string }) {
  const { t } = useChartTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm<MessageFormValues>({
    initialValues: { text: '' },
    validate: parserRules(parseMessageForm, (_field, reason) =>
      t(`timeline.composer.errors.${reason}`),
    ),
  });
  const { onSubmit, formError, busy } = useFormSave(form);
  const submit = onSubmit(async (values) => {
    const parsed = parseMessageForm(values);
    if ('errors' in parsed) return;
    setSent(false);
    await sendMessage(parsed.text, patientId);
    form.reset();
    setSent(true);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('timeline.composer.label')}
          description={t('timeline.composer.description')}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('text')}
          onFocus={() => setSent(false)}
        />
        <FormAlert message={formError} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" role="status">
            {sent ? t('timeline.composer.sent') : ''}
          </Text>
          <Button type="submit" loading={busy}>
            {t('timeline.composer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
