/**
 * `node --import tsx bench/login-bytes.ts --runs 3`: every byte a phone downloads for /login
 * signed out, by the time the network has been idle for a while — the page's own requests and
 * the service worker's (its precache), which web-bench.ts leaves out (it blocks workers to
 * weigh the page alone). Bytes are as transferred (the server sends .br/.gz), per kind and
 * in all; the median of `--runs` fresh browser profiles against the built server.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { median } from '../src/server/test/load-run.js';
import { startServerProcess } from '../src/server/test/server-process.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'settle-ms': { type: 'string', default: '8000' },
  },
});
const runs = Number(values.runs);
const settleMs = Number(values['settle-ms']);
if (!(runs >= 1 && runs <= 20) || !(settleMs >= 0 && settleMs <= 60_000)) {
  throw new Error('--runs must be 1–20 and --settle-ms 0–60000');
}

type Kind = 'js' | 'css' | 'html' | 'other';
const kindOf = (url: string): Kind => {
  const { pathname } = new URL(url);
  if (/\.m?js$/.test(pathname)) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  if (pathname.endsWith('.html') || !pathname.includes('.')) return 'html';
  return 'other';
};

const server = await startServerProcess({ entry: 'dist' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const totals: Record<Kind | 'all' | 'byWorker', number>[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ locale: 'en-US' });
    const bytes = { js: 0, css: 0, html: 0, other: 0, all: 0, byWorker: 0 };
    const pending: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => {
          const size = sizes.responseBodySize + sizes.responseHeadersSize;
          bytes[kindOf(request.url())] += size;
          bytes.all += size;
          if (request.serviceWorker()) bytes.byWorker += size;
        }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    totals.push(bytes);
    console.log(`run ${run + 1}: ${JSON.stringify(bytes)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const kb = (n: number) => `${Math.round(n / 1024)} KB`;
const of = (key: keyof (typeof totals)[number]) => kb(median(totals.map((t) => t[key])));
console.log(
  `/login signed out, median of ${runs}: all ${of('all')} (JS ${of('js')}, CSS ${of('css')}, HTML ${of('html')}, other ${of('other')}); fetched by the service worker ${of('byWorker')}`,
);
