/**
 * The load-balancer case: three built servers on one durable PostgreSQL behind HAProxy with the
 * shipped deploy/haproxy.cfg, against one of those servers alone, in the same minutes (runs
 * alternate). On a small machine the copies share its cores, so the ratio says what the balancer
 * and the extra processes cost here, not what more machines would add.
 */
import { randomBytes } from 'node:crypto';
import { makePatient } from '../src/server/test/factories.js';
import { startLoadBalancer } from '../src/server/test/load-balancer.js';
import {
  createDatabasePair,
  freePort,
  startPostgresCluster,
} from '../src/server/test/postgres-cluster.js';
import { signUpClinician, startServerProcess } from '../src/server/test/server-process.js';
import { TestClient } from '../src/server/test/test-server.js';
import { medianOf, type RunResult, runAutocannon, type Scenario, scenarios } from './api-bench.js';

const SERVERS = 3;
const CONNECTIONS = [16, 64];

export interface BalancerRow {
  scenario: string;
  connections: number;
  /** One server, straight. */
  direct: RunResult;
  /** Three servers through HAProxy. */
  balanced: RunResult;
  /** balanced ÷ direct requests/s. */
  ratio: number;
}

export interface BalancerResults {
  servers: number;
  measuredAt: string;
  rows: BalancerRow[];
}

export async function runBalancerBench(options: {
  sessionBody: string;
  seconds: number;
  runs: number;
  log: (line: string) => void;
}): Promise<BalancerResults> {
  const cluster = await startPostgresCluster({ durable: true });
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  let stopBalancer = async () => {};
  try {
    const balancerPort = await freePort();
    const env = {
      ...(await createDatabasePair(cluster.adminUrl)),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      TRUST_PROXY: 'loopback',
    };
    // The first migrates; the others find the schema current.
    servers.push(await startServerProcess({ entry: 'dist', env }));
    for (let i = 1; i < SERVERS; i++)
      servers.push(await startServerProcess({ entry: 'dist', env }));
    const balancer = await startLoadBalancer(
      servers.map((s) => s.baseUrl),
      balancerPort,
    );
    stopBalancer = balancer.stop;
    const client = new TestClient(balancer.baseUrl);
    await signUpClinician(client, 'Balanced Bench');
    const patient = await client.put('/api/patients/P-1', makePatient());
    if (patient.status !== 200) throw new Error(`patient: ${patient.status}`);

    const chosen = scenarios(options.sessionBody).filter((s) =>
      ['activity save', 'history first page'].includes(s.name),
    );
    const rows: BalancerRow[] = [];
    for (const scenario of chosen) {
      for (const connections of CONNECTIONS) {
        const direct: RunResult[] = [];
        const balanced: RunResult[] = [];
        const once = (url: string, s: Scenario) =>
          runAutocannon(url, s, connections, options.seconds, client.cookie);
        await once(balancer.baseUrl, scenario); // warm-up, every copy's caches and statements
        for (let run = 0; run < options.runs; run++) {
          direct.push(await once(servers[0]!.baseUrl, scenario));
          balanced.push(await once(balancer.baseUrl, scenario));
        }
        const row = {
          scenario: scenario.name,
          connections,
          direct: medianOf(direct),
          balanced: medianOf(balanced),
          ratio: 0,
        };
        row.ratio = row.balanced.requestsPerS / row.direct.requestsPerS;
        options.log(
          `balancer: ${scenario.name} ×${connections}: ${row.balanced.requestsPerS.toFixed(0)} req/s through HAProxy over ${SERVERS} servers, ${row.direct.requestsPerS.toFixed(0)} on one (${row.ratio.toFixed(2)}×)`,
        );
        rows.push(row);
      }
    }
    return { servers: SERVERS, measuredAt: new Date().toISOString(), rows };
  } finally {
    await stopBalancer();
    await Promise.all(servers.map((s) => s.stop()));
    cluster.stop();
  }
}
