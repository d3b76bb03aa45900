/**
 * HAProxy (Debian's package) in front of server copies, on loopback, with the shipped
 * `deploy/haproxy.cfg` itself: the scale-out test proves the configuration operators run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server-process.js';

const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');
/** The server lines deploy/haproxy.cfg holds. */
export const BALANCED_SERVERS = 3;
const READY_TIMEOUT_MS = 20_000;

export interface LoadBalancer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * `servers` are the copies' base URLs (http://127.0.0.1:port); `port` is the balancer's (the
 * servers' PUBLIC_URL names it, so pick it first). Resolves once a server answers through it.
 */
export async function startLoadBalancer(servers: string[], port: number): Promise<LoadBalancer> {
  if (!existsSync(HAPROXY)) {
    throw new Error(
      `${HAPROXY} is missing: install Debian's haproxy package (apt-get install haproxy)`,
    );
  }
  if (servers.length !== BALANCED_SERVERS) {
    throw new Error(
      `deploy/haproxy.cfg balances ${BALANCED_SERVERS} servers, not ${servers.length}`,
    );
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    RITMO_LB_BIND: `127.0.0.1:${port}`,
  };
  servers.forEach((url, i) => {
    env[`RITMO_SERVER_${i + 1}`] = new URL(url).host;
  });
  // -db: stay in the foreground, so killing the child stops the balancer.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', CONFIG], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start-up:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `haproxy did not route /api/health within ${READY_TIMEOUT_MS} ms:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
