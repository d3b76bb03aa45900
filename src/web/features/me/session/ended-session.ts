/**
 * Home sessions that ended and wait for their After forms, kept on the device (localStorage, in
 * the sign-out wipe) so a reload or a closed tab between the two loses nothing — every one of
 * them, by activityId: a second session ended before the first's After was sent must not
 * replace it. The server takes a session's recording once (a later save may change only its
 * notes), so each goes to the outbox once, with its After answers, not at its end.
 */
import { type ActivityInput, activityInputSchema } from '../../../../common/schemas/activity';
import { createLocalSetting } from '../../../lib/local-setting';

export interface EndedSession {
  activityId: string;
  body: ActivityInput;
}

function endedOf(value: unknown): EndedSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { activityId, body } = value as { activityId?: unknown; body?: unknown };
  return typeof activityId === 'string' && activityInputSchema.safeParse(body).success
    ? { activityId, body: body as ActivityInput }
    : null;
}

/** The stored list; a damaged entry is dropped, the others kept. */
export function parseEndedSessions(raw: string | null): EndedSession[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.map(endedOf).filter((ended): ended is EndedSession => ended !== null);
  } catch {
    return [];
  }
}

export const endedSessions = createLocalSetting<EndedSession[]>(
  'ritmo.home-sessions-ended',
  parseEndedSessions,
);

/** The one slot of earlier builds: its session joins the list (adopted once, at load). */
const legacySlot = createLocalSetting<EndedSession | null>('ritmo.home-session-ended', (raw) => {
  try {
    return raw ? endedOf(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
});

/** Adds `ended`, or replaces the entry of the same session (saving twice keeps one). */
export function keepEndedSession(ended: EndedSession): void {
  const others = endedSessions.get().filter((e) => e.activityId !== ended.activityId);
  endedSessions.set([...others, ended]);
}

/** Its After was sent (it is in the outbox): it waits no more. */
export function forgetEndedSession(activityId: string): void {
  const left = endedSessions.get().filter((e) => e.activityId !== activityId);
  endedSessions.set(left.length > 0 ? left : null);
}

/** The ended session's body, if `activityId` is waiting. */
export function endedSessionBody(activityId: string): ActivityInput | null {
  return endedSessions.get().find((e) => e.activityId === activityId)?.body ?? null;
}

const legacy = legacySlot.get();
if (legacy) {
  keepEndedSession(legacy);
  legacySlot.set(null);
}
