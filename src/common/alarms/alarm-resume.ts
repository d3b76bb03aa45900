/**
 * The alarms to bring back when an interrupted recording resumes: from its stored events, each
 * rule's latest alarm that no acknowledgement followed. They sound again at once, in the order
 * they were raised; an acknowledged one is not brought back (its excursion may be long over).
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
