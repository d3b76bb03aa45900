/**
 * A TOTP code signs in or confirms once per account (RFC 6238 §5.2: a verifier must not accept a
 * code again after it validated it once). Better Auth accepts any code of the current or a
 * neighbouring 30-second step as often as it is sent, so one code seen over a shoulder signed a
 * second device in. This hook finds the step a code belongs to and claims it for the account in
 * the auth database (every server copy shares it); a step at or before the last one claimed is
 * spent, and the code is handed on spoiled, so Better Auth refuses it exactly as a wrong code:
 * counted towards the lockout and logged as a failed second step.
 */
import { createOTP } from '@better-auth/utils/otp';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import { pendingSignInUserId } from '../audit/two-factor-audit.js';

const PERIOD_MS = 30_000;
/** The steps Better Auth accepts around the current one (its `verify` window). */
const WINDOW = 1;
/** Never a TOTP code: Better Auth refuses it as it refuses a wrong one. */
const SPENT_CODE = 'spent';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface TotpStepTable {
  ritmo_totp_step: { user_id: string; last_step: number };
}

/** The time-step of the window whose code this is, or null for a code of none. */
async function stepOf(ctx: HookContext, userId: string, code: string): Promise<number | null> {
  const row = await ctx.context.adapter.findOne<{ secret: string }>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: userId }],
  });
  if (!row) return null;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  // Imported secrets are kept as `base32:…`; Ritmo only makes its own, so those are skipped.
  if (secret.startsWith('base32:')) return null;
  const otp = createOTP(secret);
  const now = Math.floor(Date.now() / PERIOD_MS);
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

/** Claims the step for the account; false when it or a later one was claimed already. */
async function claimStep(db: Kysely<TotpStepTable>, userId: string, step: number) {
  const result = await db
    .insertInto('ritmo_totp_step')
    .values({ user_id: userId, last_step: step })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ last_step: step })
        .where('ritmo_totp_step.last_step', '<', step),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function totpReplayGuard(db: Kysely<unknown>) {
  return {
    id: 'ritmo-totp-replay',
    hooks: {
      before: [
        {
          // Every place Better Auth takes a TOTP: a sign-in's second step and the enrolment's
          // confirmation (enabling and disabling ask for the password, not a code).
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { code?: unknown };
            if (typeof body.code !== 'string') return;
            const session = await getSessionFromCtx(ctx);
            const userId = session?.user.id ?? (await pendingSignInUserId(ctx));
            if (!userId) return;
            const step = await stepOf(ctx, userId, body.code);
            if (step === null) return;
            if (await claimStep(db as Kysely<TotpStepTable>, userId, step)) return;
            return { context: { body: { ...body, code: SPENT_CODE } } };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
