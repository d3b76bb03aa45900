import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../../common/schemas/activity-event';
import { resultsTranslator } from '../../../locales/results-translator.test-helpers';
import {
  type AlarmAckEvent,
  type AlarmEvent,
  alarmEventsOf,
  alarmKindText,
  alarmReadingText,
  alarmReasonText,
  alarmSentence,
  alarmTickKind,
  alarmTickText,
} from './alarm-text';
import { eventValueText } from './chart-data';

const translator = resultsTranslator;

const alarm = (value: AlarmEvent['value'], t = 60_000): AlarmEvent => ({ t, kind: 'alarm', value });
const ack = (rule: AlarmAckEvent['value']['rule'], by: string): AlarmAckEvent => ({
  t: 90_000,
  kind: 'alarm-ack',
  value: { rule, by },
});
const aboveTarget = alarm({ rule: 'above-target', measured: 131, limit: 126 });

describe('an alarm in words', () => {
  it('names the rule and the reading against its limit, in its unit', async () => {
    const t = await translator('en');
    expect(alarmSentence(aboveTarget, t, 'en')).toBe('Alarm — above target (131 > 126 bpm)');
    expect(alarmSentence(alarm({ rule: 'spo2-low', measured: 88, limit: 90 }), t, 'en')).toBe(
      'Alarm — SpO₂ low (88 < 90 %)',
    );
    expect(alarmSentence(alarm({ rule: 'no-signal', measured: 45, limit: 30 }), t, 'en')).toBe(
      'Alarm — no signal (45 > 30 s)',
    );
  });

  it('says a re-alert of an acknowledged alarm is a repeat, in both languages', async () => {
    const again = alarm({ rule: 'above-max', measured: 153, limit: 152, repeat: 1 });
    const en = await translator('en');
    expect(alarmReasonText(again.value, en, 'en')).toBe(
      'above the safety maximum, again (153 > 152 bpm)',
    );
    expect(alarmSentence(again, en, 'en')).toBe(
      'Alarm — above the safety maximum, again (153 > 152 bpm)',
    );
    const pt = await translator('pt-BR');
    expect(alarmReasonText(again.value, pt, 'pt-BR')).toBe(
      'acima do máximo de segurança, novamente (153 > 152 bpm)',
    );
  });

  it('reads in Brazilian Portuguese with its decimal comma', async () => {
    const t = await translator('pt-BR');
    expect(alarmSentence(aboveTarget, t, 'pt-BR')).toBe('Alarme — acima do alvo (131 > 126 bpm)');
    expect(
      alarmSentence(alarm({ rule: 'battery-low', measured: 12.5, limit: 15 }), t, 'pt-BR'),
    ).toBe('Alarme — bateria fraca (12,5 < 15 %)');
    expect(alarmSentence(ack('above-target', 'Ana Souza'), t, 'pt-BR')).toBe(
      'Alarme reconhecido por Ana Souza (acima do alvo)',
    );
  });

  it('leaves the reading out when the alarm carries none', async () => {
    const t = await translator('en');
    const silent = alarm({ rule: 'no-signal', measured: null, limit: null });
    expect(alarmSentence(silent, t, 'en')).toBe('Alarm — no signal');
    expect(alarmReadingText({ rule: 'above-max', measured: 171, limit: null }, 'en')).toBe('171');
    expect(alarmReadingText({ rule: 'below-floor', measured: null, limit: 80 }, 'en')).toBe('< 80');
  });

  it('words an irregular rhythm as advice, not as an alarm', async () => {
    const advisory = alarm({ rule: 'irregular-rhythm', measured: null, limit: null });
    const t = await translator('en');
    expect(alarmSentence(advisory, t, 'en')).toBe(
      'Alert: irregular rhythm — check the pulse by hand',
    );
    expect(alarmKindText(advisory, t)).toBe('Alert');
    expect(alarmTickKind(advisory, t)).toBe('Alert:');
    const pt = await translator('pt-BR');
    expect(alarmSentence(advisory, pt, 'pt-BR')).toBe(
      'Alerta: ritmo irregular — confira o pulso manualmente',
    );
  });

  it('says who acknowledged it', async () => {
    const t = await translator('en');
    expect(alarmSentence(ack('above-target', 'Ana Souza'), t, 'en')).toBe(
      'Alarm acknowledged by Ana Souza (above target)',
    );
    expect(alarmKindText(ack('above-target', 'Ana'), t)).toBe('Acknowledged');
  });
});

describe('an alarm on the class banner', () => {
  it('gives the reason with its reading, and an advisory with its advice', async () => {
    const t = await translator('en');
    const above = { rule: 'above-target', measured: 131, limit: 126 } as const;
    expect(alarmReasonText(above, t, 'en')).toBe('above target (131 > 126 bpm)');
    const silent = { rule: 'no-signal', measured: 10.02, limit: 10 } as const;
    expect(alarmReasonText(silent, t, 'en')).toBe('no signal (11 > 10 s)');
    const irregular = { rule: 'irregular-rhythm', measured: 14.2, limit: null } as const;
    expect(alarmReasonText(irregular, t, 'en')).toBe(
      'irregular rhythm — check the pulse by hand (14.2 %)',
    );
  });
});

describe('an alarm on the chart', () => {
  it('labels the tick with its kind, rule and reading, an acknowledgement with its clinician', async () => {
    const t = await translator('en');
    expect(`${alarmTickKind(aboveTarget, t)} ${alarmTickText(aboveTarget, t, 'en')}`).toBe(
      'Alarm: above target 131 > 126',
    );
    const acked = ack('above-target', 'Ana');
    expect(`${alarmTickKind(acked, t)} ${alarmTickText(acked, t, 'en')}`).toBe('Ack: Ana');
  });

  it('gives the value column the reading and the acknowledger', () => {
    expect(eventValueText(aboveTarget, 'en')).toBe('131 > 126');
    expect(eventValueText(ack('no-signal', 'Ana Souza'), 'en')).toBe('Ana Souza');
  });
});

describe('the alarms of a session', () => {
  it('are its alarms and acknowledgements in time order, nothing else', () => {
    const events: ActivityEvent[] = [
      ack('above-target', 'Ana'),
      { t: 10_000, kind: 'rpe', value: 13 },
      aboveTarget,
      { t: 5_000, kind: 'pause' },
    ];
    expect(alarmEventsOf(events).map((event) => event.kind)).toEqual(['alarm', 'alarm-ack']);
  });
});
