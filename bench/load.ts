/**
 * `npm run test:load -- --clinicians 64 --seconds 30 --db sqlite|postgres`: builds the server,
 * starts it as a child process on a fresh database and runs the load test (load-run.ts) against
 * it. Exits non-zero on any error, lost or duplicated session.
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { loadPassed, runLoad } from '../src/server/test/load-run.js';
import { createDatabasePair, startPostgresCluster } from '../src/server/test/postgres-cluster.js';
import { ROOT, startServerProcess } from '../src/server/test/server-process.js';

const { values } = parseArgs({
  options: {
    clinicians: { type: 'string', default: '64' },
    seconds: { type: 'string', default: '30' },
    db: { type: 'string', default: 'sqlite' },
    'no-build': { type: 'boolean', default: false },
  },
});
const clinicians = Number(values.clinicians);
const seconds = Number(values.seconds);
if (!(clinicians >= 1 && clinicians <= 1000) || !(seconds > 0 && seconds <= 600)) {
  throw new Error('--clinicians must be 1–1000 and --seconds 1–600');
}
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db sqlite|postgres');

if (!values['no-build']) execSync('npm run build:server', { cwd: ROOT, stdio: 'inherit' });
const cluster = values.db === 'postgres' ? await startPostgresCluster() : null;
let passed = false;
try {
  const env = cluster ? await createDatabasePair(cluster.adminUrl) : {};
  const server = await startServerProcess({ entry: 'dist', env });
  try {
    console.log(
      `load: ${clinicians} clinicians × ${seconds} s on ${values.db} at ${server.baseUrl}`,
    );
    const report = await runLoad({
      baseUrl: server.baseUrl,
      clinicians,
      seconds,
      dataTarget: server.dataTarget,
    });
    console.log(JSON.stringify(report, null, 2));
    passed = loadPassed(report);
  } finally {
    await server.stop();
  }
} finally {
  cluster?.stop();
}
console.log(passed ? 'load: passed' : 'load: FAILED');
process.exit(passed ? 0 : 1);
