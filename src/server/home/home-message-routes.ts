/**
 * Messages between the clinic and a patient (PRODUCT.md section 12), one route for both sides:
 * a request naming a patient (`?patientId=`, body `patientId`) is a clinic member's, under the
 * clinic's roles (reading: every role that reads records; writing: member and above; the front
 * desk never); one naming none is a patient user's, whose thread is its link's patient, never
 * one from the request. Writes and reads are audited as clinical record.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  homeMessageInputSchema,
  homeMessagePageSchema,
  homeMessageResponseSchema,
  homeMessagesQuerySchema,
} from '../../common/schemas/home-message.js';
import { type Actor, actorOf } from '../audit/actor.js';
import { inWorkspace, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import { parseInput } from '../kernel/validate.js';
import type { HomeMessagesRepository, NewMessage } from './home-messages-repository.js';
import { livePatientUserOf, type PatientUserContext } from './patient-user.js';

export interface HomeMessageRoutesContext extends PatientPreambleContext, PatientUserContext {
  homeMessages: HomeMessagesRepository;
  /** Told of each message the clinic writes: the patient's devices get a push notice. */
  onClinicMessage?: (workspaceId: string, patientId: string) => void;
}

const ops = {
  list: {
    method: 'GET',
    url: apiRoutes.homeMessages,
    tag: 'home',
    summary: "A page of a patient's message thread, newest first",
    description:
      'A patient user: its own thread (no `patientId`). A clinic member names the patient: every role that reads records, not the front desk. Audited (`home.message-read`).',
    query: homeMessagesQuerySchema,
    ok: { status: 200, description: '`{ messages, nextCursor }`', schema: homeMessagePageSchema },
    refusals: [403, 404],
  },
  post: {
    method: 'POST',
    url: apiRoutes.homeMessages,
    tag: 'home',
    summary: 'Write a message in a patient’s thread',
    description:
      'Plain text, 1–2,000 characters, no control characters but line breaks. A patient user writes to its clinic (no `patientId`); member and above write to the patient named. A resent `messageId` answers the stored message. Audited (`home.message-write`).',
    body: homeMessageInputSchema,
    ok: { status: 201, description: '`{ message }` as stored', schema: homeMessageResponseSchema },
    refusals: [403, 404, 409],
  },
} as const satisfies Record<string, ApiOperation>;

const namesPatient = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'patientId' in value;

const clinicOnly = (kind: string) => {
  if (kind !== 'clinic') {
    throw new HttpError(403, 'forbidden', 'Messages are between a clinic and its patients');
  }
};

const idTaken = () =>
  new HttpError(409, 'conflict', 'This message id is taken', [
    { field: 'body.messageId', message: 'is taken' },
  ]);

export function registerHomeMessageRoutes(app: FastifyInstance, ctx: HomeMessageRoutesContext) {
  /** The patient a clinic member's request names, in its clinic (404 if none there). */
  async function clinicPatient(workspaceId: string, patientId: string | undefined) {
    const patient = patientId ? await ctx.patients.get(workspaceId, patientId) : null;
    if (!patient) throw notFound('Patient');
    return patient;
  }

  async function write(
    workspaceId: string,
    patientId: string,
    message: NewMessage,
    actor: Actor,
    reply: FastifyReply,
  ) {
    const stored = await ctx.homeMessages.add(workspaceId, patientId, message, actor);
    if (!stored) throw idTaken();
    // The patient is told once per message, not again at an outbox's retry.
    if (stored.created && message.role === 'clinic') ctx.onClinicMessage?.(workspaceId, patientId);
    return reply.status(201).send({ message: stored.message });
  }

  const clinicList = inWorkspace(ctx, ops.list, 'read', async ({ access, query, audit }) => {
    clinicOnly(access.kind);
    const { patientId } = await clinicPatient(access.workspaceId, query.patientId);
    await audit({ action: 'home.message-read', patientId });
    return ctx.homeMessages.page(access.workspaceId, patientId, query.cursor, query.limit);
  });
  const clinicPost = inWorkspace(
    ctx,
    ops.post,
    'write',
    async ({ access, body, actor }, _request, reply) => {
      clinicOnly(access.kind);
      const patient = await clinicPatient(access.workspaceId, body.patientId);
      if (patient.archivedAt !== null) throw notFound('Patient');
      const message = { messageId: body.messageId, text: body.text, role: 'clinic' } as const;
      return write(access.workspaceId, patient.patientId, message, actor, reply);
    },
  );

  addRoute(app, ops.list, async (request, reply) => {
    if (namesPatient(request.query)) return clinicList.call(app, request, reply);
    const { link, actor } = await livePatientUserOf(ctx, request);
    const query = parseInput(ops.list.query, request.query, 'query');
    const { workspaceId, patientId } = link;
    await ctx.audit.append(workspaceId, actor, { action: 'home.message-read', patientId });
    return ctx.homeMessages.page(workspaceId, patientId, query.cursor, query.limit);
  });

  addRoute(app, ops.post, async (request, reply) => {
    if (namesPatient(request.body)) return clinicPost.call(app, request, reply);
    const { link } = await livePatientUserOf(ctx, request);
    const body = parseInput(ops.post.body, request.body, 'body');
    const message = { messageId: body.messageId, text: body.text, role: 'patient' } as const;
    return write(link.workspaceId, link.patientId, message, actorOf(request), reply);
  });
}
