/** The signed-in clinician as the app keeps it locally and `GET /api/me` returns it. */
import { z } from 'zod';

export const USER_STORAGE_KEY = 'ritmo.user';

export const userInfoSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  name: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const updateMeSchema = z.object({
  name: z.string().trim().max(120, 'must be at most 120 characters'),
});
