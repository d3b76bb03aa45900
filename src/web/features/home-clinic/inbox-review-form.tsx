/**
 * A row's review with a short message to the patient (issue 40, PRODUCT.md section 12): the text
 * checked with the messages' shared rule, then one write that marks the row reviewed and sends
 * the message together (the server keeps both or neither); the server's 400 lands on the field.
 */
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { InboxItem } from '../../../common/schemas/home-inbox';
import { FormAlert } from '../../components/form-alert';
import { parserRules } from '../../lib/form-errors';
import { useFormSave } from '../../lib/use-form-save';
import { type MessageFormValues, parseMessageForm } from '../messages';
import { useHomeClinicTranslation } from './home-clinic-i18n';

export function InboxReviewForm({
  item,
  onReview,
  onCancel,
}: {
  item: InboxItem;
  /** Sends the review with the checked text; throws what the server refused. */
  onReview: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useHomeClinicTranslation();
  const field = useRef<HTMLTextAreaElement>(null);
  const form = useForm<MessageFormValues>({
    initialValues: { text: '' },
    validate: parserRules(parseMessageForm, (_field, reason) => t(`inbox.messageErrors.${reason}`)),
  });
  const { onSubmit, formError, busy } = useFormSave(form);
  const submit = onSubmit(async (values) => {
    const parsed = parseMessageForm(values);
    if ('errors' in parsed) return;
    await onReview(parsed.text);
  });
  // Opened from the row's button: the writer types at once.
  useEffect(() => field.current?.focus(), []);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          ref={field}
          label={t('inbox.messageLabel', { name: item.patientName })}
          description={t('inbox.messageDescription')}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('text')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
        <FormAlert message={formError} />
        <Group gap="xs" wrap="wrap">
          <Button type="submit" size="xs" loading={busy}>
            {t('inbox.reviewAndSend')}
          </Button>
          <Button type="button" size="xs" variant="default" onClick={onCancel} disabled={busy}>
            {t('inbox.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
