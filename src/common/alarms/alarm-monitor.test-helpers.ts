/** Feeds a monitor started at 0; `raised` collects every step's new alarms. */
import type { AlarmLimits } from './alarm-limits.js';
import { type ActiveAlarm, type MonitorInput, startMonitor, stepMonitor } from './alarm-monitor.js';

export function runMonitor(limits: AlarmLimits, inputs: readonly MonitorInput[]) {
  let state = startMonitor(0);
  const raised: ActiveAlarm[] = [];
  for (const input of inputs) {
    const step = stepMonitor(state, limits, input);
    state = step.state;
    raised.push(...step.raised);
  }
  return { state, raised };
}
