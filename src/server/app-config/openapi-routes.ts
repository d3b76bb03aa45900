/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every operation the routes registered,
 * generated from their zod schemas once the app is ready. Public, like /api/config: it describes
 * the routes and holds no data, and a hospital's IT reads it before any account exists.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { type ApiOperation, addRoute, operationsOf } from '../kernel/api-operation.js';
import { openApiDocument } from '../kernel/openapi-document.js';

const DESCRIPTION = `Ritmo's JSON API, served on the same origin as the web app.

Every data call needs the session cookie set by \`POST /api/auth/sign-in/email\` (401 without
one) and works in the session's active workspace: the user's own, or the clinic made active with
\`POST /api/auth/organization/set-active\`; another workspace's ids answer 404. Errors are always
\`{ "error": { "code", "message", "details": [{ "field", "message" }] } }\`. A writing request
from a browser must come from the server's own origin (or TRUSTED_ORIGINS). Any route may also
answer 413 (a body over 4 MiB), 415 (a body that is not JSON), 503 \`database_unavailable\` or
\`storage_*\` and 507 \`storage_full\` (nothing was stored; retry later).`;

const TAGS = [
  { name: 'health', description: 'Liveness and readiness, for a load balancer or supervisor.' },
  { name: 'config', description: 'What the server allows, and this document.' },
  {
    name: 'auth',
    description:
      'The auth service (Better Auth) under `/api/auth`: accounts, sessions, clinics (organizations), invitations, two-factor and passkeys. Listed here: the calls the web app makes. Its error bodies pass through and also carry `error: { code, message }`.',
  },
  { name: 'me', description: 'The signed-in account.' },
  { name: 'clinic', description: "The active workspace's settings, members and attendance." },
  { name: 'patients', description: 'Patients, their trend and their FHIR export.' },
  { name: 'assessments', description: "A patient's assessments (tests, vitals, questionnaires)." },
  { name: 'programmes', description: 'Rehabilitation programmes, prescriptions and discharge.' },
  {
    name: 'reviews',
    description: "Physicians, their reviews and signatures of a programme's plan.",
  },
  { name: 'activities', description: 'Recorded exercise sessions (single and in a class).' },
  { name: 'audit', description: "The workspace's audit trail (owner or admin)." },
  { name: 'export', description: 'The whole workspace as one file (LGPD).' },
] as const;

const openApiOperation = {
  method: 'GET',
  url: apiRoutes.openApi,
  tag: 'config',
  summary: 'This OpenAPI 3.1 document',
  access: 'public',
  ok: {
    status: 200,
    description: 'The document',
    schema: z.looseObject({ openapi: z.string() }),
  },
} as const satisfies ApiOperation;

export function registerOpenApiRoutes(app: FastifyInstance, version: string): void {
  let document: unknown = null;
  // Built once every route is registered; a schema that cannot be described stops the start.
  app.addHook('onReady', async () => {
    document = openApiDocument(operationsOf(app), {
      version,
      description: DESCRIPTION,
      tags: TAGS,
    });
  });
  addRoute(app, openApiOperation, async () => document);
}
