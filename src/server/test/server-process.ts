/**
 * Runs the real Ritmo server as a child process on 127.0.0.1 (built `dist`, or the sources
 * through tsx when the build may be stale, as in `npm test`), and kills or restarts it on the
 * same data, for the benchmarks, the load test and the crash test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../config.js';
import { freePort } from './postgres-cluster.js';
import type { TestClient } from './test-server.js';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 60_000;

/**
 * Signs a new clinician up on `client` (which keeps the cookie). Outside the test environment
 * the auth service insists on an Origin header, as a browser sends.
 */
export async function signUpClinician(
  client: TestClient,
  name: string,
): Promise<{ userId: string; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}@clinic.test`;
  const password = 'correct horse battery';
  const init = { headers: { origin: client.baseUrl } };
  const signUp = await client.request(
    'POST',
    '/api/auth/sign-up/email',
    { name, email, password },
    init,
  );
  // Sign-up makes no auth session (it would tell an e-mail with an account from a new one).
  const response =
    signUp.status === 200
      ? await client.request('POST', '/api/auth/sign-in/email', { email, password }, init)
      : signUp;
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { userId: response.body.user.id, email };
}

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** Where the patients and activities live, for checks that read the database directly. */
  dataTarget: DatabaseTarget;
  /** The auth service's database (accounts, sessions, clinics' members), likewise. */
  authTarget: DatabaseTarget;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM, as a restart or a scale-down sends; resolves with the exit code once it exits. */
  terminate(): Promise<number | null>;
  /** A new process on the same port, data directory and databases. */
  restart(): Promise<void>;
  /** The process has not exited (for fault tests: a database outage must not end it). */
  isRunning(): boolean;
  /** The last 4 KB the process wrote (its log at LOG_LEVEL). */
  output(): string;
  /** CPU seconds (user + system) the process has used so far, from /proc (Linux; benchmarks). */
  cpuSeconds(): number;
  /** SIGTERM, then removes the data directory. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /**
   * `dist`: node dist/server/main.js; `source`: the TypeScript sources through tsx;
   * `ceiling`: the bare benchmark baseline (ceiling-server.ts) on the same kind of database.
   */
  entry: 'dist' | 'source' | 'ceiling';
  /** DATABASE_URL / AUTH_DATABASE_URL for PostgreSQL; SQLite in the data directory otherwise. */
  env?: Record<string, string>;
  /** Node's own flags before the script (`--cpu-prof` for the save profile). */
  nodeArgs?: string[];
  /** DATA_DIR (for a small or read-only filesystem); a new temp directory otherwise. */
  dataDir?: string;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start-up:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'ritmo-bench-'));
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Errors only: what a crash leaves behind is kept (last 4 KB) and shown if the server dies.
    LOG_LEVEL: 'error',
    SIGNIN_RATE_LIMIT_MAX: '100000',
    ...options.env,
  };
  const dataTarget: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'sqlite', file: path.join(dataDir, 'ritmo.sqlite') };
  const authTarget: DatabaseTarget = env.AUTH_DATABASE_URL
    ? { kind: 'postgres', url: env.AUTH_DATABASE_URL }
    : { kind: 'sqlite', file: path.join(dataDir, 'auth.sqlite') };
  env.CEILING_DATABASE = dataTarget.kind === 'postgres' ? dataTarget.url : dataTarget.file;
  const args = [
    ...(options.nodeArgs ?? []),
    ...{
      dist: [path.join(ROOT, 'dist/server/main.js')],
      source: ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')],
      ceiling: ['--import', 'tsx', path.join(ROOT, 'bench/ceiling-server.ts')],
    }[options.entry],
  ];
  let child: ChildProcess;
  let output = '';
  /** Children we kill on purpose; any other exit is reported. */
  const stopping = new WeakSet<ChildProcess>();
  const launch = async () => {
    output = '';
    child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const current = child;
    current.once('exit', (code, signal) => {
      // Said at once: a server that dies mid-benchmark otherwise shows only as refused connections.
      if (!stopping.has(current)) {
        process.stderr.write(
          `${options.entry} server on :${port} exited unexpectedly (code ${code}, signal ${signal}):\n${output}\n`,
        );
      }
    });
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);
  };
  await launch();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    dataTarget,
    authTarget,
    async kill() {
      stopping.add(child);
      child.kill('SIGKILL');
      await exited(child);
    },
    async terminate() {
      stopping.add(child);
      child.kill('SIGTERM');
      await exited(child);
      return child.exitCode;
    },
    async restart() {
      await exited(child);
      await launch();
    },
    isRunning: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    async stop() {
      stopping.add(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** utime + stime of `/proc/<pid>/stat` (fields 14 and 15, in clock ticks of 1/100 s on Linux). */
function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
