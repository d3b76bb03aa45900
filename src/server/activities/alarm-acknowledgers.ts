/**
 * Who acknowledged an alarm (`alarm-ack` events' `by`) is the signed-in user who saved the
 * session, written by the server: the client's text was taken as sent, so a member could store a
 * colleague's name on an acknowledgement they did not make (IEC 60601-1-8 asks that who silenced
 * an alarm be known). Saves are idempotent by the content's hash, and the hash covers the events:
 * a replay by the same user under the same name hashes the same; a replay after a rename, a
 * colleague's notes edit, or a session saved before this rule are matched by putting back the
 * acknowledgers already stored (only equal content can then match the stored hash).
 */
import type { ActivityEvent } from '../../common/schemas/activity-event.js';
import type { UserInfo } from '../../common/schemas/user.js';

/** "Name <e-mail>", or the e-mail alone for a user without a name. */
export function acknowledgerOf({ name, email }: Pick<UserInfo, 'name' | 'email'>): string {
  return name ? `${name} <${email}>` : email;
}

const isAcknowledgement = (event: ActivityEvent) => event.kind === 'alarm-ack';

export function hasAcknowledgements(content: { events: ActivityEvent[] }): boolean {
  return content.events.some(isAcknowledgement);
}

/** The content with every acknowledgement made by `by`. */
export function acknowledgedBy<T extends { events: ActivityEvent[] }>(content: T, by: string): T {
  if (!hasAcknowledgements(content)) return content;
  const events = content.events.map((event) =>
    event.kind === 'alarm-ack' ? { ...event, value: { ...event.value, by } } : event,
  );
  return { ...content, events };
}

/**
 * The content with the acknowledgers of the stored events put back, in order; null when the two
 * do not hold the same number of acknowledgements (then they differ anyway).
 */
export function acknowledgedAsStored<T extends { events: ActivityEvent[] }>(
  content: T,
  stored: ActivityEvent[],
): T | null {
  const storedBy = stored.flatMap((event) => (event.kind === 'alarm-ack' ? [event.value.by] : []));
  if (storedBy.length !== content.events.filter(isAcknowledgement).length) return null;
  let next = 0;
  const events = content.events.map((event) =>
    event.kind === 'alarm-ack'
      ? { ...event, value: { ...event.value, by: storedBy[next++]! } }
      : event,
  );
  return { ...content, events };
}
