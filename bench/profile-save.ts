/**
 * `npm run bench:profile-save [-- --db sqlite|postgres --seconds 10 --connections 16 --no-build]`:
 * where an activity save's time goes. Starts the built server under `node --cpu-prof`, drives
 * the bench's activity saves (api-bench.ts) with autocannon, stops it with SIGTERM so V8 writes
 * the profile, and prints self time grouped by package or by our source folder.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makePatient } from '../src/server/test/factories.js';
import {
  createDatabasePair,
  type PostgresCluster,
  startPostgresCluster,
} from '../src/server/test/postgres-cluster.js';
import {
  ROOT,
  type ServerProcess,
  signUpClinician,
  startServerProcess,
} from '../src/server/test/server-process.js';
import { TestClient } from '../src/server/test/test-server.js';
import { benchSession, runAutocannon, scenarios } from './api-bench.js';
import { bucketProfile, type CpuProfile, formatBreakdown } from './profile-buckets.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'no-build': { type: 'boolean', default: false },
  },
});
const seconds = Math.min(60, Math.max(1, Number(args.seconds)));
const connections = Math.min(256, Math.max(1, Number(args.connections)));
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main() {
  if (!args['no-build']) execSync('npm run build:server', { cwd: ROOT, stdio: 'inherit' });
  const profileDir = mkdtempSync(path.join(tmpdir(), 'ritmo-profile-'));
  let cluster: PostgresCluster | null = null;
  let server: ServerProcess | null = null;
  try {
    if (args.db === 'postgres') cluster = await startPostgresCluster({ durable: true });
    const dbEnv = cluster ? await createDatabasePair(cluster.adminUrl) : {};
    // The built server under the profiler, with the bench's environment.
    server = await startServerProcess({
      entry: 'dist',
      env: { ...dbEnv, SHUTDOWN_DRAIN_S: '0' },
      nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profileDir],
    });
    const client = new TestClient(server.baseUrl);
    await signUpClinician(client, 'Profile');
    await client.put('/api/patients/P-1', makePatient());
    const session = await benchSession();
    const save = scenarios(session.body).find((s) => s.name === 'activity save')!;
    log(`profile: warming up, then ${seconds} s of saves at ${connections} connections`);
    await runAutocannon(server.baseUrl, save, connections, 2, client.cookie);
    // V8 stamps samples with the monotonic clock, as hrtime does: the window drops start-up.
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    const result = await runAutocannon(server.baseUrl, save, connections, seconds, client.cookie);
    const toUs = Number(process.hrtime.bigint() / 1000n);
    log(
      `profile: ${result.requestsPerS.toFixed(0)} saves/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, failures ${result.failures}`,
    );
    // SIGTERM, so V8 writes the profile as the process exits.
    await server.terminate();
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no .cpuprofile in ${profileDir}: did the server exit cleanly?`);
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    const buckets = bucketProfile(profile, { fromUs, toUs });
    console.log(
      `== activity save profile (${args.db}, ${connections} connections, ${seconds} s, ${result.requestsPerS.toFixed(0)} saves/s; session ${Math.round(session.bytes / 1024)} KB)`,
    );
    console.log(formatBreakdown(buckets));
    console.log(
      `\nprofile: ${path.join(profileDir, file)} (open in Chrome DevTools › Performance)`,
    );
  } finally {
    await server?.stop();
    cluster?.stop();
  }
}

await main();
