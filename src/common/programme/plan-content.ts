/**
 * The plan a physician signs, as one canonical text: the programme's content and its current
 * prescription (the server's computed target included), in a fixed key order, so the same plan
 * always hashes the same and any change of it — phase, frequency, intensity, target — does not.
 * Ids, versions, times and who saved are left out: saving the same plan again is no change.
 */
import type { Programme } from '../schemas/programme.js';

export function planContentOf(programme: Programme): string {
  const p = programme.prescription;
  return JSON.stringify({
    patientId: programme.patientId,
    programmeId: programme.programmeId,
    phase: programme.phase,
    startDate: programme.startDate,
    plannedSessions: programme.plannedSessions,
    sessionsPerWeek: programme.sessionsPerWeek,
    riskClass: programme.riskClass,
    status: programme.status,
    prescription: p && {
      modality: p.modality,
      minutes: p.minutes,
      intensity: p.intensity,
      basedOn: p.basedOn,
      target: p.target,
      safetyMaxBpm: p.safetyMaxBpm,
    },
  });
}

const DAY_MS = 86_400_000;
/** A signed review at least every 30 days (42 CFR 410.49(f); SBC 2020). */
export const REVIEW_INTERVAL_MS = 30 * DAY_MS;
/** The first signature is owed within 7 days of the start. */
export const FIRST_REVIEW_MS = 7 * DAY_MS;

/** Since when a programme's signature is owed: last signature + 30 days, else start + 7 days. */
export function reviewDueAt(startDate: string, lastSignedAt: number | null): number {
  return lastSignedAt === null
    ? Date.parse(`${startDate}T00:00:00Z`) + FIRST_REVIEW_MS
    : lastSignedAt + REVIEW_INTERVAL_MS;
}
