/** The signed-in clinician as the app keeps it locally and `GET /api/me` returns it. */
import { z } from 'zod';
import { textField } from './text-field.js';

export const USER_STORAGE_KEY = 'ritmo.user';

export const userInfoSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  name: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * What this device keeps of the account's patient link (`GET /api/home/link`, decision 0017), with
 * the user so an offline start knows it: null, no link; `patientAccount`, linked and no clinician
 * (its every signed-in route is /me). Absent until asked.
 */
export const homeStatusSchema = z
  .object({ clinicName: z.string(), patientAccount: z.boolean() })
  .nullable();
export type HomeStatus = z.infer<typeof homeStatusSchema>;

/** The user as the web keeps it under `ritmo.user`. */
export const storedUserSchema = userInfoSchema.extend({ home: homeStatusSchema.optional() });
export type StoredUserInfo = z.infer<typeof storedUserSchema>;

export const DISPLAY_NAME_MAX = 120;

/** A display name may be empty: the greeting then says "Você" / "you". */
export const displayNameSchema = textField(DISPLAY_NAME_MAX, { trim: true, identity: true });

export const updateMeSchema = z.object({ name: displayNameSchema });

/**
 * Who recorded a session or last changed a patient: the user's id and their display name as it
 * was then (a name changed or an account deleted later leaves the record as it was). A display
 * name is free text anyone can set to a colleague's, so a patient's `updatedBy` also carries the
 * e-mail it was changed with (absent where it was not kept: sessions, older rows).
 */
export const memberRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().optional(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;
