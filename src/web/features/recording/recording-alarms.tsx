/**
 * The single recording's alarms: each waiting alarm as a role="alert" banner naming the patient
 * and the reason, with Acknowledge; the tone plays until every alarm is acknowledged.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '../auth';
import { isAdvisory, useAlarmWords } from './alarm-words';
import { singleAlarms } from './app-recorder';
import { RECORDING_NS } from './recording-i18n';
import { useSingleAlarms } from './single-alarms';
import { useAlarmTone } from './use-alarm-tone';

export function RecordingAlarms({ patientName }: { patientName: string }) {
  const { t } = useTranslation(RECORDING_NS);
  const words = useAlarmWords();
  const user = useUser();
  const alarms = useSingleAlarms(singleAlarms);
  const waiting = alarms.filter((alarm) => !alarm.acknowledged);
  useAlarmTone(waiting.length > 0);
  if (alarms.length === 0) return null;
  const by = user?.name || user?.email || t('alarms.unknownClinician');

  return (
    <Stack gap="xs" data-testid="recording-alarms">
      {waiting.map((alarm) => (
        <Alert
          key={`${alarm.rule}:${alarm.raisedAt}`}
          role="alert"
          color={isAdvisory(alarm.rule) ? 'orange' : 'red'}
          variant="filled"
          p="sm"
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={700} c="white" size="lg">
              {t(isAdvisory(alarm.rule) ? 'alarms.advisory' : 'alarms.alarm')}:{' '}
              {words.sentence(patientName, alarm)}
            </Text>
            <Button
              color="dark"
              variant="white"
              size="md"
              onClick={() => singleAlarms.acknowledge(alarm.rule, by, Date.now())}
            >
              {t('alarms.ack')}
            </Button>
          </Group>
        </Alert>
      ))}
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
