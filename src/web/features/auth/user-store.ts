/**
 * The signed-in clinician, kept under `ritmo.user`. Its presence alone decides signed-in status,
 * so the app opens offline; it is written after a successful sign-in or sign-up.
 *
 * The stored value is checked with the shared `userInfoSchema`, which brings zod (~23 KB gzipped).
 * To keep the sign-in page's first load light, that check is loaded on demand: only when a value
 * is stored, and until it has loaded the user is `undefined` ("being checked").
 */
import type { StoredUserInfo, UserInfo } from '../../../common/schemas/user';
import { createLocalSetting, useLocalSetting } from '../../lib/local-setting';
// Not USER_STORAGE_KEY (user-store.test.ts checks they are equal): importing it would load zod.
import { USER_KEY } from '../../lib/signed-in-user';

export { USER_KEY };

/** null: signed out; undefined: a value is stored and its check is still loading. */
export type StoredUser = StoredUserInfo | null | undefined;

let validateUser: ((value: unknown) => StoredUserInfo | null) | null = null;
let validationLoading: Promise<void> | null = null;

export function loadUserValidation(): Promise<void> {
  validationLoading ??= import('../../../common/schemas/user').then(({ storedUserSchema }) => {
    validateUser = (value) => {
      const parsed = storedUserSchema.safeParse(value);
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
  // Only these fields, whatever else the auth service sent.
  JSON.stringify(user && { id: user.id, email: user.email, name: user.name, home: user.home }),
);

/** A new sign-in: the patient link is asked again (`home` absent) unless given. */
export function saveUser(user: UserInfo | StoredUserInfo): void {
  storedUser.set(user);
}

/** Keeps the account's patient link with the signed-in user (features/me/patient-account.ts). */
export function saveHomeStatus(home: StoredUserInfo['home']): void {
  const user = storedUser.get();
  if (user) storedUser.set({ ...user, home });
}

export function useUser(): StoredUser {
  return useLocalSetting(storedUser);
}
