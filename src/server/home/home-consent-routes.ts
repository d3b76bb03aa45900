/**
 * The telemonitoring consent (PRODUCT.md section 12): the clinic's text, kept as versions
 * (`/api/clinic-settings/home-consent`: every reader of records sees it, an owner or admin
 * replaces it), and the patient user's acceptance and withdrawal (`/api/home/consent`), each
 * audited in the clinic's trail (CFM 2.314/2022, COFFITO 619/2025: consent on the record).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  clinicHomeConsentSchema,
  homeConsentAcceptSchema,
  homeConsentQuerySchema,
  homeConsentSchema,
  homeConsentTextsSchema,
} from '../../common/schemas/home-consent.js';
import { inWorkspace, type PreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import { parseInput } from '../kernel/validate.js';
import type { HomeConsentRepository } from './home-consent-repository.js';
import { livePatientUserOf, type PatientUserContext } from './patient-user.js';

export interface HomeConsentRoutesContext extends PreambleContext, PatientUserContext {
  homeConsent: HomeConsentRepository;
}

const ops = {
  clinicGet: {
    method: 'GET',
    url: apiRoutes.clinicHomeConsent,
    tag: 'home',
    summary: "The clinic's telemonitoring consent in force (both languages)",
    description: 'Every role that reads records; a clinic only.',
    ok: {
      status: 200,
      description: '`{ texts, sha256, isDefault }`',
      schema: clinicHomeConsentSchema,
    },
    refusals: [403],
  },
  clinicPut: {
    method: 'PUT',
    url: apiRoutes.clinicHomeConsent,
    tag: 'home',
    summary: "Replace the clinic's telemonitoring consent (a new version)",
    description:
      'Owner or admin. Earlier versions are kept; patients who accepted one must accept the new one before their next home session. Audited (`home.consent-text`).',
    body: homeConsentTextsSchema,
    ok: { status: 200, description: 'The version in force', schema: clinicHomeConsentSchema },
    refusals: [403],
  },
  get: {
    method: 'GET',
    url: apiRoutes.homeConsent,
    tag: 'home',
    summary: "The patient user's clinic consent, and when they accepted it",
    query: homeConsentQuerySchema,
    ok: {
      status: 200,
      description: '`{ text, language, sha256, acceptedAt }`',
      schema: homeConsentSchema,
    },
    refusals: [403],
  },
  accept: {
    method: 'POST',
    url: apiRoutes.homeConsent,
    tag: 'home',
    summary: 'Accept the consent version read (by its SHA-256)',
    description:
      'A hash other than the version in force → 409 naming `body.sha256` (read it again). Audited (`home.consent-accept`).',
    query: homeConsentQuerySchema,
    body: homeConsentAcceptSchema,
    ok: { status: 200, description: 'The consent, accepted', schema: homeConsentSchema },
    refusals: [403, 409],
  },
  withdraw: {
    method: 'DELETE',
    url: apiRoutes.homeConsent,
    tag: 'home',
    summary: 'Withdraw the consent: no home sessions until accepted again',
    description: 'Audited (`home.consent-withdraw`).',
    ok: { status: 204, description: 'Withdrawn' },
    refusals: [403],
  },
} as const satisfies Record<string, ApiOperation>;

const clinicOnly = (kind: string) => {
  if (kind !== 'clinic') {
    throw new HttpError(403, 'forbidden', "The home-session consent is a clinic's setting");
  }
};

export function registerHomeConsentRoutes(app: FastifyInstance, ctx: HomeConsentRoutesContext) {
  addRoute(
    app,
    ops.clinicGet,
    inWorkspace(ctx, ops.clinicGet, 'read', async ({ access, workspaceId }) => {
      clinicOnly(access.kind);
      const { texts, sha256, isDefault } = await ctx.homeConsent.current(workspaceId);
      return { texts, sha256, isDefault };
    }),
  );
  addRoute(
    app,
    ops.clinicPut,
    inWorkspace(ctx, ops.clinicPut, 'clinic:manage', async ({ access, body, actor }) => {
      clinicOnly(access.kind);
      const { texts, sha256, isDefault } = await ctx.homeConsent.replace(
        access.workspaceId,
        body,
        actor,
      );
      return { texts, sha256, isDefault };
    }),
  );

  addRoute(app, ops.get, async (request) => {
    const { link } = await livePatientUserOf(ctx, request);
    const { language } = parseInput(ops.get.query, request.query, 'query');
    const version = await ctx.homeConsent.current(link.workspaceId);
    const acceptedAt = await ctx.homeConsent.acceptedAt(
      link.workspaceId,
      link.patientId,
      version.sha256,
    );
    return { text: version.texts[language], language, sha256: version.sha256, acceptedAt };
  });

  addRoute(app, ops.accept, async (request) => {
    const { link, actor } = await livePatientUserOf(ctx, request);
    const { language } = parseInput(ops.accept.query, request.query, 'query');
    const { sha256 } = parseInput(ops.accept.body, request.body, 'body');
    const version = await ctx.homeConsent.current(link.workspaceId);
    if (sha256 !== version.sha256) {
      throw new HttpError(409, 'conflict', 'The consent changed since you read it: read it again', [
        { field: 'body.sha256', message: 'is not the consent in force' },
      ]);
    }
    const acceptedAt = await ctx.homeConsent.accept(
      link.workspaceId,
      link.patientId,
      version,
      actor,
    );
    return { text: version.texts[language], language, sha256, acceptedAt };
  });

  addRoute(app, ops.withdraw, async (request, reply) => {
    const { link, actor } = await livePatientUserOf(ctx, request);
    await ctx.homeConsent.withdraw(link.workspaceId, link.patientId, actor);
    return reply.status(204).send();
  });
}
