/**
 * The follow-up list: patients who missed their last two expected sessions, with the days and
 * what was recorded and the number to call, so the front desk calls them (missed sessions announce drop-out).
 */
import { Alert, Anchor, Button, List, Skeleton, Stack, Text } from '@mantine/core';
import { TitledCard } from '../../components/titled-card';
import { useLoad } from '../../lib/use-load';
import { loadMissedSessions } from './schedule-api';
import { useScheduleTranslation } from './schedule-i18n';
import { dayText } from './slot-words';

export function FollowUpCard({ today }: { today: string }) {
  const { t, i18n } = useScheduleTranslation();
  const missed = useLoad(today, loadMissedSessions);
  const state = missed.state;
  return (
    <TitledCard title={t('followUp.title')} p="md">
      <Text size="sm" c="gray.7">
        {t('followUp.intro')}
      </Text>
      {state.status === 'loading' && (
        <Skeleton height={40} aria-busy="true" aria-label={t('followUp.loading')} role="status" />
      )}
      {state.status === 'error' && (
        <Alert color="red" variant="light" role="alert" title={t('failed')}>
          <Button size="xs" variant="white" color="red" onClick={missed.retry}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && state.value.length === 0 && <Text>{t('followUp.none')}</Text>}
      {state.status === 'ready' && state.value.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {state.value.map((patient) => (
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
    </TitledCard>
  );
}
