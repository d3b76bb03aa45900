/**
 * Home's "Reviews due": active programmes whose physician's signature is owed, and why — a plan
 * not signed here, changed since signed, signed only in the workspace a patient was transferred
 * from, or 30 days since the last signature (42 CFR 410.49(f), SBC 2020) — the longest owed
 * first, each linking to the patient's chart at the Prescription tab where it is signed.
 */
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DueReview } from '../../../common/schemas/review';
import { QueryBoundary } from '../../components/query-boundary';
import { TitledCard } from '../../components/titled-card';
import { formatDateTime } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { useServerQuery } from '../../lib/server-state';
import { patientNameOf, usePatientNames } from '../patients';
import { PRESCRIPTION_KEY_PREFIX, PROGRAMME_KEY_PREFIX } from '../sync';
import { fetchReviewsDue } from './clinicians-api';
import { PlainList } from './plain-list';
import { usePrescriptionTranslation } from './prescription-i18n';
import { dayWords } from './prescription-words';

function DueRow({
  due,
  name,
  date,
}: {
  due: DueReview;
  name: string;
  date: (ms: number) => string;
}) {
  const { t, i18n } = usePrescriptionTranslation();
  return (
    <Stack component="li" gap={0}>
      <Anchor
        component={Link}
        to={paths.patientChart(due.patientId, 'prescription')}
        fw={600}
        size="sm"
      >
        {name}
      </Anchor>
      <Text size="sm">{t(`due.reasons.${due.reason}`)}</Text>
      <Text size="xs" c="gray.7">
        {due.lastSignedAt === null
          ? t('due.neverSigned', { date: dayWords(due.startDate, i18n.language) })
          : t('due.lastSigned', { date: date(due.lastSignedAt) })}
        {' · '}
        {t('due.since', { date: date(due.dueAt) })}
      </Text>
    </Stack>
  );
}

export function ReviewsDueCard() {
  const { t, i18n } = usePrescriptionTranslation();
  // A plan saved (or a programme changed) on this device may owe a signature now, or no more.
  const due = useServerQuery({
    key: ['reviews-due'],
    read: fetchReviewsDue,
    followsWrites: [PROGRAMME_KEY_PREFIX, PRESCRIPTION_KEY_PREFIX],
  });
  const names = usePatientNames();
  const date = (ms: number) =>
    formatDateTime(ms, i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <TitledCard p="md" title={t('due.title')}>
      <QueryBoundary
        read={due}
        loadingLabel={t('loading')}
        loading={<Loader size="sm" aria-busy="true" aria-label={t('loading')} />}
        errorTitle={t('due.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<Text size="sm">{t('due.none')}</Text>}
      >
        {(list) => (
          <PlainList>
            {list.map((review) => (
              <DueRow
                key={`${review.patientId}/${review.programmeId}`}
                due={review}
                name={patientNameOf(names, review.patientId)}
                date={date}
              />
            ))}
          </PlainList>
        )}
      </QueryBoundary>
    </TitledCard>
  );
}
