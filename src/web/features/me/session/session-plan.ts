/**
 * The guided home session's clock (PRODUCT.md section 12): warm-up, conditioning for the
 * prescribed minutes, cool-down, as the plan of `GET /api/home/today` gives them. Pure: the
 * elapsed time comes in, so tests and the screen's fake clock drive it alike.
 */

export const SESSION_PHASES = ['warm-up', 'conditioning', 'cool-down'] as const;
export type SessionPhase = (typeof SESSION_PHASES)[number];

export interface PhaseMinutes {
  warmUpMin: number;
  conditioningMin: number;
  coolDownMin: number;
}

export interface PhaseNow {
  /** 'done' once the cool-down is over. */
  phase: SessionPhase | 'done';
  /** Ms left in this phase (0 when done). */
  phaseLeftMs: number;
  /** Ms left in the whole session. */
  totalLeftMs: number;
}

const MINUTE = 60_000;

function phaseMs(minutes: PhaseMinutes): Record<SessionPhase, number> {
  return {
    'warm-up': minutes.warmUpMin * MINUTE,
    conditioning: minutes.conditioningMin * MINUTE,
    'cool-down': minutes.coolDownMin * MINUTE,
  };
}

export function sessionLengthMs(minutes: PhaseMinutes): number {
  const lengths = phaseMs(minutes);
  return SESSION_PHASES.reduce((sum, phase) => sum + lengths[phase], 0);
}

/** Where the session is `elapsedMs` after its start; a phase ends exactly at its last ms. */
export function phaseAt(minutes: PhaseMinutes, elapsedMs: number): PhaseNow {
  const lengths = phaseMs(minutes);
  const totalLeftMs = Math.max(0, sessionLengthMs(minutes) - Math.max(0, elapsedMs));
  let start = 0;
  for (const phase of SESSION_PHASES) {
    const end = start + lengths[phase];
    if (elapsedMs < end) return { phase, phaseLeftMs: end - Math.max(0, elapsedMs), totalLeftMs };
    start = end;
  }
  return { phase: 'done', phaseLeftMs: 0, totalLeftMs: 0 };
}

/** Ms from the start at which conditioning ends: the moment Borg is asked. */
export function conditioningEndMs(minutes: PhaseMinutes): number {
  return (minutes.warmUpMin + minutes.conditioningMin) * MINUTE;
}
