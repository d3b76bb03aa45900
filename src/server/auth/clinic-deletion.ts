/**
 * Better Auth plugin: deleting a clinic that holds records needs its owner's password, and the
 * refusal says what happens to them. Deleting a clinic ends every membership; its patients,
 * sessions and audit trail stay in the data database, where no one can open them again. A slip
 * or a stolen session cookie must not do that, so the password is checked (counted with failed
 * sign-ins, as deleting an account is). Anyone but the clinic's owner is left to Better Auth's
 * own refusal, which names no records.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../../common/password/password-limits.js';
import type { DataSchema } from '../db/schema.js';
import { clientAddressOf } from '../kernel/client-address.js';
import { type FailureLimits, passwordFailures } from './password-failures.js';
import { tooManyAttempts } from './sign-in-throttle.js';

export interface ClinicRecords {
  patients: number;
  sessions: number;
}
/** How many patients and sessions a clinic's workspace holds (archived and deleted ones too). */
export type CountClinicRecords = (clinicId: string) => Promise<ClinicRecords>;

const organizationIdSchema = z.object({ organizationId: z.string().min(1).max(200) });
/** Anything but a password-sized string counts as no password (never as a way round it). */
const passwordSchema = z.object({ password: z.string().min(1).max(MAX_PASSWORD_LENGTH) });

function refusal(message: string, code: string, field: string, detail: string): APIError {
  return new APIError('BAD_REQUEST', { message, code, details: [{ field, message: detail }] });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function whatHappens({ patients, sessions }: ClinicRecords): string {
  return (
    `This clinic holds ${plural(patients, 'patient', 'patients')} and ` +
    `${plural(sessions, 'session', 'sessions')}. Deleting it ends every membership: the records ` +
    'and the audit trail stay in the database, but no one can open them again. ' +
    'Move the patients to another clinic first if they are still needed.'
  );
}

interface MemberRow {
  role: string;
}

export function clinicDeletion(countRecords: CountClinicRecords, limits: FailureLimits) {
  return {
    id: 'ritmo-clinic-deletion',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/organization/delete',
          handler: createAuthMiddleware(async (ctx) => {
            const body = organizationIdSchema.safeParse(ctx.body);
            const session = await getSessionFromCtx(ctx);
            // No clinic named or no session: the endpoint's own answer.
            if (!body.success || !session) return;
            const { organizationId } = body.data;
            const password = passwordSchema.safeParse(ctx.body).data?.password;
            const member = await ctx.context.adapter.findOne<MemberRow>({
              model: 'member',
              where: [
                { field: 'organizationId', value: organizationId },
                { field: 'userId', value: session.user.id },
              ],
            });
            if (member?.role !== 'owner') return;
            const records = await countRecords(organizationId);
            if (records.patients === 0 && records.sessions === 0) return;
            if (!password) {
              throw refusal(
                `${whatHappens(records)} Type your password to delete it.`,
                'CLINIC_HOLDS_RECORDS',
                'body.password',
                'is required to delete a clinic that holds records',
              );
            }
            const failures = passwordFailures(ctx.context.adapter, limits);
            const attempt = {
              email: session.user.email,
              address: clientAddressOf(ctx.request?.headers ?? ctx.headers),
            };
            const verdict = await failures.begin(attempt);
            if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterS);
            const account = await ctx.context.internalAdapter.findCredentialAccount(
              session.user.id,
            );
            const correct = account?.password
              ? await ctx.context.password.verify({ hash: account.password, password })
              : false;
            if (!correct) {
              throw refusal(
                'The password is not right: the clinic was not deleted',
                'WRONG_PASSWORD',
                'body.password',
                'is not the account password',
              );
            }
            await failures.forgive(attempt);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** The counter on the data database. */
export function clinicRecordsOn(db: Kysely<DataSchema>): CountClinicRecords {
  return async (clinicId) => {
    const count = async (table: 'patients' | 'activities') => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('workspace_id', '=', clinicId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    return { patients: await count('patients'), sessions: await count('activities') };
  };
}
