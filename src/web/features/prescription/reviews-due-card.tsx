/**
 * Home's "Reviews due": active programmes whose physician's signature is owed, and why — a plan
 * not signed here, changed since signed, signed only in the workspace a patient was transferred
 * from, or 30 days since the last signature (42 CFR 410.49(f), SBC 2020) — the longest owed
 * first, each linking to the patient's chart at the Prescription tab where it is signed.
 */
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DueReview } from '../../../common/schemas/review';
import { TitledCard } from '../../components/titled-card';
import { formatDateTime } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { useLoad } from '../../lib/use-load';
import { useWorkspace } from '../clinic';
import { patientNameOf, usePatientNames } from '../patients';
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
  const { workspaceId } = useWorkspace();
  const { state } = useLoad(workspaceId, () => fetchReviewsDue());
  const names = usePatientNames();
  const date = (ms: number) =>
    formatDateTime(ms, i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <TitledCard p="md" title={t('due.title')}>
      {state.status === 'loading' && (
        <Loader size="sm" aria-busy="true" aria-label={t('loading')} />
      )}
      {state.status === 'error' && (
        <Text size="sm" c="gray.7">
          {t('due.loadFailed')}
        </Text>
      )}
      {state.status === 'ready' && state.value.length === 0 && (
        <Text size="sm">{t('due.none')}</Text>
      )}
      {state.status === 'ready' && state.value.length > 0 && (
        <PlainList>
          {state.value.map((due) => (
            <DueRow
              key={`${due.patientId}/${due.programmeId}`}
              due={due}
              name={patientNameOf(names, due.patientId)}
              date={date}
            />
          ))}
        </PlainList>
      )}
    </TitledCard>
  );
}
