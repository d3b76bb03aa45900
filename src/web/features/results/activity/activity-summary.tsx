/**
 * The session's numbers as a description list; what was not measured is left out, not zeroed.
 * A session recorded against a target band shows the band and its time in it; one guided by Borg
 * (no band) its Borg range; one started from a prescription its version, "unsigned" when no
 * signature covered it; and the heart-rate safety maximum it ran with ("—" when not kept).
 */
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimeInTarget } from '../../../../common/metrics/time-in-target';
import type { HrTarget } from '../../../../common/metrics/zones';
import type { ActivitySummary } from '../../../../common/schemas/activity-summary';
import { RESULTS_NS } from '../results-i18n';
import { formatDuration, formatNumber, formatWithUnit, NO_VALUE } from '../shared/format';
import {
  type GuidedSession,
  safetyMaxSourceText,
  sessionPrescriptionText,
  sessionTargetText,
} from '../shared/session-guidance';
import { alarmTotalsText, type SessionAlarms } from './alarm-counts-text';
import type { Translate } from './alarm-text';

type SummaryKey = Exclude<keyof ActivitySummary, 'sampleCount' | 'timeInZonesMs'>;

interface Stat {
  key: SummaryKey;
  /** Always shown (a dash when missing): the clinic expects these on every report. */
  always?: boolean;
  unitKey?: string;
  digits?: number;
  /** Metres shown as km; durations as a stopwatch. */
  kind?: 'duration' | 'km';
}

const STATS: Stat[] = [
  { key: 'durationMs', always: true, kind: 'duration' },
  { key: 'activeTimeMs', always: true, kind: 'duration' },
  { key: 'hrAvg', always: true, unitKey: 'bpm' },
  { key: 'hrMin', always: true, unitKey: 'bpm' },
  { key: 'hrMax', always: true, unitKey: 'bpm' },
  { key: 'hrRecovery1MinBpm', always: true, unitKey: 'bpm' },
  { key: 'rmssdMs', unitKey: 'ms', digits: 1 },
  { key: 'rpe' },
  { key: 'distanceM', unitKey: 'km', digits: 2, kind: 'km' },
  { key: 'avgSpeedKmh', unitKey: 'kmh', digits: 1 },
  { key: 'avgPowerW', unitKey: 'w' },
  { key: 'avgCadenceRpm', unitKey: 'rpm' },
];

/** The band the session was recorded against and its time in it, when it had one. */
export interface SummaryTarget {
  band: HrTarget;
  inTarget: TimeInTarget;
}

interface Cell {
  key: string;
  label: string;
  text: string;
}

/** "140 bpm (device limit − 10)", or "—" for a session that kept none (saved before it was). */
function safetyMaxCell(guidance: GuidedSession, t: Translate): Cell {
  const bpm = guidance.safetyMaxBpm;
  const source = safetyMaxSourceText(guidance, t);
  const text =
    bpm == null ? NO_VALUE : `${bpm}\u00a0${t('units.bpm')}${source ? ` (${source})` : ''}`;
  return { key: 'safetyMax', label: t('summary.safetyMax'), text };
}

export function ActivitySummaryList({
  summary,
  target = null,
  alarms = null,
  guidance = null,
}: {
  summary: ActivitySummary;
  target?: SummaryTarget | null;
  /** What guided the session: its Borg range without a band, the prescription it started from. */
  guidance?: GuidedSession | null;
  /** The session's alarms as its log has them, and its time above the safety maximum. */
  alarms?: SessionAlarms | null;
}) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const shown = STATS.filter((stat) => stat.always || summary[stat.key] !== null);

  const statText = (stat: Stat): string => {
    const raw = summary[stat.key];
    if (stat.kind === 'duration') return formatDuration(raw ?? 0);
    const value = stat.kind === 'km' && raw !== null ? raw / 1000 : raw;
    return formatWithUnit(
      value,
      stat.unitKey ? t(`units.${stat.unitKey}`) : '',
      locale,
      stat.digits,
    );
  };

  const cells: Cell[] = shown.map((stat) => ({
    key: stat.key,
    label: t(`summary.${stat.key}`),
    text: statText(stat),
  }));
  if (target) {
    const { band, inTarget } = target;
    const pct = inTarget.pct === null ? '' : ` (${formatNumber(inTarget.pct, locale)} %)`;
    cells.push(
      {
        key: 'targetBand',
        label: t('summary.targetBand'),
        text: `${band.lowBpm}–${band.highBpm}\u00a0${t('units.bpm')}`,
      },
      {
        key: 'timeInTarget',
        label: t('summary.timeInTarget'),
        text: `${formatDuration(inTarget.ms)}${pct}`,
      },
    );
  }

  const borg = guidance?.borgTarget ? sessionTargetText(guidance, t) : null;
  if (borg) cells.push({ key: 'targetBand', label: t('summary.targetBand'), text: borg });
  const prescription = guidance ? sessionPrescriptionText(guidance, t, true) : null;
  if (prescription) {
    cells.push({ key: 'prescription', label: t('summary.prescription'), text: prescription });
  }

  if (guidance) cells.push(safetyMaxCell(guidance, t));

  if (alarms) {
    cells.push(
      { key: 'alarms', label: t('summary.alarms'), text: alarmTotalsText(alarms.totals, t) },
      {
        key: 'timeAboveMax',
        label: t('summary.timeAboveMax'),
        text: formatDuration(alarms.timeAboveMaxMs),
      },
    );
  }

  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, xs: 3, md: 4 }}
      spacing="sm"
      verticalSpacing="sm"
      m={0}
      data-testid="session-summary"
    >
      {cells.map((cell) => (
        <div key={cell.key} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="gray.7" fw={500}>
            {cell.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fz="lg"
            fw={650}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {cell.text.trim()}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
