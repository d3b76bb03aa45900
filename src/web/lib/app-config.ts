/** `GET /api/config`: what the server allows (sign-up) and which version it runs. Fetched once. */
import * as z from 'zod/mini';
import { apiRequest } from './api-client';

export const appConfigSchema = z.object({ allowSignup: z.boolean(), version: z.string() });
export type AppConfig = z.infer<typeof appConfigSchema>;

let pending: Promise<AppConfig> | null = null;

export function loadAppConfig(): Promise<AppConfig> {
  pending ??= apiRequest('/api/config', { schema: appConfigSchema }).catch((error: unknown) => {
    pending = null; // Offline or server down: ask again next time.
    throw error;
  });
  return pending;
}
