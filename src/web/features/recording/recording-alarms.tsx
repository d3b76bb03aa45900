/**
 * The single recording's alarms: each waiting alarm as a role="alert" banner naming the patient
 * and the reason, with Acknowledge; the tone plays until every alarm is acknowledged.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { byPriorityThenTime, soundingPriority } from '../../../common/alarms/alarm-priority';
import { ALARMS_NS, AlarmAlert, useAcknowledger, useAlarmTone, useAlarmWords } from '../alarms';
import { AboveLock } from '../lock';
import { singleAlarms } from './app-recorder';
import { useSingleAlarms } from './single-alarms';

export function RecordingAlarms({ patientName }: { patientName: string }) {
  const { t } = useTranslation(ALARMS_NS);
  const words = useAlarmWords();
  const by = useAcknowledger();
  const alarms = useSingleAlarms(singleAlarms);
  const waiting = alarms.filter((alarm) => !alarm.acknowledged).sort(byPriorityThenTime);
  useAlarmTone(soundingPriority(alarms));
  if (alarms.length === 0) return null;

  return (
    <Stack gap="xs" data-testid="recording-alarms">
      {/* The inactivity lock never hides an alarm: it moves above the lock screen. */}
      <AboveLock>
        {waiting.map((alarm) => (
          <AlarmAlert
            key={`${alarm.rule}:${alarm.raisedAt}`}
            patientName={patientName}
            alarm={alarm}
            onAcknowledge={() => singleAlarms.acknowledge(alarm.rule, by, Date.now())}
          />
        ))}
      </AboveLock>
      {alarms
        .filter((alarm) => alarm.acknowledged)
        .map((alarm) => (
          <Text key={`${alarm.rule}:${alarm.raisedAt}`} size="sm" fw={700} c="red.9">
            {words.reason(alarm)} ({t('alarms.acknowledged')})
          </Text>
        ))}
    </Stack>
  );
}
