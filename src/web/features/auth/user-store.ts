/**
 * The signed-in clinician, kept under `ritmo.user`. Its presence alone decides signed-in status,
 * so the app opens offline; it is written after a successful sign-in or sign-up.
 *
 * The stored value is checked with the shared `userInfoSchema`, which brings zod (~23 KB gzipped).
 * To keep the sign-in page's first load light, that check is loaded on demand: only when a value
 * is stored, and until it has loaded the user is `undefined` ("being checked").
 */
import type { UserInfo } from '../../../common/schemas/user';
import { createLocalSetting, useLocalSetting } from '../../lib/local-setting';
// Not USER_STORAGE_KEY (user-store.test.ts checks they are equal): importing it would load zod.
import { USER_KEY } from '../../lib/signed-in-user';

export { USER_KEY };

/** null: signed out; undefined: a value is stored and its check is still loading. */
export type StoredUser = UserInfo | null | undefined;

let validateUser: ((value: unknown) => UserInfo | null) | null = null;
let validationLoading: Promise<void> | null = null;

export function loadUserValidation(): Promise<void> {
  validationLoading ??= import('../../../common/schemas/user').then(({ userInfoSchema }) => {
    validateUser = (value) => {
      const parsed = userInfoSchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    };
    storedUser.refresh();
  });
  return validationLoading;
}

export function parseStoredUser(raw: string | null): StoredUser {
  if (!raw) return null;
  if (!validateUser) {
    void loadUserValidation();
    return undefined;
  }
  try {
    return validateUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export const storedUser = createLocalSetting<StoredUser>(USER_KEY, parseStoredUser, (user) =>
  // Only the three fields, whatever else the auth service sent.
  JSON.stringify(user && { id: user.id, email: user.email, name: user.name }),
);

export function saveUser(user: UserInfo): void {
  storedUser.set(user);
}

export function useUser(): StoredUser {
  return useLocalSetting(storedUser);
}
