/**
 * Review and signature of the plan: the latest signature made in this workspace (who,
 * registration, when) with "changed since signed" when the plan moved on, every review below it
 * (one signed in the workspace a transferred patient came from marked so), and for a physician
 * (clinician profile flag) a note and "Review and sign", which shows the plan and asks the
 * password before anything is signed (`SignDialog`). Others are not offered it; the server refuses
 * them anyway. On screen: an electronic signature recorded by Ritmo, not an ICP-Brasil one.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { latestSignatureHere } from '../../../common/programme/review-due';
import type { Review } from '../../../common/schemas/review';
import { formatDateTime } from '../../lib/locale-format';
import { useUser } from '../auth';
import { clinicianOf, useClinicians } from '../documents';
import { type ProgrammeReviews, readRecordsAgain } from '../records';
import { PlainList } from './plain-list';
import { type PrescriptionT, usePrescriptionTranslation } from './prescription-i18n';
import { SignDialog, type SigningRequest } from './sign-dialog';
import { type PlanShown, signingSummary } from './signing-summary';

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

/** The note and "Review and sign", which opens the dialog showing the plan being signed. */
function SignForm({ plan }: { plan: PlanShown }) {
  const { t, i18n } = usePrescriptionTranslation();
  const [note, setNote] = useState('');
  const [request, setRequest] = useState<SigningRequest | null>(null);
  const open = () => {
    const { patientId, programme, planSha256 } = plan;
    const lines = signingSummary(plan, t, i18n.language);
    const { programmeId } = programme;
    setRequest({ patientId, programmeId, note, planSha256, lines });
  };
  const close = () => {
    setRequest(null);
    // A refusal may mean the plan on this device is stale: read it again before the next try.
    void readRecordsAgain(plan.patientId);
  };
  const signed = () => {
    setRequest(null);
    setNote('');
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
      <Group>
        <Button onClick={open}>{t('review.sign')}</Button>
      </Group>
      <SignDialog request={request} onClose={close} onSigned={signed} />
    </Stack>
  );
}

export function ReviewPanel({
  plan,
  reviews,
  canWrite,
}: {
  /** The plan on screen; signing shows it and sends the SHA-256 the server gave with it. */
  plan: Omit<PlanShown, 'planSha256'>;
  reviews: ProgrammeReviews | null;
  canWrite: boolean;
}) {
  const { t, i18n } = usePrescriptionTranslation();
  const user = useUser();
  // Marked physician since this device last read the profiles: read again as the panel opens
  // (a query mounted anew reads again; the profiles shown meanwhile are the last read).
  const clinicians = useClinicians();
  const when = (ms: number) =>
    formatDateTime(ms, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const isPhysician = clinicianOf(clinicians.data, user?.id)?.physician === true;
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
      {canWrite && isPhysician && reviews && (
        <SignForm plan={{ ...plan, planSha256: reviews.planSha256 }} />
      )}
      {canWrite && !isPhysician && clinicians.isSuccess && (
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
