/**
 * The live class view under load: 12 simulated participants at 1 reading a second (with RR
 * intervals) on /class, in Chromium with the CPU throttled 4× through CDP, for `minutes`. After
 * 20 s of settling it measures frames per second, long tasks, reading-to-screen latency (the tile's
 * `data-reading-at`), and the JS heap and DOM node count every minute. Sign-up, patients and the
 * class start go through the e2e journeys' steps (e2e/steps), unthrottled.
 */
import { loadavg } from 'node:os';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { signedIn } from '../e2e/steps/account.js';
import {
  type ClassPatient,
  makeClassPatients,
  startClass,
  twelvePatients as twelveClassPatients,
} from '../e2e/steps/class.js';
import {
  CLASS_PROBE_SCRIPT,
  drainClassProbe,
  type ProbeDrain,
  resetClassProbe,
} from './class-probe.js';
import { percentile } from './signup-storm-bench.js';

/** The default slow tablet; `cpuThrottle` (bench:class --cpu-throttle) asks for another. */
export const CPU_THROTTLE = 4;
const SETTLE_MS = 20_000;
const SAMPLE_MS = 60_000;

export interface Viewport {
  width: number;
  height: number;
}

export interface MemorySample {
  /** Seconds since the measured window began. */
  atS: number;
  heapUsedMb: number;
  domNodes: number;
  /** True when a garbage collection was forced first (start and end): the comparable pair. */
  afterGc: boolean;
}

export interface ClassViewRun {
  /** `1280×800, 5 min`: a later run of the same key replaces it in results/latest.json. */
  key: string;
  measuredAt: string;
  viewport: Viewport;
  participants: number;
  cpuThrottle: number;
  settleS: number;
  measuredS: number;
  fps: { median: number; p5: number; min: number; seconds: number };
  /** Long tasks are > 50 ms by definition: the target is a count of 0. */
  longTasks: { count: number; longestMs: number; totalMs: number };
  /** To the next animation frame after the attribute changed (the frame that paints it). */
  latency: { count: number; medianMs: number; p95Ms: number; maxMs: number };
  /** To the DOM commit (MutationObserver), for comparison. */
  commitLatency: { medianMs: number; p95Ms: number; maxMs: number };
  /** The alarm path: the raising reading's arrival to the first frame with its banner. */
  alarmLatency?: { count: number; medianMs: number; p95Ms: number; maxMs: number };
  memory: MemorySample[];
  /** What was on screen at the end: every tile, tiles alarmed, tiles without a live signal. */
  onScreen: { tiles: number; alarmed: number; notLive: number };
  /** 1-minute load average at the start and the end (2 shared cores). */
  loadAverage: [number, number];
}

export interface ClassBenchOptions {
  baseUrl: string;
  minutes: number;
  viewport: Viewport;
  log: (line: string) => void;
  /** CPU throttling rate (default CPU_THROTTLE). */
  cpuThrottle?: number;
}

/** One above target, one losing its signal, the rest steady and intervals in turn. */
export const twelvePatients = (prefix: string): ClassPatient[] =>
  twelveClassPatients(prefix, (i) =>
    i === 0 ? 'exceeds-target' : i === 1 ? 'signal-loss' : i % 2 ? 'intervals' : 'steady',
  );

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function sampleMemory(cdp: CDPSession, atS: number, afterGc: boolean): Promise<MemorySample> {
  if (afterGc) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return {
    atS: Math.round(atS),
    heapUsedMb: round(metric('JSHeapUsedSize') / 1024 / 1024),
    domNodes: metric('Nodes'),
    afterGc,
  };
}

function summarise(drains: ProbeDrain[]) {
  const fps = drains.flatMap((d) => d.framesPerSecond);
  const longTasks = drains.flatMap((d) => d.longTasksMs);
  const frame = drains.flatMap((d) => d.frameLatencyMs);
  const commit = drains.flatMap((d) => d.commitLatencyMs);
  const alarm = drains.flatMap((d) => d.alarmLatencyMs);
  return {
    alarmLatency: {
      count: alarm.length,
      medianMs: percentile(alarm, 50),
      p95Ms: percentile(alarm, 95),
      maxMs: percentile(alarm, 100),
    },
    fps: {
      median: percentile(fps, 50),
      p5: percentile(fps, 5),
      min: Math.min(...fps),
      seconds: fps.length,
    },
    longTasks: {
      count: longTasks.length,
      longestMs: round(Math.max(0, ...longTasks)),
      totalMs: round(longTasks.reduce((a, b) => a + b, 0)),
    },
    latency: {
      count: frame.length,
      medianMs: percentile(frame, 50),
      p95Ms: percentile(frame, 95),
      maxMs: percentile(frame, 100),
    },
    commitLatency: {
      medianMs: percentile(commit, 50),
      p95Ms: percentile(commit, 95),
      maxMs: percentile(commit, 100),
    },
  };
}

async function onScreen(page: Page) {
  const tiles = page.getByTestId('participant-tile');
  return {
    tiles: await tiles.count(),
    alarmed: await page.locator('[data-testid="participant-tile"][data-alarm]').count(),
    notLive: await page.getByTestId('tile-freshness').count(),
  };
}

/** Measures the class view in its own browser; the server at `baseUrl` must be the built app. */
export async function runClassBench(options: ClassBenchOptions): Promise<ClassViewRun> {
  const { baseUrl, minutes, viewport, log } = options;
  const cpuThrottle = options.cpuThrottle ?? CPU_THROTTLE;
  const loadAtStart = loadavg()[0]!;
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport });
    await context.addInitScript({ content: CLASS_PROBE_SCRIPT });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signedIn(page);
    const patients = twelvePatients('BENCH');
    await makeClassPatients(page, patients);
    await startClass(page, patients);
    log(`class: ${patients.length} participants started at ${viewport.width}×${viewport.height}`);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await page.waitForTimeout(SETTLE_MS);

    const memory = [await sampleMemory(cdp, 0, true)];
    await page.evaluate(resetClassProbe);
    const startedAt = Date.now();
    const endAt = startedAt + minutes * 60_000;
    const drains: ProbeDrain[] = [];
    while (Date.now() < endAt) {
      await page.waitForTimeout(Math.min(SAMPLE_MS, endAt - Date.now()));
      drains.push(await page.evaluate(drainClassProbe));
      const atS = (Date.now() - startedAt) / 1000;
      if (Date.now() < endAt) memory.push(await sampleMemory(cdp, atS, false));
      const last = drains.at(-1)!;
      log(
        `class: ${Math.round(atS)} s: fps median ${percentile(last.framesPerSecond, 50)}, ${last.longTasksMs.length} long tasks, latency median ${percentile(last.frameLatencyMs, 50)} ms, heap ${memory.at(-1)!.heapUsedMb} MB, ${memory.at(-1)!.domNodes} nodes`,
      );
    }
    const measuredS = Math.round((Date.now() - startedAt) / 1000);
    const shown = await onScreen(page);
    memory.push(await sampleMemory(cdp, measuredS, false));
    memory.push(await sampleMemory(cdp, measuredS, true));
    await context.close();
    return {
      key: `${viewport.width}×${viewport.height}, ${minutes} min${cpuThrottle === CPU_THROTTLE ? '' : `, ${cpuThrottle}× CPU`}`,
      measuredAt: new Date(startedAt).toISOString(),
      viewport,
      participants: patients.length,
      cpuThrottle,
      settleS: SETTLE_MS / 1000,
      measuredS,
      ...summarise(drains),
      memory,
      onScreen: shown,
      loadAverage: [round(loadAtStart, 2), round(loadavg()[0]!, 2)],
    };
  } finally {
    await browser.close();
  }
}

/** "1280x800" or "1280×800" → { width, height }. */
export function parseViewport(text: string): Viewport {
  const match = /^(\d+)[x×](\d+)$/.exec(text.trim());
  if (!match) throw new Error(`viewport "${text}": write it as 1280x800`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** A later run of the same viewport and length replaces the earlier one; others are kept. */
export function mergeClassRuns(previous: ClassViewRun[], runs: ClassViewRun[]): ClassViewRun[] {
  const keys = new Set(runs.map((run) => run.key));
  return [...previous.filter((run) => !keys.has(run.key)), ...runs];
}

/** The printed section: one line per run, then its memory over the run. */
export function formatClassRuns(runs: readonly ClassViewRun[]): string[] {
  const out = [
    '',
    `== live class view (12 simulated participants at 1 Hz with RR, ${CPU_THROTTLE}× CPU throttling unless the key says otherwise, after ${SETTLE_MS / 1000} s settling; 2 shared cores)`,
  ];
  for (const run of runs) {
    const first = run.memory.find((m) => m.afterGc);
    const last = run.memory.findLast((m) => m.afterGc);
    out.push(
      `${run.key} (${run.measuredAt}, ${run.measuredS} s measured, 1-min load ${run.loadAverage.join(' → ')}):`,
      `  fps median ${run.fps.median}, p5 ${run.fps.p5}, min ${run.fps.min} (${run.fps.seconds} s)`,
      `  long tasks ${run.longTasks.count}, longest ${run.longTasks.longestMs} ms, total ${run.longTasks.totalMs} ms (target 0)`,
      `  reading-to-screen median ${run.latency.medianMs} ms, p95 ${run.latency.p95Ms} ms, max ${run.latency.maxMs} ms (${run.latency.count} readings; target < 1000 ms); to DOM commit median ${run.commitLatency.medianMs} ms`,
      `  alarm path (reading → banner on screen) median ${run.alarmLatency?.medianMs ?? '–'} ms, p95 ${run.alarmLatency?.p95Ms ?? '–'} ms, max ${run.alarmLatency?.maxMs ?? '–'} ms (${run.alarmLatency?.count ?? 0} alarms; target p95 ≤ 500 ms)`,
      `  heap after GC ${first?.heapUsedMb} → ${last?.heapUsedMb} MB, DOM nodes ${first?.domNodes} → ${last?.domNodes}; every minute: ${run.memory
        .filter((m) => !m.afterGc)
        .map((m) => `${m.heapUsedMb} MB/${m.domNodes}`)
        .join(', ')}`,
      `  on screen at the end: ${run.onScreen.tiles} tiles, ${run.onScreen.alarmed} alarmed, ${run.onScreen.notLive} without a live signal`,
    );
  }
  return out;
}
