/**
 * The preamble every data route runs before its own work, written once: the workspace and the
 * role's access to it (401/403), the operation's params, conditions (`If-None-Match: *`,
 * `If-Match`), query and body, validated against the operation's own schemas (400 naming the
 * field), then for a patient's URL the patient (404); and the audit event of what it reads,
 * recorded against the signed-in actor. Always in that order, so every route refuses the same
 * way: access before input, input before lookups.
 */
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { can, type Permission } from '../../common/clinic/clinic-roles.js';
import type { Patient } from '../../common/schemas/patient.js';
import { CREATE_ONLY, type WriteCondition } from '../db/versioned-upsert.js';
import type { ApiOperation } from '../kernel/api-operation.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import { createOnlyOf, ifMatchOf } from '../kernel/if-match.js';
import type { AccessFor, RecordAccess, WorkspaceAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { type Actor, actorOf } from './actor.js';
import type { AuditTarget } from './audit-repository.js';

/** What the preamble needs of the app's route context. */
export interface PreambleContext {
  accessFor: AccessFor;
  audit: { append(workspaceId: string, actor: Actor, target: AuditTarget): Promise<unknown> };
}

/** The patient lookup of a patient's URL (the patients area's repository satisfies it). */
export interface PatientPreambleContext extends PreambleContext {
  patients: { get(workspaceId: string, patientId: string): Promise<Patient | null> };
}

/**
 * What the role must allow: a kind of record access, or a permission of the one table
 * (common/clinic) over the workspace's directory (the class slots' `schedule:manage`, say).
 */
export type Need = RecordAccess | Permission;

const isPermission = (need: Need): need is Permission => need.includes(':');

async function accessOf(ctx: PreambleContext, request: FastifyRequest, need: Need) {
  if (!isPermission(need)) return ctx.accessFor(request, need);
  const access = await ctx.accessFor(request, 'directory');
  if (!can(access.role, need)) {
    throw new HttpError(403, 'forbidden', `Your role in this clinic does not allow ${need}`);
  }
  return access;
}

type Input<Op, K extends 'params' | 'query' | 'body'> = Op extends {
  [P in K]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : undefined;

export interface RouteScope<Op extends ApiOperation> {
  access: WorkspaceAccess;
  workspaceId: string;
  actor: Actor;
  params: Input<Op, 'params'>;
  query: Input<Op, 'query'>;
  body: Input<Op, 'body'>;
  /** `If-Match`'s version, when the operation reads it and it was sent (not with create-only). */
  ifMatch: number | undefined;
  /** `If-None-Match: *` as CREATE_ONLY, else `ifMatch`: what a versioned upsert is given. */
  condition: WriteCondition | undefined;
  /** Appends an event to the workspace's audit trail against the actor. */
  audit(target: AuditTarget): Promise<void>;
}

export interface PatientScope<Op extends ApiOperation> extends RouteScope<Op> {
  patient: Patient;
  /** The audit event names the patient unless the target names another. */
  audit(target: AuditTarget): Promise<void>;
}

type ScopedHandler<Scope> = (
  scope: Scope,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

async function scopeOf<Op extends ApiOperation>(
  ctx: PreambleContext,
  op: Op,
  need: Need,
  request: FastifyRequest,
): Promise<RouteScope<Op>> {
  const access = await accessOf(ctx, request, need);
  const { workspaceId } = access;
  const params = op.params ? parseInput(op.params, request.params, 'params') : undefined;
  const conditions: readonly string[] = op.conditions ?? [];
  const createOnly = conditions.includes('if-none-match') && createOnlyOf(request);
  const ifMatch = conditions.includes('if-match') && !createOnly ? ifMatchOf(request) : undefined;
  const query = op.query ? parseInput(op.query, request.query, 'query') : undefined;
  const rawBody = op.bodyOptional && request.body === undefined ? {} : request.body;
  const body = op.body ? parseInput(op.body, rawBody, 'body') : undefined;
  const actor = actorOf(request);
  return {
    access,
    workspaceId,
    actor,
    params: params as Input<Op, 'params'>,
    query: query as Input<Op, 'query'>,
    body: body as Input<Op, 'body'>,
    ifMatch,
    condition: createOnly ? CREATE_ONLY : ifMatch,
    audit: async (target) => {
      await ctx.audit.append(workspaceId, actor, target);
    },
  };
}

/** A workspace route's handler, given its scope once the preamble has passed. */
export function inWorkspace<Op extends ApiOperation>(
  ctx: PreambleContext,
  op: Op,
  need: Need,
  handler: ScopedHandler<RouteScope<Op>>,
): RouteHandlerMethod {
  return async (request, reply) => handler(await scopeOf(ctx, op, need, request), request, reply);
}

/** A route under `/api/patients/:patientId`: the same, with the patient of the workspace. */
export function forPatient<Op extends ApiOperation & { params: z.ZodType<{ patientId: string }> }>(
  ctx: PatientPreambleContext,
  op: Op,
  need: Need,
  handler: ScopedHandler<PatientScope<Op>>,
): RouteHandlerMethod {
  return async (request, reply) => {
    const scope = await scopeOf(ctx, op, need, request);
    const { patientId } = scope.params as { patientId: string };
    const patient = await ctx.patients.get(scope.workspaceId, patientId);
    if (!patient) throw notFound('Patient');
    const audit = (target: AuditTarget) => scope.audit({ patientId, ...target });
    return handler({ ...scope, patient, audit }, request, reply);
  };
}
