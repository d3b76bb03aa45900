/** Starts the real app on 127.0.0.1 against SQLite or PostgreSQL and talks HTTP to it. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppObservers, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabasePair } from './postgres-cluster.js';

export const DATABASES = ['sqlite', 'postgres'] as const;

/**
 * A server clock (`AppObservers.now`) one millisecond further on at every reading: two writes
 * never share a moment, so a test tells a replay that wrote nothing from one that wrote again
 * without waiting for the wall clock to move.
 */
export function tickingClock(start = Date.now()): () => number {
  let ticks = 0;
  return () => start + ++ticks;
}

/** The password of every user `signUp` makes. */
export const TEST_PASSWORD = 'correct horse battery';
export type DatabaseKind = (typeof DATABASES)[number];

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    init: { headers?: Record<string, string>; raw?: string } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | undefined = init.raw;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + url, { method, headers, body: payload });
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (cookies.length > 0) this.cookie = cookies.join('; ');
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
  get = <T = any>(url: string) => this.request<T>('GET', url);
  put = <T = any>(url: string, body: unknown) => this.request<T>('PUT', url, body);
  post = <T = any>(url: string, body: unknown) => this.request<T>('POST', url, body);
  delete = <T = any>(url: string) => this.request<T>('DELETE', url);
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  dataDir: string;
  /**
   * The environment that points another server copy at the same two databases (and, for
   * SQLite, the same files) — several copies, or a restart.
   */
  sameDatabases: Record<string, string>;
  /** A fresh user, signed up and signed in. */
  signUp(name?: string): Promise<TestClient & { userId: string; email: string }>;
  anonymous(): TestClient;
  /** Resolves once every e-mail send handed off after an answer so far has finished. */
  mailsSettled(): Promise<void>;
  close(): Promise<void>;
}

async function databaseUrls(kind: DatabaseKind) {
  return kind === 'sqlite' ? {} : createDatabasePair(inject('postgresAdminUrl'));
}

export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  observers: AppObservers = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-test-'));
  const databases: Record<string, string> = { ...(await databaseUrls(kind)), ...env };
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SIGNIN_RATE_LIMIT_MAX: '1000',
    ...databases,
  });
  // API tests run without the built app unless a test serves one on purpose.
  if (!env.WEB_ROOT) config.webRoot = null;
  const sends: Promise<unknown>[] = [];
  const app = await buildApp(config, {
    ...observers,
    onBackgroundTask(task) {
      sends.push(task);
      observers.onBackgroundTask?.(task);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let counter = 0;
  return {
    baseUrl,
    app,
    dataDir,
    sameDatabases: {
      DATABASE_URL: databases.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'ritmo.sqlite')}`,
      AUTH_DATABASE_URL:
        databases.AUTH_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'auth.sqlite')}`,
    },
    anonymous: () => new TestClient(baseUrl),
    async mailsSettled() {
      // Better Auth has caught each send's failure already (it logs it).
      await Promise.allSettled(sends);
    },
    async signUp(name = 'Dra. Ana Souza') {
      const email = `user-${++counter}-${randomUUID().slice(0, 8)}@clinic.test`;
      const client = new TestClient(baseUrl);
      const credentials = { email, password: TEST_PASSWORD };
      const signUp = await client.post('/api/auth/sign-up/email', { name, ...credentials });
      if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
      // Sign-up makes no auth session (it would tell an e-mail with an account from a new one).
      const signIn = await client.post('/api/auth/sign-in/email', credentials);
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
      return Object.assign(client, { userId: signIn.body.user.id as string, email });
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
