/**
 * One alarm waiting for its acknowledgement, as the single recording and the class show it: a
 * filled role="alert" banner (red, orange for an advisory) naming the patient and the reason,
 * with an Acknowledge button named after the patient. A screen reader says it at once.
 */
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveAlarm } from '../../../common/class/alarm-monitor';
import { useUser } from '../auth';
import classes from './alarm-alert.module.css';
import { isAdvisory, useAlarmWords } from './alarm-words';
import { RECORDING_NS } from './recording-i18n';

/** Who acknowledges, as stored in the `alarm-ack` event: the signed-in clinician. */
export function useAcknowledger(): string {
  const { t } = useTranslation(RECORDING_NS);
  const user = useUser();
  return user?.name || user?.email || t('alarms.unknownClinician');
}

interface AlarmAlertProps {
  patientName: string;
  alarm: ActiveAlarm;
  onAcknowledge(): void;
}

export function AlarmAlert({ patientName, alarm, onAcknowledge }: AlarmAlertProps) {
  const { t } = useTranslation(RECORDING_NS);
  const words = useAlarmWords();
  const advisory = isAdvisory(alarm.rule);
  return (
    <Alert role="alert" color={advisory ? 'orange' : 'red'} variant="filled" p="sm">
      <div className={classes.row}>
        <Text fw={700} c="white" size="lg">
          {t(advisory ? 'alarms.advisory' : 'alarms.alarm')}: {words.sentence(patientName, alarm)}
        </Text>
        <Button
          color="dark"
          variant="white"
          size="md"
          style={{ flexShrink: 0 }}
          onClick={onAcknowledge}
          aria-label={t('alarms.ackNamed', { name: patientName })}
        >
          {t('alarms.ack')}
        </Button>
      </div>
    </Alert>
  );
}
