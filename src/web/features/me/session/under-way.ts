/**
 * The activityId of the home session running in this tab, if any: set by app-home-session.ts,
 * read by Today's pending card, which must not offer back as "interrupted" a session that is
 * merely on another screen — and must not load the session's code to find out.
 */
import { createUserStore } from '../../../lib/user-state';

export const sessionUnderWay = createUserStore<string | null>(() => null);
