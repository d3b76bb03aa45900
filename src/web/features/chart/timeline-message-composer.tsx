/**
 * A message to the patient from the chart's timeline (member and above; PRODUCT.md section 12):
 * plain text checked with the shared rule before it is sent, sent online (the thread is read
 * again and shows it among the entries), the server's 400 landing on the field.
 */
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MESSAGE_MAX_LENGTH, messageTextSchema } from '../../../common/schemas/home-message';
import { FormAlert } from '../../components/form-alert';
import { parserRules } from '../../lib/form-errors';
import { useFormSave } from '../../lib/use-form-save';
import { sendMessage } from '../messages';
import { useChartTranslation } from './chart-i18n';

type ComposerError = 'required' | 'tooLong' | 'control';

interface ComposerValues {
  text: string;
}

/** The shared schema's verdict on the text, as the form's reasons. */
export function parseMessageForm(
  values: ComposerValues,
): { text: string } | { errors: Partial<Record<'text', ComposerError>> } {
  const parsed = messageTextSchema.safeParse(values.text);
  if (parsed.success) return { text: parsed.data };
  const trimmed = values.text.trim();
  const reason: ComposerError =
    trimmed.length === 0 ? 'required' : trimmed.length > MESSAGE_MAX_LENGTH ? 'tooLong' : 'control';
  return { errors: { text: reason } };
}

export function TimelineMessageComposer({ patientId }: { patientId: string }) {
  const { t } = useChartTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm<ComposerValues>({
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
