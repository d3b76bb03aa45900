/**
 * The signing dialog: the plan being signed, line by line (`signingSummary`, frozen when the
 * dialog opens so what is sent is what was read), and the physician's password. The server checks
 * the password (counted with failed sign-ins) and that the plan's SHA-256 is still the one shown:
 * a plan changed meanwhile is refused (409 `plan_changed`) and nothing is signed.
 */
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { useFormSave } from '../../lib/use-form-save';
import { addReview } from '../records';
import { usePrescriptionTranslation } from './prescription-i18n';
import type { SummaryLine } from './signing-summary';

/** Which message a refused signature shows above its buttons. */
function problemKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'review.failed';
  if (error.status === NETWORK_ERROR_STATUS) return 'review.offline';
  if (error.code === 'plan_changed') return 'signing.planChanged';
  if (error.status === 429) return 'signing.tooMany';
  return 'review.failed';
}

const wrongPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  error.details.some((detail) => detail.field === 'body.password');

export interface SigningRequest {
  patientId: string;
  programmeId: string;
  note: string;
  planSha256: string;
  lines: readonly SummaryLine[];
}

function PlanLines({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Th w="38%" style={{ verticalAlign: 'top' }}>
              <Text size="sm" fw={600}>
                {line.label}
              </Text>
            </Table.Th>
            <Table.Td>
              <Text
                size="sm"
                c={line.warning ? 'orange.9' : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {line.value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SignForm({
  request,
  onCancel,
  onSigned,
}: {
  request: SigningRequest;
  onCancel: () => void;
  onSigned: () => void;
}) {
  const { t } = usePrescriptionTranslation();
  const { t: tApp } = useTranslation();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: isNotEmpty(tApp('validation.required')) },
  });
  const { onSubmit, formError, busy } = useFormSave(form, {
    wordFailure: (error) => t(problemKey(error)),
  });
  const sign = onSubmit(async ({ password }) => {
    const { patientId, programmeId, note, planSha256 } = request;
    try {
      await addReview(patientId, programmeId, { note, sign: true, password, planSha256 });
    } catch (error) {
      // The server's 400 names the password: said at that field, in the dialog's words (which
      // also say nothing was signed) rather than the server's English.
      if (!wrongPassword(error)) throw error;
      form.setFieldError('password', t('signing.wrongPassword'));
      return;
    }
    onSigned();
  });
  return (
    <form onSubmit={sign} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('signing.intro')}</Text>
        <PlanLines lines={request.lines} />
        <Text size="xs">{t('review.electronicStatement')}</Text>
        <PasswordField
          label={t('signing.password')}
          description={t('signing.passwordHint')}
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('signing.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('signing.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SignDialog({
  request,
  onClose,
  onSigned,
}: {
  request: SigningRequest | null;
  onClose: () => void;
  onSigned: () => void;
}) {
  const { t } = usePrescriptionTranslation();
  // The form is mounted while a request is open: a new one starts with no password or problem.
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('signing.title')} size="lg">
      {request && <SignForm request={request} onCancel={onClose} onSigned={onSigned} />}
    </Modal>
  );
}
