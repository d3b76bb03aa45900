/**
 * A class report's rows: one per participant's session, from the list item (always there) and
 * the whole session (samples and events) when it could be loaded, with the class's span.
 */

import {
  type AlarmRuleCount,
  type AlarmTotals,
  alarmRuleCounts,
  alarmTotalsOf,
} from '../../../../common/alarms/alarm-counts';
import { isAdvisory } from '../../../../common/alarms/alarm-rules';
import { timeAboveSafetyMaxMs } from '../../../../common/alarms/time-above-max';
import type { EntryPhase } from '../../../../common/metrics/entry-phase';
import { timeInTargetOf } from '../../../../common/metrics/time-in-target';
import type { Activity, ActivityListItem } from '../../../../common/schemas/activity';
import type { UnsyncedState } from '../../results';
import { entriesByPhase, type PhaseEntries } from './class-entries';

export interface ClassSession {
  item: ActivityListItem;
  /** null: the whole session could not be loaded (alarms and time in target are then unknown). */
  details: Activity | null;
  /** Saved on this device, not on the server yet. */
  unsynced?: UnsyncedState;
}

export interface ClassReportRow {
  activityId: string;
  patientId: string;
  patientName: string;
  durationMs: number;
  hrAvg: number | null;
  hrMax: number | null;
  /** null: no target band, or the samples are not loaded. */
  timeInTargetMs: number | null;
  /** Share of the active time, 0–100; null with timeInTargetMs. */
  timeInTargetPct: number | null;
  /** Alarm excursions, advisories not included; null: the events are not loaded. */
  alarmCount: number | null;
  /** The excursions, alarms sounded and acknowledgements; null with alarmCount. */
  alarmTotals: AlarmTotals | null;
  /** Time above the safety maximum; null: the samples are not loaded. */
  timeAboveMaxMs: number | null;
  /** The alarm rules that went off, in ALARM_RULES order. */
  alarmRules: AlarmRuleCount[];
  /** The advisories (irregular rhythm), counted apart: advice, not alarms. */
  advisoryRules: AlarmRuleCount[];
  rpe: number | null;
  /** The band the session aimed at, as saved with it. */
  target: { lowBpm: number; highBpm: number } | null;
  /** The Borg range of a session without a band, as saved with it (issue 34). */
  borgTarget: { low: number; high: number } | null;
  /** The prescription it started from and whether a signature covered it; null: none kept. */
  prescription: { version: number; signed: boolean } | null;
  /** The HR safety maximum it ran with and where it came from; null: none kept (issue 34). */
  safetyMaxBpm: number | null;
  safetyMaxSource: ActivityListItem['safetyMaxSource'];
  type: ActivityListItem['type'];
  avgPowerW: number | null;
  avgSpeedKmh: number | null;
  /** BP and SpO₂ entries before, during and after; null: the events are not loaded. */
  entries: Record<EntryPhase, PhaseEntries> | null;
  /** The session's notes, then each note entered during it. */
  notes: string[];
  unsynced?: UnsyncedState;
}

export function classReportRow(
  { item, details, unsynced }: ClassSession,
  patientName: string,
): ClassReportRow {
  const { summary } = item;
  // The band the session was recorded against, as saved with it; none is ever guessed.
  const target = item.target ?? null;
  const inTarget = details && target ? timeInTargetOf({ ...details, summary }, target) : null;
  const rules = details ? alarmRuleCounts(details.events) : [];
  const alarmRules = rules.filter(({ rule }) => !isAdvisory(rule));
  return {
    activityId: item.activityId,
    patientId: item.patientId,
    patientName,
    durationMs: summary.durationMs,
    hrAvg: summary.hrAvg,
    hrMax: summary.hrMax,
    timeInTargetMs: inTarget?.ms ?? null,
    timeInTargetPct: inTarget?.pct ?? null,
    alarmCount: details ? alarmTotalsOf(rules).excursions : null,
    alarmTotals: details ? alarmTotalsOf(rules) : null,
    timeAboveMaxMs: details
      ? timeAboveSafetyMaxMs({ ...details, summary, safetyMaxBpm: item.safetyMaxBpm })
      : null,
    alarmRules,
    advisoryRules: rules.filter(({ rule }) => isAdvisory(rule)),
    rpe: summary.rpe,
    target,
    borgTarget: item.borgTarget ?? null,
    prescription: item.prescription ?? null,
    safetyMaxBpm: item.safetyMaxBpm ?? null,
    safetyMaxSource: item.safetyMaxSource ?? null,
    type: item.type,
    avgPowerW: summary.avgPowerW,
    avgSpeedKmh: summary.avgSpeedKmh,
    entries: details ? entriesByPhase(details) : null,
    notes: [
      item.notes,
      ...(details?.events.flatMap((e) => (e.kind === 'note' ? [e.value] : [])) ?? []),
    ].filter(Boolean),
    ...(unsynced ? { unsynced } : {}),
  };
}

/** Rows by patient name, as a roll call reads; the same name twice keeps a stable order by id. */
export function classReportRows(
  sessions: readonly ClassSession[],
  nameOf: (patientId: string) => string,
  locale: string,
): ClassReportRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return sessions
    .map((session) => classReportRow(session, nameOf(session.item.patientId)))
    .sort(
      (a, b) =>
        collator.compare(a.patientName, b.patientName) ||
        (a.activityId < b.activityId ? -1 : a.activityId > b.activityId ? 1 : 0),
    );
}

export interface ClassSpan {
  startedAt: number;
  endedAt: number;
  durationMs: number;
}

/** From the first participant's start to the last one's end; null without sessions. */
export function classSpanOf(
  items: readonly Pick<ActivityListItem, 'startedAt' | 'endedAt'>[],
): ClassSpan | null {
  if (items.length === 0) return null;
  const startedAt = Math.min(...items.map((item) => item.startedAt));
  const endedAt = Math.max(...items.map((item) => item.endedAt));
  return { startedAt, endedAt, durationMs: endedAt - startedAt };
}

/** A session belongs to the class: ids compare lower-cased, as the API stores them. */
export function isOfClass(classId: string | null | undefined, wanted: string): boolean {
  return !!classId && classId.toLowerCase() === wanted.toLowerCase();
}
