/** `GET /api/config`: what the server allows (self sign-up) and which version it runs. */
import * as z from 'zod/mini';

export const appConfigSchema = z.object({ allowSignup: z.boolean(), version: z.string() });
export type AppConfig = z.infer<typeof appConfigSchema>;
