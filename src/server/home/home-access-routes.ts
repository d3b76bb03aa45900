/**
 * Patient users (PRODUCT.md section 12): a member makes a single-use code for a patient
 * (`POST /api/patients/:patientId/home-access`, 7 days, e-mailed with SMTP_URL) or revokes the
 * patient's access (`DELETE`); a signed-in account spends the code (`POST /api/home/join`) and
 * becomes that patient's user; `GET /api/home/link` says whose.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  type HomeAccessState,
  homeAccessInputSchema,
  homeAccessSchema,
  homeAccessStateSchema,
  homeJoinInputSchema,
  homeLinkAnswerSchema,
  homeLinkSchema,
} from '../../common/schemas/home-access.js';
import { patientParamsSchema } from '../../common/schemas/patient.js';
import { actorOf } from '../audit/actor.js';
import { forPatient, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import type { RoleInClinic } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { type HomeAccessMailer, homeJoinLink } from './home-access-mail.js';
import type { HomeAccessRepository } from './home-access-repository.js';
import { type PatientUserContext, patientUserOf } from './patient-user.js';

export interface HomeAccessRoutesContext extends PatientPreambleContext, PatientUserContext {
  homeAccess: HomeAccessRepository;
  roleInClinic: RoleInClinic;
}

export interface HomeAccessDeps {
  publicUrl: string;
  /** Null without SMTP_URL. */
  mailer: HomeAccessMailer | null;
  clinicNameOf(clinicId: string): Promise<string>;
  /** A member of any clinic, or patients kept in the personal workspace (the web's switch). */
  isClinician(userId: string): Promise<boolean>;
  /** The patient's home access as the chart shows it (home-access-state.ts). */
  stateOf(workspaceId: string, patientId: string): Promise<HomeAccessState>;
}

const TAG = 'home';

const ops = {
  grant: {
    method: 'POST',
    url: apiRoutes.homeAccess,
    tag: TAG,
    summary: 'A single-use home-access code and link for the patient (7 days)',
    description:
      'Members, admins and owners of a clinic (not the front desk nor a viewer; not in a personal workspace). E-mailed to `email` when the server has SMTP_URL. A newer code makes the older unspent ones void. Audited (`home.access-grant`).',
    params: patientParamsSchema,
    body: homeAccessInputSchema,
    bodyOptional: true,
    ok: {
      status: 201,
      description: '`{ code, link, expiresAt, emailed }`',
      schema: homeAccessSchema,
    },
    refusals: [403, 404, 409],
  },
  state: {
    method: 'GET',
    url: apiRoutes.homeAccess,
    tag: TAG,
    summary: "The patient's home access: linked accounts, the code waiting, the consent",
    description:
      'Every role that reads records, in a clinic (not the front desk; not a personal workspace). Never the code itself, only when the one waiting expires.',
    params: patientParamsSchema,
    ok: {
      status: 200,
      description: '`{ links, pendingCode, consent: { sha256, accepted } }`',
      schema: homeAccessStateSchema,
    },
    refusals: [403, 404],
  },
  revoke: {
    method: 'DELETE',
    url: apiRoutes.homeAccess,
    tag: TAG,
    summary: "Revoke the patient's home access: unspent codes and linked accounts",
    description: 'Same roles as making a code; takes effect on the next request. Audited.',
    params: patientParamsSchema,
    ok: { status: 204, description: 'Revoked (also when there was nothing to revoke)' },
    refusals: [403, 404],
  },
  join: {
    method: 'POST',
    url: apiRoutes.homeJoin,
    tag: TAG,
    summary: "Spend a home-access code: the signed-in account becomes that patient's user",
    description:
      'Spent, expired or revoked → 410 `gone`; an account already linked to another patient, or a member of that clinic → 409. Not a clinic membership: the account reaches only `/api/home/*`. Audited in the clinic (`home.join`).',
    body: homeJoinInputSchema,
    ok: { status: 200, description: '`{ link }`', schema: z.object({ link: homeLinkSchema }) },
    refusals: [404, 409, 410],
  },
  link: {
    method: 'GET',
    url: apiRoutes.homeLink,
    tag: TAG,
    summary:
      "The account's patient link (clinic, patient), or null, and whether it is a clinician's",
    description:
      '`clinician`: a member of some clinic, or patients in the personal workspace. Linked and not a clinician: a patient account, which the web app keeps to /me.',
    ok: { status: 200, description: '`{ link, clinician }`', schema: homeLinkAnswerSchema },
  },
} as const satisfies Record<string, ApiOperation>;

const conflict = (message: string) =>
  new HttpError(409, 'conflict', message, [{ field: 'body.code', message }]);

export function registerHomeAccessRoutes(
  app: FastifyInstance,
  ctx: HomeAccessRoutesContext,
  deps: HomeAccessDeps,
): void {
  addRoute(
    app,
    ops.grant,
    forPatient(ctx, ops.grant, 'write', async (scope, _request, reply) => {
      const { access, patient, body, actor, workspaceId } = scope;
      if (access.kind !== 'clinic') {
        throw new HttpError(403, 'forbidden', "Home access is for a clinic's patients");
      }
      if (patient.archivedAt !== null) {
        throw new HttpError(409, 'conflict', 'This patient is archived');
      }
      const email = deps.mailer ? (body.email ?? null) : null;
      const issued = await ctx.homeAccess.issue(workspaceId, patient.patientId, actor, email);
      const link = homeJoinLink(deps.publicUrl, issued.code);
      if (deps.mailer && email) {
        const clinicName = await deps.clinicNameOf(workspaceId);
        void deps.mailer({ to: email, clinicName, link, expiresAt: issued.expiresAt });
      }
      return reply
        .status(201)
        .send({ code: issued.code, link, expiresAt: issued.expiresAt, emailed: email !== null });
    }),
  );

  addRoute(
    app,
    ops.state,
    forPatient(ctx, ops.state, 'read', async ({ access, patient }) => {
      if (access.kind !== 'clinic') {
        throw new HttpError(403, 'forbidden', "Home access is for a clinic's patients");
      }
      return deps.stateOf(access.workspaceId, patient.patientId);
    }),
  );

  addRoute(
    app,
    ops.revoke,
    forPatient(ctx, ops.revoke, 'write', async ({ access, patient, actor }, _request, reply) => {
      if (access.kind !== 'clinic') {
        throw new HttpError(403, 'forbidden', "Home access is for a clinic's patients");
      }
      await ctx.homeAccess.revoke(access.workspaceId, patient.patientId, actor);
      return reply.status(204).send();
    }),
  );

  addRoute(app, ops.join, async (request) => {
    const user = await ctx.requireUser(request);
    const { code } = parseInput(ops.join.body, request.body, 'body');
    const found = await ctx.homeAccess.codeState(code);
    if (found.state === 'unknown') throw new HttpError(404, 'not_found', 'No such code');
    const gone = new HttpError(
      410,
      'gone',
      'This link was already used, has expired or was revoked',
    );
    if (found.state === 'gone') throw gone;
    if (await ctx.roleInClinic(found.workspaceId, user.id)) {
      throw conflict('A member of this clinic cannot be one of its patient users');
    }
    const current = await ctx.homeAccess.linkOf(user.id);
    const elsewhere =
      current?.revokedAt === null &&
      (current.workspaceId !== found.workspaceId || current.patientId !== found.patientId);
    if (elsewhere) throw conflict('This account is already linked to another patient record');
    if (!(await ctx.homeAccess.spend({ text: code, ...found }, actorOf(request)))) throw gone;
    return { link: await linkAnswer(ctx, deps, request) };
  });

  addRoute(app, ops.link, async (request) => {
    const user = await ctx.requireUser(request);
    const clinician = await deps.isClinician(user.id);
    if (!(await ctx.homeAccess.linkOf(user.id))) return { link: null, clinician };
    return { link: await linkAnswer(ctx, deps, request), clinician };
  });
}

async function linkAnswer(
  ctx: HomeAccessRoutesContext,
  deps: HomeAccessDeps,
  request: Parameters<typeof patientUserOf>[1],
) {
  const { link, patient, revoked } = await patientUserOf(ctx, request);
  return {
    clinicId: link.workspaceId,
    clinicName: await deps.clinicNameOf(link.workspaceId),
    patientId: link.patientId,
    patientName: patient?.patientName ?? '',
    linkedAt: link.linkedAt,
    revoked,
  };
}
