/**
 * The browser measurements (`*-measure.spec.ts` here): the same built server and Chromium as the
 * e2e journeys, one test at a time so that they do not slow each other down. Run by
 * `npm run bench -- --web-measures`, or `npx playwright test -c bench/web/playwright.config.ts`.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { builtAppServer, chromiumUse, ROOT } from '../../playwright.config';

// Apart from the e2e server's port (3100), so both can run at once.
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3300);

export default defineConfig({
  testDir: '.',
  testMatch: '*-measure.spec.ts',
  outputDir: path.join(ROOT, '.tmp/bench-web-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: chromiumUse(PORT),
  webServer: builtAppServer(PORT, 'bench-web-data'),
});
