/**
 * The home area (PRODUCT.md section 12), wired once for app.ts: its repositories, the e-mail of
 * home-access links and the clinic's name from the auth database.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthService } from '../auth/auth-service.js';
import type { MailerOptions } from '../auth/mail-transport.js';
import type { DataSchema } from '../db/schema.js';
import { createHomeAccessMailer } from './home-access-mail.js';
import { createHomeAccessRepository, type HomeAccessRepository } from './home-access-repository.js';
import { type HomeAccessRoutesContext, registerHomeAccessRoutes } from './home-access-routes.js';
import { homeAccessStateOf } from './home-access-state.js';
import { createHomeConsentRepository } from './home-consent-repository.js';
import { registerHomeConsentRoutes } from './home-consent-routes.js';
import type { HomeDayContext } from './home-day.js';
import { type HomeDayRoutesContext, registerHomeDayRoutes } from './home-day-routes.js';
import { createHomeInboxRepository } from './home-inbox-repository.js';
import { registerHomeInboxRoutes } from './home-inbox-routes.js';
import { registerHomeMessageRoutes } from './home-message-routes.js';
import { createHomeMessagesRepository } from './home-messages-repository.js';
import { createHomeRecords } from './home-records.js';
import { type HomeSessionRoutesContext, registerHomeSessionRoutes } from './home-session-routes.js';

export interface HomeWiring {
  data: Kysely<DataSchema>;
  auth: AuthService;
  publicUrl: string;
  mail: Omit<MailerOptions, 'publicUrl' | 'logError'> | null;
  /** Told of each message the clinic writes (the patient's push notice). */
  onClinicMessage?: (workspaceId: string, patientId: string) => void;
}

export type HomeRoutesContext = Omit<HomeAccessRoutesContext, 'homeAccess'> &
  Omit<HomeDayRoutesContext, 'homeAccess' | 'homeConsent' | 'homeRecords' | 'homeInbox' | 'data'> &
  Pick<HomeSessionRoutesContext, 'activities'>;

/** Registers the routes; answers what the push reminders read (the patient's day). */
export function registerHomeRoutes(
  app: FastifyInstance,
  ctx: HomeRoutesContext,
  wiring: HomeWiring,
): { homeAccess: HomeAccessRepository; dayContext: HomeDayContext } {
  const homeAccess = createHomeAccessRepository(wiring.data, ctx.now);
  const mailer = wiring.mail
    ? createHomeAccessMailer({
        ...wiring.mail,
        publicUrl: wiring.publicUrl,
        logError: (message) => app.log.error(message),
      })
    : null;
  async function clinicNameOf(clinicId: string): Promise<string> {
    const { adapter } = await wiring.auth.$context;
    const clinic = await adapter.findOne<{ name: string }>({
      model: 'organization',
      where: [{ field: 'id', value: clinicId }],
    });
    return clinic?.name ?? '';
  }
  async function isClinician(userId: string): Promise<boolean> {
    const { adapter } = await wiring.auth.$context;
    const membership = await adapter.findOne<{ id: string }>({
      model: 'member',
      where: [{ field: 'userId', value: userId }],
    });
    if (membership) return true;
    // The personal workspace's id is the user's.
    const kept = await wiring.data
      .selectFrom('patients')
      .select('patient_id')
      .where('workspace_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return kept !== undefined;
  }
  async function userNameOf(userId: string): Promise<string> {
    const { adapter } = await wiring.auth.$context;
    const user = await adapter.findOne<{ name: string }>({
      model: 'user',
      where: [{ field: 'id', value: userId }],
    });
    return user?.name ?? '';
  }
  const homeConsent = createHomeConsentRepository(wiring.data, ctx.now);
  async function stateOf(workspaceId: string, patientId: string) {
    const sha256InForce = (await homeConsent.current(workspaceId)).sha256;
    return homeAccessStateOf(
      wiring.data,
      { workspaceId, patientId },
      { now: ctx.now(), sha256InForce, nameOf: userNameOf },
    );
  }
  const deps = { publicUrl: wiring.publicUrl, mailer, clinicNameOf, isClinician, stateOf };
  registerHomeAccessRoutes(app, { ...ctx, homeAccess }, deps);
  registerHomeConsentRoutes(app, { ...ctx, homeAccess, homeConsent });
  const homeRecords = createHomeRecords(wiring.data, ctx.now);
  const homeInbox = createHomeInboxRepository(wiring.data, ctx.now);
  const dayContext = { ...ctx, data: wiring.data, homeAccess, homeConsent, homeRecords, homeInbox };
  registerHomeDayRoutes(app, dayContext);
  registerHomeSessionRoutes(app, dayContext);
  const homeMessages = createHomeMessagesRepository(wiring.data, ctx.now);
  const onClinicMessage = wiring.onClinicMessage;
  registerHomeMessageRoutes(app, { ...ctx, homeAccess, homeMessages, onClinicMessage });
  registerHomeInboxRoutes(app, { ...ctx, homeInbox, onClinicMessage });
  return { homeAccess, dayContext };
}
