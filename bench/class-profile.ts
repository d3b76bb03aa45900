/**
 * Where the live class view spends its time: the class bench's set-up (12 simulated participants,
 * 4× CPU throttling), then a CPU profile of `--seconds` and the long tasks in that window. Prints
 * self time by function and by script, and writes the profile for DevTools. Runs the built app
 * (`npm run build` first) on its own server, on loopback.
 *
 *   node --import tsx bench/class-profile.ts --seconds 20
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { signedIn } from '../e2e/steps/account.js';
import { makeClassPatients, startClass } from '../e2e/steps/class.js';
import { startServerProcess } from '../src/server/test/server-process.js';
import { twelvePatients } from './class-bench.js';
import { CLASS_PROBE_SCRIPT, drainClassProbe, resetClassProbe } from './class-probe.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { frame?: string } };
}

/** Main-thread tasks over 50 ms, and what they spend their time in (events one level down). */
function reportTrace(events: TraceEvent[]) {
  const tasksOver = (ms: number) =>
    events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > ms * 1000);
  const tasks = tasksOver(50);
  const rendererMain = new Map<string, number>();
  for (const task of tasks) {
    const key = `${task.pid}:${task.tid}`;
    rendererMain.set(key, (rendererMain.get(key) ?? 0) + 1);
  }
  console.log(`== trace: ${tasks.length} tasks > 50 ms by thread ${[...rendererMain].join(' ')}`);
  // Under 50 ms the frames still cost something: totals to compare one change against another.
  const sum = (name: string) =>
    Math.round(events.reduce((ms, e) => (e.name === name ? ms + (e.dur ?? 0) / 1000 : ms), 0));
  console.log(
    `tasks > 30 ms: ${tasksOver(30).length}; Layout ${sum('Layout')} ms, Paint ${sum('Paint')} ms, PrePaint ${sum('PrePaint')} ms, UpdateLayoutTree ${sum('UpdateLayoutTree')} ms`,
  );
  const inside = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    for (const e of events) {
      if (e.ph !== 'X' || e.pid !== task.pid || e.tid !== task.tid || e === task) continue;
      if (e.ts < task.ts || e.ts >= end) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  const total = tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0);
  console.log(`inside them (${Math.round(total)} ms; nested events overlap):`);
  console.log(top(inside, total, 25));
}

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    out: { type: 'string', default: '/tmp/class.cpuprofile' },
  },
});
const seconds = Number(values.seconds);

function top(map: Map<string, number>, total: number, n: number) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
}

function report(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    const script = url ? url.replace(/^.*\//, '') : '(native)';
    const name = `${functionName || '(anonymous)'} ${script}:${lineNumber}:${columnNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    total += ms;
  });
  console.log(
    `== self time by script (${Math.round(total)} ms sampled)\n${top(byScript, total, 12)}`,
  );
  console.log(`== self time by function\n${top(byFunction, total, 40)}`);
}

const server = await startServerProcess({ entry: 'dist' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript({ content: CLASS_PROBE_SCRIPT });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await signedIn(page);
  const patients = twelvePatients('PROF');
  await makeClassPatients(page, patients);
  await startClass(page, patients);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.waitForTimeout(20_000);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(resetClassProbe);
  await cdp.send('Profiler.start');
  await page.waitForTimeout(seconds * 1000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const drain = await page.evaluate(drainClassProbe);
  writeFileSync(values.out, JSON.stringify(profile));
  const long = drain.longTasksMs.sort((a, b) => b - a);
  console.log(
    `long tasks: ${long.length} in ${seconds} s, longest ${long.slice(0, 8).map(Math.round).join(', ')} ms; fps ${drain.framesPerSecond.join(' ')}`,
  );
  report(profile);

  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'],
  });
  await page.waitForTimeout(seconds * 1000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  writeFileSync(values.out.replace(/\.cpuprofile$/, '.trace.json'), JSON.stringify(trace));
  reportTrace(trace.traceEvents);
} finally {
  await browser.close();
  await server.stop();
}
