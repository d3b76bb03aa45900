/**
 * One alarm waiting for its acknowledgement, as the single recording and the class show it: a
 * filled role="alert" banner naming the priority, the patient and the reason, with an
 * Acknowledge button named after the patient. A screen reader says it at once. Each priority
 * has its own colour and mark (IEC 60601-1-8 alarm indicators: red for HIGH, yellow for MEDIUM,
 * cyan for LOW; "!!!", "!!", "!"), so they are told apart without colour too.
 */
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveAlarm } from '../../../common/alarms/alarm-monitor';
import { type AlarmPriority, alarmPriority } from '../../../common/alarms/alarm-priority';
import { isAdvisory } from '../../../common/alarms/alarm-rules';
import { useUser } from '../auth';
import classes from './alarm-alert.module.css';
import { useAlarmWords } from './alarm-words';
import { ALARMS_NS } from './alarms-i18n';

/** Mantine colour, text colour (4.5:1 on it) and mark of each priority. */
const LOOKS: Record<AlarmPriority, { color: string; text: string; mark: string }> = {
  high: { color: 'red.9', text: 'white', mark: '!!!' },
  medium: { color: 'yellow.5', text: 'dark.9', mark: '!!' },
  low: { color: 'cyan.9', text: 'white', mark: '!' },
};

/** Who acknowledges, as stored in the `alarm-ack` event: the signed-in clinician. */
export function useAcknowledger(): string {
  const { t } = useTranslation(ALARMS_NS);
  const user = useUser();
  return user?.name || user?.email || t('alarms.unknownClinician');
}

interface AlarmAlertProps {
  patientName: string;
  alarm: ActiveAlarm;
  onAcknowledge(): void;
  /**
   * One short row (the class's strip): smaller words and button, side by side even on a phone,
   * so alarms above a class of six never push its tiles off a tablet's screen.
   */
  compact?: boolean;
}

export function AlarmAlert({
  patientName,
  alarm,
  onAcknowledge,
  compact = false,
}: AlarmAlertProps) {
  const { t } = useTranslation(ALARMS_NS);
  const words = useAlarmWords();
  const advisory = isAdvisory(alarm.rule);
  const priority = alarmPriority(alarm.rule);
  const look = LOOKS[priority];
  return (
    <Alert
      role="alert"
      color={look.color}
      variant="filled"
      p={compact ? 6 : 'sm'}
      data-priority={priority}
      // When the reading that raised it arrived: the class benchmark times the alarm path by it.
      data-raised-at={alarm.raisedAt}
    >
      <div className={compact ? classes.compactRow : classes.row}>
        <Text fw={700} c={look.text} size={compact ? 'md' : 'lg'} lh={compact ? 1.3 : undefined}>
          <span aria-hidden="true" className={classes.mark}>
            {look.mark}
          </span>{' '}
          {t(`alarms.priority.${priority}`)} · {t(advisory ? 'alarms.advisory' : 'alarms.alarm')}:{' '}
          {words.sentence(patientName, alarm)}
        </Text>
        <Button
          color="dark"
          variant="white"
          size={compact ? 'sm' : 'md'}
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
