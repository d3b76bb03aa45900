/**
 * A physician's signature of the plan the server holds: only a physician of this workspace with
 * a registration, only after their password, and only over the plan they read (its SHA-256 sent
 * back). Electronic, recorded by Ritmo: not ICP-Brasil.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type PasswordConfirmations,
  requirePasswordConfirmed,
} from '../auth/password-confirmation.js';
import { HttpError } from '../kernel/http-error.js';
import type { RequireUser } from '../kernel/route-access.js';
import type { NewReview, ReviewRepository } from './review-repository.js';

export interface PlanSignatureContext {
  passwords: PasswordConfirmations;
  requireUser: RequireUser;
  reviews: Pick<ReviewRepository, 'clinician'>;
}

export async function signatureOf(
  ctx: PlanSignatureContext,
  request: FastifyRequest,
  reply: FastifyReply,
  access: { workspaceId: string; userId: string },
  input: { password?: string; planSha256?: string },
  currentSha256: string,
): Promise<NonNullable<NewReview['signature']>> {
  const profile = await ctx.reviews.clinician(access.workspaceId, access.userId);
  if (!profile?.physician) {
    throw new HttpError(403, 'forbidden', 'Only a physician with a registration may sign', [
      { field: 'body.sign', message: 'you are not marked as physician in this workspace' },
    ]);
  }
  const user = await ctx.requireUser(request);
  requirePasswordConfirmed(
    await ctx.passwords.withSignIns(user, input.password ?? '', request.ip),
    reply,
  );
  if (input.planSha256 !== currentSha256) {
    throw new HttpError(409, 'plan_changed', 'The plan changed since you read it: read it again', [
      { field: 'body.planSha256', message: 'is not the current plan' },
    ]);
  }
  return { registration: profile.registration, planSha256: currentSha256, reauth: 'password' };
}
