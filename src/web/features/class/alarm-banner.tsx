/**
 * The alarms waiting for an acknowledgement, most severe first, each naming the patient and
 * the reason, with its own Acknowledge button. role="alert": a screen reader says each at once.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useUser } from '../auth';
import { isAdvisory, useAlarmWords } from './alarm-text';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { appClass } from './class-store';
import type { ClassAlarm } from './tile-view';

export const AlarmBanner = memo(function AlarmBanner({
  alarms,
}: {
  alarms: readonly ClassAlarm[];
}) {
  const { t } = useClassTranslation();
  const user = useUser();
  const words = useAlarmWords();
  const by = user?.name || user?.email || t('alarms.unknownClinician');
  const waiting = alarms.filter((entry) => !entry.alarm.acknowledged);
  if (waiting.length === 0) return null;
  return (
    <Stack gap="xs" className={classes.banner} data-testid="alarm-banner">
      {waiting.map(({ participantId, patientName, alarm }) => {
        const advisory = isAdvisory(alarm.rule);
        return (
          <Alert
            key={`${participantId}:${alarm.rule}:${alarm.raisedAt}`}
            role="alert"
            color={advisory ? 'orange' : 'red'}
            variant="filled"
            p="sm"
          >
            {/* On a phone the button goes under the words, whole and full width. */}
            <div className={classes.alarmRow}>
              <Text fw={700} c="white" size="lg">
                {advisory ? t('alarms.advisory') : t('alarms.alarm')}:{' '}
                {words.sentence(patientName, alarm)}
              </Text>
              <Button
                color="dark"
                variant="white"
                size="md"
                style={{ flexShrink: 0 }}
                onClick={() => appClass.acknowledge(participantId, alarm.rule, by)}
                aria-label={t('alarms.ackNamed', { name: patientName })}
              >
                {t('alarms.ack')}
              </Button>
            </div>
          </Alert>
        );
      })}
    </Stack>
  );
});
