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
import { createHomeAccessRepository } from './home-access-repository.js';
import { type HomeAccessRoutesContext, registerHomeAccessRoutes } from './home-access-routes.js';
import { createHomeConsentRepository } from './home-consent-repository.js';
import { registerHomeConsentRoutes } from './home-consent-routes.js';
import { type HomeDayRoutesContext, registerHomeDayRoutes } from './home-day-routes.js';
import { createHomeRecords } from './home-records.js';
import { type HomeSessionRoutesContext, registerHomeSessionRoutes } from './home-session-routes.js';

export interface HomeWiring {
  data: Kysely<DataSchema>;
  auth: AuthService;
  publicUrl: string;
  mail: Omit<MailerOptions, 'publicUrl' | 'logError'> | null;
}

export type HomeRoutesContext = Omit<HomeAccessRoutesContext, 'homeAccess'> &
  Omit<HomeDayRoutesContext, 'homeAccess' | 'homeConsent' | 'homeRecords' | 'data'> &
  Pick<HomeSessionRoutesContext, 'activities'>;

export function registerHomeRoutes(
  app: FastifyInstance,
  ctx: HomeRoutesContext,
  wiring: HomeWiring,
): void {
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
  const deps = { publicUrl: wiring.publicUrl, mailer, clinicNameOf, isClinician };
  registerHomeAccessRoutes(app, { ...ctx, homeAccess }, deps);
  const homeConsent = createHomeConsentRepository(wiring.data, ctx.now);
  registerHomeConsentRoutes(app, { ...ctx, homeAccess, homeConsent });
  const homeRecords = createHomeRecords(wiring.data, ctx.now);
  const dayContext = { ...ctx, data: wiring.data, homeAccess, homeConsent, homeRecords };
  registerHomeDayRoutes(app, dayContext);
  registerHomeSessionRoutes(app, dayContext);
}
