/**
 * What an interrupted recording's monitor takes back when it resumes, from its stored events:
 * each rule's latest alarm that no acknowledgement followed (they sound again at once, in the
 * order they were raised; an acknowledged one is not brought back, its excursion may be long
 * over), and the pre-exercise systolic the 'systolic-drop' rule measures a fall from.
 */
import type { ActivityEvent } from '../schemas/activity-event.js';
import type { ActiveAlarm } from './alarm-monitor.js';

/** `startedAt`: the recording's start (epoch ms); event times are offsets from it. */
export function unacknowledgedAlarms(
  events: readonly ActivityEvent[],
  startedAt: number,
): ActiveAlarm[] {
  const waiting = new Map<ActiveAlarm['rule'], ActiveAlarm>();
  // Stable: an ack stored at the same offset as its alarm still comes after it.
  const inOrder = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.t - b.event.t || a.index - b.index);
  for (const { event } of inOrder) {
    if (event.kind === 'alarm-ack') waiting.delete(event.value.rule);
    if (event.kind !== 'alarm') continue;
    const { rule, measured, limit, repeat = 0 } = event.value;
    waiting.delete(rule); // re-inserted, so the map keeps raising order
    waiting.set(rule, {
      rule,
      raisedAt: startedAt + event.t,
      measured,
      limit,
      acknowledged: false,
      ongoing: true,
      repeat,
    });
  }
  return [...waiting.values()];
}

/**
 * The session's pre-exercise systolic: the latest entry marked as taken at rest before exercise,
 * else the session's first pressure — the value a fall of more than 10 mmHg is measured from
 * (ACSM's Guidelines, 11th ed.: a drop in systolic BP > 10 mmHg from baseline despite an increase
 * in workload ends exercise). After a reload the monitor is given this one, not the first
 * pressure taken after the resume.
 */
export function preExerciseSystolic(events: readonly ActivityEvent[]): number | null {
  let first: { t: number; systolic: number } | null = null;
  let marked: { t: number; systolic: number } | null = null;
  for (const event of events) {
    if (event.kind !== 'bp') continue;
    const entry = { t: event.t, systolic: event.value.systolic };
    // Ties keep the stored order: entries made together were stored in the order entered.
    if (first === null || event.t < first.t) first = entry;
    if (event.phase === 'before' && (marked === null || event.t >= marked.t)) marked = entry;
  }
  return (marked ?? first)?.systolic ?? null;
}
