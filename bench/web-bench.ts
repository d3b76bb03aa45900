/**
 * Web weight and speed from the real build: the JS and CSS that /login and /home load, read from
 * Chromium's network log and gzipped here (zlib, default level), and Lighthouse's mobile
 * performance score for /login. "Initial" is what loads before the screen is usable; route chunks
 * preloaded once the app is idle are counted apart.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.js';
import { median } from '../src/server/test/load-run.js';

const READY_TIMEOUT_MS = 20_000;

export interface PageWeight {
  path: string;
  /** Loaded before the screen was usable. */
  initialJsGzKb: number;
  initialCssGzKb: number;
  initialJsFiles: number;
  /** Each initial JS file (path, gz KB, ms after navigation), biggest first: where the weight is. */
  initialJs: { file: string; gzKb: number; startMs: number }[];
  /** Everything by the time the network is idle, idle-time preloads included. */
  totalJsGzKb: number;
  totalCssGzKb: number;
  /** False when the screen never became usable (then every asset counts as initial). */
  readySeen: boolean;
  /** When the screen's text showed, ms after navigation. */
  readyMs: number | null;
}

export interface LighthouseResult {
  runs: number;
  /** Runs Lighthouse could not score (runtimeError) and that were run again. */
  failedRuns?: number;
  /** The median of `scores`, one per run. */
  score: number;
  /** Absent in results written before these were kept. */
  scores?: number[];
  /** The machine's 1-minute load average when the first run began. */
  loadAverage?: number;
  metrics: Record<string, number>;
  /** JavaScript transferred (bytes, median of the runs), from Lighthouse's resource summary. */
  scriptBytes?: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * In the page: notes (performance.now) when the screen is usable: its text shows and, if given,
 * `selector` matches (the prerendered sign-in page shows its text before its script runs, and is
 * usable once hydration enables the button). Resources fetched after it (idle-time preloads) are
 * not "initial". A string, not a function: tsx would wrap a function's inner functions in helpers
 * the page does not have.
 */
const markWhenUsable = (pattern: string, selector: string | null) => `(() => {
  const shown = new RegExp(${JSON.stringify(pattern)});
  const selector = ${JSON.stringify(selector)};
  const check = () => {
    if (
      window.__readyAt === undefined &&
      shown.test(document.body?.textContent ?? '') &&
      (selector === null || document.querySelector(selector) !== null)
    ) {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true,
  });
})();`;

function assetKind(url: string): 'js' | 'css' | null {
  const { pathname } = new URL(url);
  return /\.m?js$/.test(pathname) ? 'js' : pathname.endsWith('.css') ? 'css' : null;
}

async function weighPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  ready: { text: string; selector?: string },
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<PageWeight> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  try {
    await prepare?.(context);
    await context.addInitScript({ content: markWhenUsable(ready.text, ready.selector ?? null) });
    const page = await context.newPage();
    const gzBytes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (!assetKind(response.url())) return;
      gzBytes.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
    });
    await page.goto(baseUrl + path);
    const readySeen = await page
      .waitForFunction(
        () => (window as unknown as { __readyAt?: number }).__readyAt !== undefined,
        null,
        {
          timeout: READY_TIMEOUT_MS,
        },
      )
      .then(
        () => true,
        () => false,
      );
    // Idle, then a little more: the route-chunk preloading starts once the app is idle.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      readyAt: (window as unknown as { __readyAt?: number }).__readyAt ?? Number.POSITIVE_INFINITY,
      entries: performance
        .getEntriesByType('resource')
        .map((e) => ({ url: e.name, startTime: e.startTime })),
    }));
    const assets = await Promise.all(
      timing.entries
        .filter((e) => assetKind(e.url))
        .map(async (e) => ({
          file: new URL(e.url).pathname,
          startMs: Math.round(e.startTime),
          kind: assetKind(e.url)!,
          initial: e.startTime <= timing.readyAt,
          gz: (await gzBytes.get(e.url)) ?? 0,
        })),
    );
    const sum = (kind: 'js' | 'css', initialOnly: boolean) =>
      kb(
        assets
          .filter((a) => a.kind === kind && (a.initial || !initialOnly))
          .reduce((n, a) => n + a.gz, 0),
      );
    return {
      path,
      initialJsGzKb: sum('js', true),
      initialCssGzKb: sum('css', true),
      initialJsFiles: assets.filter((a) => a.kind === 'js' && a.initial).length,
      initialJs: assets
        .filter((a) => a.kind === 'js' && a.initial)
        .sort((a, b) => b.gz - a.gz)
        .map((a) => ({ file: a.file, gzKb: kb(a.gz), startMs: a.startMs })),
      totalJsGzKb: sum('js', false),
      totalCssGzKb: sum('css', false),
      readySeen,
      readyMs: Number.isFinite(timing.readyAt) ? Math.round(timing.readyAt) : null,
    };
  } finally {
    await context.close();
  }
}

/** /login signed out, and /home signed in (sign-up through the API, user info stored locally). */
export async function weighPages(baseUrl: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const login = await weighPage(browser, baseUrl, '/login', {
      text: 'Sign in',
      selector: 'button[type=submit]:not([disabled])',
    });
    const home = await weighPage(
      browser,
      baseUrl,
      '/home',
      { text: 'Hello|Olá' },
      async (context) => {
        const email = `bench-${Date.now()}@clinic.test`;
        const password = 'correct horse battery';
        await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
          data: { name: 'Bench', email, password },
          headers: { origin: baseUrl },
        });
        // Sign-up makes no auth session: signing in sets the cookie the page will send.
        const response = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
          data: { email, password },
          headers: { origin: baseUrl },
        });
        const { user } = (await response.json()) as { user: { id: string } };
        // Signed-in status is decided locally, from this key (spec § 2).
        const info = JSON.stringify({ id: user.id, email, name: 'Bench' });
        await context.addInitScript((value) => localStorage.setItem('ritmo.user', value), info);
      },
    );
    return [login, home];
  } finally {
    await browser.close();
  }
}

const SETTLE_MAX_MS = 90_000;

/**
 * Lighthouse's simulation multiplies the CPU time it observes, so on a machine still busy from the
 * API runs the score drops: wait (90 s at most) until the 1-minute load average is under 1.
 */
async function settle(): Promise<number> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  while (loadavg()[0]! > 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return loadavg()[0]!;
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance score, median of `runs`.
 * `prepare` runs in each fresh browser before Lighthouse (e.g. signs in); the page's storage is
 * then kept rather than reset.
 */
export async function lighthouseScore(
  url: string,
  runs: number,
  prepare?: (debuggingPort: number) => Promise<void>,
  /** Each run's whole report (e.g. kept for its main-thread and bootup breakdown). */
  onReport?: (lhr: unknown, run: number) => void,
): Promise<LighthouseResult> {
  process.env.CHROME_PATH = CHROMIUM;
  const loadAverage = await settle();
  const scores: number[] = [];
  const scriptBytes: number[] = [];
  const metrics: Record<string, number[]> = {};
  // A run whose trace Lighthouse could not read (NO_NAVSTART, seen on the first run after a
  // fresh sign-in) scores 0: it is run again rather than counted, at most 3 times in all.
  let failedRuns = 0;
  for (let i = 0; scores.length < runs; i++) {
    if (failedRuns > 3) throw new Error(`Lighthouse failed ${failedRuns} runs of ${url}`);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      await prepare?.(chrome.port);
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        disableStorageReset: prepare !== undefined,
      });
      if (!result) throw new Error('Lighthouse returned no result');
      onReport?.(result.lhr, i);
      if (result.lhr.runtimeError) {
        failedRuns++;
        console.log(`lighthouse: run ${i + 1} of ${url} failed (${result.lhr.runtimeError.code})`);
        continue;
      }
      const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (shown !== new URL(url).pathname) throw new Error(`${url} ended at ${shown}`);
      scores.push(Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
      const summary = result.lhr.audits['resource-summary']?.details as
        | { items?: { resourceType: string; transferSize: number }[] }
        | undefined;
      const script = summary?.items?.find((item) => item.resourceType === 'script');
      if (script) scriptBytes.push(script.transferSize);
      for (const id of [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]) {
        metrics[id] = [...(metrics[id] ?? []), result.lhr.audits[id]?.numericValue ?? Number.NaN];
      }
    } finally {
      chrome.kill();
    }
  }
  return {
    runs,
    ...(failedRuns > 0 ? { failedRuns } : {}),
    score: median(scores),
    scores,
    loadAverage: Math.round(loadAverage * 100) / 100,
    ...(scriptBytes.length > 0 ? { scriptBytes: median(scriptBytes) } : {}),
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([id, values]) => [id, Math.round(median(values) * 1000) / 1000]),
    ),
  };
}
