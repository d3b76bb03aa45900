/**
 * Review and signature of the plan: the latest signature made in this workspace (who,
 * registration, when) with "changed since signed" when the plan moved on, every review below it
 * (one signed in the workspace a transferred patient came from marked so), and for a physician
 * (clinician profile flag) a note and "Review and sign". Others are not offered it; the server refuses them
 * anyway. On screen: an electronic signature recorded by Ritmo, not an ICP-Brasil one.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { latestSignatureHere } from '../../../common/programme/review-due';
import type { Review } from '../../../common/schemas/review';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { useUser } from '../auth';
import { addReview, type ProgrammeReviews } from '../chart';
import { PlainList } from './plain-list';
import { type PrescriptionT, usePrescriptionTranslation } from './prescription-i18n';
import { clinicianOf, useClinicians } from './use-clinicians';

function SignatureLine({
  review,
  t,
  when,
}: {
  review: Review;
  t: PrescriptionT;
  when: (ms: number) => string;
}) {
  const who = review.registration ? `${review.by.name} (${review.registration})` : review.by.name;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {t('review.signedBy', { name: who, date: when(review.at) })}
      </Text>
      {review.changedSinceSigned ? (
        <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
          {t('review.changedSinceSigned')}
        </Badge>
      ) : (
        <Badge color="green" variant="light" style={{ textTransform: 'none' }}>
          {t('review.signedCurrent')}
        </Badge>
      )}
    </Group>
  );
}

function SignForm({ patientId, programmeId }: { patientId: string; programmeId: string }) {
  const { t } = usePrescriptionTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const sign = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await addReview(patientId, programmeId, { note, sign: true });
      setNote('');
    } catch (error) {
      const offline = error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
      setFailed(t(offline ? 'review.offline' : 'review.failed'));
    }
    setBusy(false);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('review.note')}
        value={note}
        autosize
        minRows={2}
        maxLength={2000}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {failed}
        </Text>
      )}
      <Group>
        <Button loading={busy} onClick={() => void sign()}>
          {t('review.sign')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ReviewPanel({
  patientId,
  programmeId,
  reviews,
  canWrite,
}: {
  patientId: string;
  programmeId: string;
  reviews: ProgrammeReviews | null;
  canWrite: boolean;
}) {
  const { t, i18n } = usePrescriptionTranslation();
  const user = useUser();
  const clinicians = useClinicians();
  const { reload } = clinicians;
  // Marked physician since this device last read the profiles: read them when the panel opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per panel.
  useEffect(reload, []);
  const when = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const isPhysician = clinicianOf(clinicians, user?.id)?.physician === true;
  const list = reviews?.reviews ?? [];
  const lastSigned = latestSignatureHere(list);
  const signedElsewhere = list.some((review) => review.signedInWorkspace === 'other');
  return (
    <Stack gap="sm">
      {lastSigned ? (
        <SignatureLine review={lastSigned} t={t} when={when} />
      ) : (
        <Text size="sm" fw={600}>
          {t(signedElsewhere ? 'review.notSignedHere' : 'review.notSigned')}
        </Text>
      )}
      {canWrite && isPhysician && <SignForm patientId={patientId} programmeId={programmeId} />}
      {canWrite && !isPhysician && clinicians.status === 'ready' && (
        <Text size="sm" c="gray.7">
          {t('review.physiciansOnly')}
        </Text>
      )}
      <Alert variant="light" color="gray" p="xs">
        <Text size="xs">{t('review.electronicStatement')}</Text>
      </Alert>
      {list.length > 0 && (
        <PlainList label={t('review.history')}>
          {list.map((review) => (
            <Paper component="li" key={review.reviewId} withBorder p="xs">
              <Text size="xs" c="gray.7">
                {t(review.signed ? 'review.signedEntry' : 'review.noteEntry', {
                  name: review.by.name,
                  date: when(review.at),
                })}
              </Text>
              {review.signedInWorkspace === 'other' && (
                <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
                  {t('review.signedElsewhere')}
                </Badge>
              )}
              {review.note && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {review.note}
                </Text>
              )}
            </Paper>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
