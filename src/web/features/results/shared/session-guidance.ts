/**
 * What guided a session, as every report of it prints it (issue 34): its target — the HR band,
 * or for a session without one (a Borg-only prescription, atrial fibrillation) the Borg range it
 * was guided by, never a band — and the prescription it started from, "unsigned" when no
 * physician's signature covered it; and the heart-rate safety maximum its above-max alarm ran
 * with, and where it came from. Sessions saved before these were kept print as they did (the
 * safety maximum as "—").
 */
import type { ActivityListItem } from '../../../../common/schemas/activity';
import type { Translate } from '../activity/alarm-text';

export type GuidedSession = Pick<
  ActivityListItem,
  'target' | 'borgTarget' | 'prescription' | 'safetyMaxBpm' | 'safetyMaxSource'
>;

/** "98–115 bpm" (`space` before the unit), "Borg 11–13", or null with neither. */
export function sessionTargetText(
  session: GuidedSession,
  t: Translate,
  space = ' ',
): string | null {
  const { borgTarget, target } = session;
  if (borgTarget) return t('guidance.borg', { low: borgTarget.low, high: borgTarget.high });
  return target ? `${target.lowBpm}–${target.highBpm}${space}${t('units.bpm')}` : null;
}

const signatureContext = (signed: boolean) => (signed ? undefined : 'unsigned');

/** "Prescription v2 · unsigned" (`short`: "v2 · unsigned"), or null without one. */
export function sessionPrescriptionText(
  session: GuidedSession,
  t: Translate,
  short = false,
): string | null {
  const { prescription } = session;
  if (!prescription) return null;
  const { version, signed } = prescription;
  const key = short ? 'guidance.version' : 'guidance.prescription';
  return t(key, { version, context: signatureContext(signed) });
}

/** Where the session's safety maximum came from, in words; null when not kept. */
export function safetyMaxSourceText(session: GuidedSession, t: Translate): string | null {
  const { safetyMaxBpm, safetyMaxSource } = session;
  return safetyMaxBpm == null || !safetyMaxSource
    ? null
    : t(`guidance.safetyMaxSources.${safetyMaxSource}`);
}
