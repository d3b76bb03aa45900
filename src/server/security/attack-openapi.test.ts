/**
 * The API document as an attack list: every operation it says needs the session cookie answers
 * 401 without one, on both databases, so a route added later is covered without naming it here.
 * The document itself is public and holds no data: it is the same for a stranger and a member.
 */
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api/api-paths.js';
import { DATABASES, startTestServer } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';

interface DocumentedOperation {
  tags: string[];
  security: unknown[];
  parameters?: { name?: string; in?: string; required?: boolean }[];
}

/** The URL with each `{param}` and required query value filled with a harmless id. */
function urlOf(path: string, operation: DocumentedOperation): string {
  const filled = path.replace(/\{\w+\}/g, 'P-1');
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=P-1`);
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

describe.each(DATABASES)('the documented operations on %s', (kind) => {
  it('answer 401 without a session wherever the document says one is needed', async () => {
    const server = await startTestServer(kind);
    try {
      const stranger = server.anonymous();
      const document = await stranger.get(apiRoutes.openApi);
      expect(document.status).toBe(200);
      const member = await server.signUp();
      expect((await member.get(apiRoutes.openApi)).body).toEqual(document.body);
      const paths = document.body.paths as Record<string, Record<string, DocumentedOperation>>;
      let checked = 0;
      for (const [path, item] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(item)) {
          // The auth service's own calls are attacked in attack-better-auth-routes.test.ts.
          if (operation.security.length === 0 || operation.tags.includes('auth')) continue;
          const hasBody = method === 'put' || method === 'post';
          const answer = await stranger.request(
            method.toUpperCase(),
            urlOf(path, operation),
            hasBody ? {} : undefined,
          );
          expectApiError(answer, 401, `${method.toUpperCase()} ${path}`);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(35);
    } finally {
      await server.close();
    }
  });
});
