// `npm run dev`: the API server on :3001 (restarted when its code changes) and Vite's dev server
// with hot reload on :5173, which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib/ensure-install.mjs';

const WEB_PORT = 5173;
const API_PORT = 3001;

ensureInstalled();

const apiEnv = {
  ...process.env,
  PORT: String(API_PORT),
  HOST: process.env.HOST ?? '127.0.0.1',
  // The browser talks to Vite, so the auth service must accept that origin.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
  TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? `http://127.0.0.1:${WEB_PORT}`,
};

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: apiEnv,
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(WEB_PORT)], {
    cwd: root,
    stdio: 'inherit',
  }),
];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
