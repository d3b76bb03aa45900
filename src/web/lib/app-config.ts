/**
 * `GET /api/config`, fetched once, by the sign-in and sign-up pages. The sign-in page must stay
 * within its first-load budget: zod's core alone is ~15 KB gzipped, so these two fields are
 * checked by hand here. app-config.test.ts holds the check to `appConfigSchema` on random input.
 */
import { apiPaths } from '../../common/api/api-paths';
import type { AppConfig } from '../../common/schemas/app-config';

export type { AppConfig };

/** The config when `value` has exactly the schema's shape (extra fields dropped), else null. */
export function readAppConfig(value: unknown): AppConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { allowSignup, version } = value as Record<string, unknown>;
  if (typeof allowSignup !== 'boolean' || typeof version !== 'string') return null;
  return { allowSignup, version };
}

let pending: Promise<AppConfig> | null = null;

export function loadAppConfig(): Promise<AppConfig> {
  pending ??= fetchAppConfig().catch((error: unknown) => {
    pending = null; // Offline or server down: ask again next time.
    throw error;
  });
  return pending;
}

async function fetchAppConfig(): Promise<AppConfig> {
  const response = await fetch(apiPaths.config(), {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const config = readAppConfig(await response.json());
  if (!config) throw new Error('GET /api/config answered an unexpected shape');
  return config;
}
