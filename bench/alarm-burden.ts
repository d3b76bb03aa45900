/**
 * `node --import tsx bench/alarm-burden.ts [--seeds 5] [--minutes 60] [--before <rev>]`: the
 * alarm burden of the simulated class scenarios, alarms per participant-hour, for today's alarm
 * monitor and for the one at `--before` (default: the commit before the priority table was
 * added), read with `git show` into a temp file. Each scenario runs on fake time: one reading a
 * second from the simulated strap (RR intervals through the rhythm watch too), a tick a second,
 * and a clinician who acknowledges each alarm 10 s after it sounds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type AlarmLimits, defaultAlarmLimits } from '../src/common/alarms/alarm-limits.js';
import * as today from '../src/common/alarms/alarm-monitor.js';
import type { AlarmRule } from '../src/common/alarms/alarm-rules.js';
import { RhythmWatch } from '../src/common/alarms/rhythm-watch.js';
import {
  SIMULATED_SCENARIOS,
  type SimulatedScenario,
  SimulatedSensor,
  scenarioSilentAt,
} from '../src/common/simulation/index.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const MONITOR = 'src/common/alarms/alarm-monitor.ts';
/** Where the alarm code lived until issue 30 moved it: older revisions have it there. */
const OLD_DIR = 'src/common/class';
const ACK_AFTER_MS = 10_000;
/** A typical cardiac rehab patient: HR max 150, target 98–120 bpm (safety max 140). */
const HEART = { restingHr: 65, hrMaxBpm: 150, targetLowBpm: 98, targetHighBpm: 120 };

type Alarm = { rule: AlarmRule; repeat?: number };
type Input = Parameters<typeof today.stepMonitor>[2];
interface Monitor {
  startMonitor(at: number): unknown;
  stepMonitor(state: never, limits: AlarmLimits, input: Input): { state: unknown; raised: Alarm[] };
}

const { values: args } = parseArgs({
  options: {
    seeds: { type: 'string', default: '5' },
    minutes: { type: 'string', default: '60' },
    before: { type: 'string' },
  },
});

const git = (...argv: string[]) => execFileSync('git', argv, { cwd: ROOT, encoding: 'utf8' });

/** The monitor's source at `rev`, from wherever it lived then. */
function monitorSourceAt(rev: string): string {
  const show = (file: string) =>
    execFileSync('git', ['show', `${rev}:${file}`], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  try {
    return show(MONITOR);
  } catch {
    return show(`${OLD_DIR}/${path.basename(MONITOR)}`);
  }
}

/** The monitor as it was at `rev`, its relative imports pointed at today's files. */
async function monitorAt(rev: string): Promise<Monitor> {
  const source = monitorSourceAt(rev)
    // The alarm rules moved out of the activity schema into alarms/ (issue 30).
    .replace(`from '../schemas/activity.js'`, `from './alarm-rules.js'`)
    .replace(
      /from '(\.{1,2}\/[^']+)\.js'/g,
      (_, relative: string) =>
        `from '${pathToFileURL(path.resolve(ROOT, path.dirname(MONITOR), `${relative}.ts`)).href}'`,
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'alarm-burden-'));
  const file = path.join(dir, 'alarm-monitor-before.ts');
  writeFileSync(file, source);
  try {
    return (await import(pathToFileURL(file).href)) as Monitor;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every alarm that sounded during `minutes` of one simulated participant. */
function alarmsOf(monitor: Monitor, scenario: SimulatedScenario, seed: number, minutes: number) {
  const limits = defaultAlarmLimits({
    hrMaxBpm: HEART.hrMaxBpm,
    target: { lowBpm: HEART.targetLowBpm, highBpm: HEART.targetHighBpm },
  });
  const sensor = new SimulatedSensor(seed, { scenario, ...HEART });
  const rhythm = new RhythmWatch();
  let state = monitor.startMonitor(0);
  const sounded: Alarm[] = [];
  const acks: { at: number; rule: AlarmRule }[] = [];
  const step = (input: Input) => {
    const next = monitor.stepMonitor(state as never, limits, input);
    state = next.state;
    for (const alarm of next.raised) {
      sounded.push(alarm);
      acks.push({ at: input.at + ACK_AFTER_MS, rule: alarm.rule });
    }
  };
  for (let s = 1; s <= minutes * 60; s++) {
    const reading = sensor.next();
    const at = reading.t;
    while (acks.length > 0 && acks[0]!.at <= at) step({ type: 'ack', ...acks.shift()! });
    if (!scenarioSilentAt(scenario, at)) {
      step({ type: 'hr', at, bpm: reading.hr });
      const verdict = rhythm.add(reading.rrIntervals);
      step({ type: 'rhythm', at, irregular: verdict.irregular, measured: verdict.measured });
    }
    step({ type: 'tick', at });
  }
  return sounded;
}

function burden(monitor: Monitor, seeds: number, minutes: number) {
  const hours = (seeds * minutes) / 60;
  return SIMULATED_SCENARIOS.map((scenario) => {
    const all = Array.from({ length: seeds }, (_, i) =>
      alarmsOf(monitor, scenario, i + 1, minutes),
    ).flat();
    const first = all.filter((alarm) => !alarm.repeat);
    const rules = [...new Set(first.map((alarm) => alarm.rule))].join(', ') || '—';
    return { scenario, alarms: first.length / hours, sounded: all.length / hours, rules };
  });
}

const before =
  args.before ??
  `${git('log', '--diff-filter=A', '--format=%H', '--', `${OLD_DIR}/alarm-priority.ts`).trim().split('\n').at(-1)}^`;
const seeds = Number(args.seeds);
const minutes = Number(args.minutes);
const old = burden(await monitorAt(before), seeds, minutes);
const now = burden(today as unknown as Monitor, seeds, minutes);
const revision = git('rev-parse', '--short', before).trim();
const rate = (value: number) => value.toFixed(1).padStart(7);
console.log(`Alarms per participant-hour (${seeds} seeds × ${minutes} min, ack after 10 s)`);
console.log(
  `before = ${revision}, after = working tree; alarms = one per excursion, sounded = with re-alerts`,
);
console.log('scenario        before alarms  after alarms  after sounded  rules (after)');
for (const [i, row] of now.entries()) {
  const was = old[i]!;
  console.log(
    `${row.scenario.padEnd(16)}${rate(was.alarms)}       ${rate(row.alarms)}      ${rate(row.sounded)}        ${row.rules}`,
  );
}
const mean = (rows: typeof now, key: 'alarms' | 'sounded') =>
  rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
console.log(
  `${'all (mean)'.padEnd(16)}${rate(mean(old, 'alarms'))}       ${rate(mean(now, 'alarms'))}      ${rate(mean(now, 'sounded'))}`,
);
