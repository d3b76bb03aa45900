/**
 * The follow-up list: patients who missed their last two expected sessions, with the days and
 * what was recorded and the number to call, so the front desk calls them (missed sessions announce drop-out).
 */
import { Anchor, List, Skeleton, Stack, Text } from '@mantine/core';
import { QueryBoundary } from '../../components/query-boundary';
import { TitledCard } from '../../components/titled-card';
import { useScheduleTranslation } from './schedule-i18n';
import { useMissedSessions } from './schedule-reads';
import { dayText } from './slot-words';

export function FollowUpCard({ today }: { today: string }) {
  const { t, i18n } = useScheduleTranslation();
  const missed = useMissedSessions(today);
  return (
    <TitledCard title={t('followUp.title')} p="md">
      <Text size="sm" c="gray.7">
        {t('followUp.intro')}
      </Text>
      <QueryBoundary
        read={missed}
        loadingLabel={t('followUp.loading')}
        loading={
          <Skeleton height={40} aria-busy="true" aria-label={t('followUp.loading')} role="status" />
        }
        errorTitle={t('failed')}
        isEmpty={(patients) => patients.length === 0}
        empty={<Text>{t('followUp.none')}</Text>}
      >
        {(patients) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {patients.map((patient) => (
              <li key={patient.patientId}>
                <Text fw={600}>{patient.patientName}</Text>
                {patient.phone ? (
                  <Anchor href={`tel:${patient.phone.replace(/[^\d+]/g, '')}`} size="sm">
                    {t('followUp.call', { phone: patient.phone })}
                  </Anchor>
                ) : (
                  <Text size="sm" c="gray.7">
                    {t('followUp.noPhone')}
                  </Text>
                )}
                <List size="sm" c="gray.8">
                  {patient.missed.map((session) => (
                    <List.Item key={`${session.slotId} ${session.date}`}>
                      {t('followUp.missed', {
                        date: dayText(session.date, i18n.language),
                        status:
                          session.status === 'unrecorded'
                            ? t('followUp.unrecorded')
                            : t(`statuses.${session.status}`),
                      })}
                    </List.Item>
                  ))}
                </List>
              </li>
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </TitledCard>
  );
}
