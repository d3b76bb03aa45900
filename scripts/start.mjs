// `npm start`: install what is missing, build when sources changed, then serve app + API.
// Migrations run inside the server at start-up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, buildIsStale, ensureInstalled, root } from './lib/ensure-install.mjs';

ensureInstalled();
if (buildIsStale()) build();

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  cwd: root,
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
