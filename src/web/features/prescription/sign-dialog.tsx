/**
 * The signing dialog: the plan being signed, line by line (`signingSummary`, frozen when the
 * dialog opens so what is sent is what was read), and the physician's password. The server checks
 * the password (counted with failed sign-ins) and that the plan's SHA-256 is still the one shown:
 * a plan changed meanwhile is refused (409 `plan_changed`) and nothing is signed.
 */
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../components/password-field';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { addReview } from '../records';
import { usePrescriptionTranslation } from './prescription-i18n';
import type { SummaryLine } from './signing-summary';

/** Which message a refused signature shows. */
function problemKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'review.failed';
  if (error.status === NETWORK_ERROR_STATUS) return 'review.offline';
  if (error.code === 'plan_changed') return 'signing.planChanged';
  if (error.status === 429) return 'signing.tooMany';
  if (error.details.some((d) => d.field === 'body.password')) return 'signing.wrongPassword';
  return 'review.failed';
}

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
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setPassword('');
    setProblem(null);
    onClose();
  };
  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (!request || !password || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { patientId, programmeId, note, planSha256 } = request;
      await addReview(patientId, programmeId, { note, sign: true, password, planSha256 });
      setPassword('');
      onSigned();
    } catch (error) {
      setProblem(problemKey(error));
    }
    setBusy(false);
  };
  return (
    <Modal opened={request !== null} onClose={close} title={t('signing.title')} size="lg">
      {request && (
        <form onSubmit={sign}>
          <Stack gap="sm">
            <Text size="sm">{t('signing.intro')}</Text>
            <PlanLines lines={request.lines} />
            <Text size="xs">{t('review.electronicStatement')}</Text>
            <PasswordField
              label={t('signing.password')}
              description={t('signing.passwordHint')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
              data-autofocus
            />
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {t(problem)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('signing.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={password === ''}>
                {t('signing.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
