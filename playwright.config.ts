/**
 * Browser journeys against the real built app and server (`npm run build` first; `npm test`
 * does it). Debian's Chromium, headless; a fresh data directory per run. bench/web's
 * measurements run on the same server and browser through their own config.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

export const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Headless Debian Chromium, in English, against the server on 127.0.0.1:`port`. */
export function chromiumUse(port: number): PlaywrightTestConfig['use'] {
  return {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  };
}

/** The built server on 127.0.0.1:`port`, on a fresh data directory `.tmp/<dataName>-<time>`. */
export function builtAppServer(port: number, dataName: string): PlaywrightTestConfig['webServer'] {
  return {
    command: 'node dist/server/main.js',
    cwd: ROOT,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/${dataName}-${Date.now()}`,
      SIGNIN_RATE_LIMIT_MAX: '1000',
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

// E2E_PORT and E2E_WEB_ROOT let several builds run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);

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
  use: chromiumUse(PORT),
  webServer: builtAppServer(PORT, 'e2e-data'),
});
