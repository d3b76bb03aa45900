/**
 * A home session that ended and waits for its After form, kept on the device (localStorage, in
 * the sign-out wipe) so a reload or a closed tab between the two loses nothing. The server
 * takes a session's recording once (a later save may change only its notes), so the session
 * goes to the outbox once, with the After answers, not at its end.
 */
import { type ActivityInput, activityInputSchema } from '../../../../common/schemas/activity';
import { createLocalSetting } from '../../../lib/local-setting';

export interface EndedSession {
  activityId: string;
  body: ActivityInput;
}

function parseEnded(raw: string | null): EndedSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { activityId?: unknown; body?: unknown };
    const body = activityInputSchema.safeParse(value.body);
    return typeof value.activityId === 'string' && body.success
      ? { activityId: value.activityId, body: value.body as ActivityInput }
      : null;
  } catch {
    return null;
  }
}

export const endedSession = createLocalSetting<EndedSession | null>(
  'ritmo.home-session-ended',
  parseEnded,
);

/** The ended session's body, if it is `activityId`'s. */
export function endedSessionBody(activityId: string): ActivityInput | null {
  const ended = endedSession.get();
  return ended?.activityId === activityId ? ended.body : null;
}
