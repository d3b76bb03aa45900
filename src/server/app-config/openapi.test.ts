import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api/api-paths.js';
import { openApiPath } from '../kernel/openapi-document.js';
import { METRICS_PATH } from '../metrics/metrics-routes.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

interface Operation {
  summary?: string;
  security?: unknown[];
  parameters?: { name?: string; in?: string; $ref?: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Routes the document leaves out on purpose. Fastify answers HEAD for every GET by itself (it
 * is not a separate operation), and:
 */
const NOT_DOCUMENTED: Record<string, string> = {
  // The built web app's files and its shell: pages for a browser, not API operations.
  'GET /': 'the web app',
  'GET /*': 'the web app',
  // One wildcard before the auth service (Better Auth), which answers many paths under it; the
  // document lists each call the web app makes (tag `auth`) instead.
  [`GET ${apiRoutes.auth}`]: 'the auth service',
  [`POST ${apiRoutes.auth}`]: 'the auth service',
  // For the operator's Prometheus scraper (METRICS=true), outside /api and its session.
  [`GET ${METRICS_PATH}`]: 'metrics',
};

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  let webRoot: string;
  const registered: string[] = [];
  let document: OpenApi;

  beforeAll(async () => {
    // A web root and the metrics on, so every route the server can register is registered.
    webRoot = mkdtempSync(path.join(tmpdir(), 'ritmo-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ritmo</title>');
    server = await startTestServer(
      'sqlite',
      { WEB_ROOT: webRoot, METRICS: 'true' },
      {
        onRoute: ({ method, url }) => {
          for (const m of [method].flat()) if (m !== 'HEAD') registered.push(`${m} ${url}`);
        },
      },
    );
    const answer = await server.anonymous().get<OpenApi>(apiRoutes.openApi);
    expect(answer.status).toBe(200);
    document = answer.body;
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3.1 document, served without a session', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every route the server registers, with :param as {param}', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([pathName, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${pathName}`),
      ),
    );
    const missing = registered
      .filter((route) => !(route in NOT_DOCUMENTED))
      .map((route) => {
        const [method, url] = route.split(' ');
        return `${method} ${openApiPath(url!)}`;
      })
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
    // The list of exceptions names only routes that exist.
    expect(Object.keys(NOT_DOCUMENTED).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('gives each operation a summary, its path parameters, its answers and its security', () => {
    for (const [pathName, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${pathName}`;
        expect(operation.summary, where).toBeTruthy();
        const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const templated = [...pathName.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(inPath.map((p) => p.name).sort(), where).toEqual(templated.sort());
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((s) => /^20[014]$/.test(s)),
          where,
        ).toBe(true);
        if (templated.length > 0 || operation.requestBody) expect(statuses, where).toContain('400');
        if (operation.security?.length) expect(statuses, where).toContain('401');
      }
    }
  });

  it('describes a request body and the error answer from the routes’ zod schemas', () => {
    const put = document.paths['/api/patients/{patientId}']!.put!;
    const body = put.requestBody as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(body.content['application/json'].schema.properties)).toContain(
      'patientName',
    );
    expect(put.parameters?.map((p) => p.$ref ?? p.name)).toEqual([
      'patientId',
      '#/components/parameters/IfMatch',
      '#/components/parameters/IfNoneMatch',
    ]);
    expect(put.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(document.paths[apiRoutes.openApi]!.get!.security).toEqual([]);
  });
});
