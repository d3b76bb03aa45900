import type { HomePlan } from '../../../common/schemas/home-today';

/** Today's plan: 20 minutes in a 100–120 bpm band, safety maximum 135, prescription v3. */
export function makeHomePlan(overrides: Partial<HomePlan> = {}): HomePlan {
  return {
    allowed: true,
    date: '2026-11-28',
    programmeId: 'prog-1',
    prescription: {
      version: 3,
      modality: 'walk',
      minutes: 20,
      intensity: { method: 'hrr', lowPct: 50, highPct: 70 },
    },
    phases: { warmUpMin: 5, conditioningMin: 20, coolDownMin: 5 },
    guidance: 'prescribed',
    band: { lowBpm: 100, highBpm: 120 },
    borg: null,
    safetyMaxBpm: 135,
    sessionsPerWeek: 3,
    sessionsThisWeek: { home: 0, clinic: 0 },
    checkIn: { heartFailure: false, diabetes: false },
    ...overrides,
  };
}
