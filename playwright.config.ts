/**
 * Browser journeys against the real built app and server (`npm run build` first; `npm test`
 * does it). Debian's Chromium, headless; a fresh data directory per run.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

// E2E_PORT and E2E_WEB_ROOT let several builds run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: the suite shares a busy machine (password hashing, builds, other runs).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  // scripts/test.mjs sets PLAYWRIGHT_JSON_OUTPUT_NAME to collect the counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-data-${Date.now()}`,
      SIGNIN_RATE_LIMIT_MAX: '1000',
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
