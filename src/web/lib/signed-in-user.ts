/**
 * The signed-in user's id as stored, read without the schema check features/auth runs on the
 * whole value (that check loads zod). The active workspace needs it (the personal workspace's id
 * is the user's) and lib may not import a feature, so the key lives here and auth imports it.
 */
import { readStorage } from './local-setting';

/** Where features/auth keeps the signed-in user; equal to USER_STORAGE_KEY (user-store.test.ts). */
export const USER_KEY = 'ritmo.user';

function idOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const id = (JSON.parse(raw) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

// Read on every render of a screen that shows the workspace: parse the text only when it changes.
let last: { raw: string | null; id: string | null } = { raw: null, id: null };

/** null while nobody is signed in, or when the stored value is damaged (auth reads it as signed out). */
export function signedInUserId(): string | null {
  const raw = readStorage(USER_KEY);
  if (raw !== last.raw) last = { raw, id: idOf(raw) };
  return last.id;
}
