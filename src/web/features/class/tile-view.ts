/** What one participant's tile shows, as plain data, rebuilt only when that participant changed. */
import type { AlarmLimits } from '../../../common/alarms/alarm-limits';
import type { ActiveAlarm } from '../../../common/alarms/alarm-monitor';
import { byPriorityThenTime } from '../../../common/alarms/alarm-priority';
import type { HrTarget } from '../../../common/metrics/zones';
import { type Freshness, freshnessOf, type SensorStatus } from '../devices';
import type { RecordingSetup } from '../recording';
import type { SensorChoice } from './class-part';
import type { BloodPressure, ClassParticipant } from './class-participant';
import type { Trend } from './tile-stats';

export type ParticipantPhase = 'ready' | 'running' | 'paused' | 'stopped';

export interface TileView {
  id: string;
  patientName: string;
  phase: ParticipantPhase;
  /** The last heart rate, null when none yet or no signal (never a stale value shown as live). */
  hr: number | null;
  /** The last heart rate even when stale: the tile shows it greyed and labelled "stale". */
  lastHr: number | null;
  /** When the last reading arrived (epoch ms): the class benchmark times reading-to-screen by it. */
  readingAt: number | null;
  freshness: Freshness;
  hrMaxBpm: number | null;
  target: HrTarget | null;
  trend: Trend;
  timeInTargetMs: number;
  sensor: SensorChoice;
  status: SensorStatus;
  alarms: readonly ActiveAlarm[];
  limits: AlarmLimits;
  setup: RecordingSetup;
  /** Taken at rest during set-up, before the start. */
  preExerciseBp: BloodPressure | null;
}

export interface ClassAlarm {
  participantId: string;
  patientName: string;
  alarm: ActiveAlarm;
}

/** Live, stale or no signal: a strap that is not connected has no signal. */
export function freshnessNow(p: ClassParticipant, now: number): Freshness {
  if (p.hub.getSnapshot().status.state !== 'connected') return 'no-signal';
  return freshnessOf(p.stats.last?.at ?? null, p.connectedSince, now);
}

export function tileViewOf(p: ClassParticipant, now: number): TileView {
  const recording = p.recording;
  const { status } = p.hub.getSnapshot();
  const last = p.stats.last;
  const freshness = freshnessNow(p, now);
  return {
    id: p.id,
    patientName: p.init.patientName,
    phase: recording ? recording.status : 'ready',
    hr: freshness === 'live' ? (last?.hr ?? null) : null,
    lastHr: freshness === 'no-signal' ? null : (last?.hr ?? null),
    readingAt: last?.at ?? null,
    freshness,
    hrMaxBpm: p.setup.hrMaxBpm,
    target: p.setup.target,
    trend: p.stats.trend,
    timeInTargetMs: p.stats.timeInTargetMs,
    sensor: p.sensor,
    status,
    alarms: p.monitor.alarms,
    limits: p.limits,
    setup: p.setup,
    preExerciseBp: p.preExerciseBp,
  };
}

/** Every alarm of the class, unacknowledged first, then high priority first, then the oldest. */
export function classAlarmsOf(tiles: readonly TileView[]): ClassAlarm[] {
  const all = tiles.flatMap((tile) =>
    tile.alarms.map((alarm) => ({ participantId: tile.id, patientName: tile.patientName, alarm })),
  );
  return all.sort(
    (a, b) =>
      Number(a.alarm.acknowledged) - Number(b.alarm.acknowledged) ||
      byPriorityThenTime(a.alarm, b.alarm),
  );
}

/** Two lists name the same alarms, in the same order, in the same state. */
export function sameClassAlarms(a: readonly ClassAlarm[], b: readonly ClassAlarm[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (entry, i) => entry.alarm === b[i]!.alarm && entry.participantId === b[i]!.participantId,
    )
  );
}
