/**
 * Refuses U+0000 anywhere in a request's params, query or JSON body (values and keys) with a 400
 * naming the field, before any route or the auth service runs. PostgreSQL cannot store or even
 * compare a text holding NUL, so an id with one reached a query and became a 500 (18 routes,
 * Better Auth's among them) or cut a streamed CSV off after its 200; no clinic text needs it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { HttpError } from '../kernel/http-error.js';

/** A place in the input, linked to its parent so a path is spelled out only when needed. */
interface Place {
  value: unknown;
  key: string;
  parent: Place | null;
}

const NUL = '\u0000';

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | null = place; at; at = at.parent) keys.push(at.key);
  // The field is echoed in the answer, so the NUL itself is spelled out rather than sent back.
  return keys.reverse().join('.').replaceAll(NUL, '\\u0000');
}

/**
 * Whether any string or key in `value` holds NUL. A session's body is thousands of samples and
 * nearly always clean: this walk allocates nothing per value (the path walk below allocated a
 * place and an entries array for each, 6 % of a save's CPU), so the path is spelled out only
 * when there is one to name.
 */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        const child = item[i];
        if (typeof child === 'object' || typeof child === 'string') stack.push(child);
      }
      continue;
    }
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      if (key.includes(NUL)) return true;
      const child = (item as Record<string, unknown>)[key];
      if (typeof child === 'object' || typeof child === 'string') stack.push(child);
    }
  }
  return false;
}

/**
 * The dotted path (`body.samples.3.note`) of the first string or key holding NUL, else null;
 * strings at the `allowed` paths are left to their route. Walked with a stack, not recursion:
 * a body nested 10 000 levels deep is valid JSON.
 */
export function fieldWithNul(
  value: unknown,
  where: string,
  allowed: ReadonlySet<string> = new Set(),
): string | null {
  if (!holdsNul(value)) return null;
  const stack: Place[] = [{ value, key: where, parent: null }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    const { value: item } = place;
    if (typeof item === 'string') {
      if (!item.includes(NUL)) continue;
      const field = pathOf(place);
      if (!allowed.has(field)) return field;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      const childPlace = { value: child, key, parent: place };
      if (key.includes(NUL)) return pathOf(childPlace);
      if (typeof child === 'string' || (typeof child === 'object' && child !== null)) {
        stack.push(childPlace);
      }
    }
  }
  return null;
}

const SOURCES = ['params', 'query', 'body'] as const;

/**
 * Text a machine wrote, which its schema strips of control characters instead: some sensors pad
 * their Bluetooth name with NULs, and refusing it would leave the recording unsaveable.
 */
const STRIPPED_BY_ROUTE: Record<string, ReadonlySet<string>> = {
  [`PUT ${apiRoutes.activity}`]: new Set(['body.device.name']),
};

function refuseNul(request: FastifyRequest): void {
  const allowed = STRIPPED_BY_ROUTE[`${request.method} ${request.routeOptions.url}`];
  for (const where of SOURCES) {
    const field = fieldWithNul(request[where], where, allowed);
    if (field === null) continue;
    throw new HttpError(400, 'validation_failed', `Invalid ${where}: ${field}`, [
      { field, message: 'must not contain the NUL character (U+0000)' },
    ]);
  }
}

/** Every route's, the auth service's included: it is mounted as one Fastify route. */
export function installNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNul(request));
}
