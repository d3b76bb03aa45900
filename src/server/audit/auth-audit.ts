/**
 * Better Auth plugin: puts into the audit trail every change of who may access a clinic's records
 * (invitations, acceptances, role changes, removals, leaving, renaming, deleting a clinic) and
 * every sign-in, failed sign-in and password change (HIPAA §164.312(b), SBIS NGS1 audit).
 * The auth service keeps its own database; the events go to the data database through `record`,
 * after Better Auth has answered (they cannot share a transaction). A failure to record is a
 * fault the caller sees, not a change left out of the trail in silence.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { AuditAction } from '../../common/schemas/audit.js';
import type { DataSchema } from '../db/schema.js';
import { clientAddressOf } from '../kernel/client-address.js';
import { type Actor, addressOf } from './actor.js';
import { type AuditTarget, appendAuditEvent } from './audit-repository.js';

/** Appends one event to each of the named workspaces' trails. */
export type AuditRecorder = (
  workspaceIds: readonly string[],
  actor: Actor,
  target: AuditTarget,
) => Promise<void>;

/** The recorder on the data database: one event per trail, at one time. */
export function auditRecorderOn(db: Kysely<DataSchema>): AuditRecorder {
  return async (workspaceIds, actor, target) => {
    const at = Date.now();
    for (const workspaceId of workspaceIds) {
      await appendAuditEvent(db, workspaceId, actor, target, at);
    }
  };
}

type Json = Record<string, unknown>;
export interface UserRow {
  id: string;
  name?: string | null;
  email: string;
}
interface MemberRow {
  organizationId: string;
  userId: string;
  role?: string;
}

/** The part of Better Auth's hook context used here. */
export interface HookContext {
  path?: string;
  body?: unknown;
  headers?: Headers;
  request?: Request;
  context: {
    returned?: unknown;
    adapter: {
      findOne<T>(query: {
        model: string;
        where: { field: string; value: string }[];
      }): Promise<T | null>;
      findMany<T>(query: {
        model: string;
        where: { field: string; value: string }[];
      }): Promise<T[]>;
    };
  };
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function actorOfUser(ctx: HookContext, user: UserRow): Actor {
  const address = clientAddressOf(ctx.request?.headers ?? ctx.headers);
  return { id: user.id, name: user.name ?? '', email: user.email, address: addressOf(address) };
}

const findUser = (ctx: HookContext, field: 'id' | 'email', value: string) =>
  ctx.context.adapter.findOne<UserRow>({ model: 'user', where: [{ field, value }] });

/** An account's own trail and that of every clinic it belongs to. */
export async function trailsOfAccount(ctx: HookContext, userId: string): Promise<string[]> {
  const members = await ctx.context.adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'userId', value: userId }],
  });
  return [userId, ...members.map((m) => m.organizationId)];
}

async function recordAccountEvent(ctx: HookContext, record: AuditRecorder, action: AuditAction) {
  const returned = ctx.context.returned;
  let user: UserRow | null = null;
  if (action === 'account.sign-in-failed') {
    // A wrong password or an unknown e-mail (401): only an existing account has a trail.
    if (!isAPIError(returned) || returned.statusCode !== 401) return;
    const email = isObject(ctx.body) ? text(ctx.body.email).trim().toLowerCase() : '';
    user = email ? await findUser(ctx, 'email', email) : null;
  } else if (isObject(returned) && isObject(returned.user)) {
    user = returned.user as unknown as UserRow;
  }
  if (!user) return;
  await record(await trailsOfAccount(ctx, user.id), actorOfUser(ctx, user), { action });
}

/** The e-mail of the member a clinic event is about (the answer names only the user id). */
async function emailOfUser(ctx: HookContext, userId: unknown): Promise<string> {
  const user = typeof userId === 'string' ? await findUser(ctx, 'id', userId) : null;
  return user?.email ?? '';
}

type ClinicEvent = { clinicId: string; action: AuditAction; detail: string | null };

/** What a successful clinic call changed, from its answer; null for calls that change nothing. */
async function clinicEventOf(ctx: HookContext, path: string): Promise<ClinicEvent | null> {
  const answer = ctx.context.returned;
  // A refusal is an APIError, an object too: nothing changed, nothing to log.
  if (!isObject(answer) || isAPIError(answer)) return null;
  const body = isObject(ctx.body) ? ctx.body : {};
  const event = (action: AuditAction, clinicId: unknown, detail: string | null = null) => ({
    action,
    clinicId: text(clinicId),
    detail,
  });
  switch (path) {
    case '/organization/create':
      return event('clinic.create', answer.id, text(answer.name));
    case '/organization/update':
      return event('clinic.rename', answer.id, text(answer.name));
    case '/organization/delete':
      return event('clinic.delete', answer.id, text(answer.name));
    case '/organization/invite-member':
      return event(
        'clinic.invite',
        answer.organizationId,
        `${text(answer.email)} ${text(answer.role)}`,
      );
    case '/organization/cancel-invitation':
      return event('clinic.invite-cancel', answer.organizationId, text(answer.email));
    case '/organization/accept-invitation': {
      const member = isObject(answer.member) ? answer.member : {};
      return event('clinic.invite-accept', member.organizationId, text(member.role));
    }
    case '/organization/update-member-role': {
      const email = await emailOfUser(ctx, answer.userId);
      return event('clinic.role-change', answer.organizationId, `${email} ${text(answer.role)}`);
    }
    case '/organization/remove-member': {
      const member = isObject(answer.member) ? answer.member : {};
      const email = await emailOfUser(ctx, member.userId);
      return event('clinic.member-remove', member.organizationId ?? body.organizationId, email);
    }
    case '/organization/leave':
      return event('clinic.member-leave', answer.organizationId ?? body.organizationId);
    default:
      return null;
  }
}

const ACCOUNT_PATHS: Record<string, AuditAction> = {
  '/sign-in/email': 'account.sign-in',
  '/change-password': 'account.password-change',
};
const CLINIC_PATHS = new Set([
  '/organization/create',
  '/organization/update',
  '/organization/delete',
  '/organization/invite-member',
  '/organization/cancel-invitation',
  '/organization/accept-invitation',
  '/organization/update-member-role',
  '/organization/remove-member',
  '/organization/leave',
]);

export function authAudit(record: AuditRecorder) {
  async function audit(ctx: HookContext): Promise<void> {
    const path = ctx.path ?? '';
    const accountAction = ACCOUNT_PATHS[path];
    if (accountAction) {
      const failed = isAPIError(ctx.context.returned);
      const action = failed && path === '/sign-in/email' ? 'account.sign-in-failed' : accountAction;
      if (failed && action !== 'account.sign-in-failed') return;
      return recordAccountEvent(ctx, record, action);
    }
    const change = await clinicEventOf(ctx, path);
    if (!change?.clinicId) return;
    const session = await getSessionFromCtx(ctx as never);
    if (!session) return;
    const actor = actorOfUser(ctx, session.user);
    await record([change.clinicId], actor, { action: change.action, detail: change.detail });
  }

  return {
    id: 'ritmo-auth-audit',
    hooks: {
      after: [
        {
          matcher: (ctx) =>
            Object.hasOwn(ACCOUNT_PATHS, ctx.path ?? '') || CLINIC_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => audit(ctx as unknown as HookContext)),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
