import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { appConfigSchema } from '../../common/schemas/app-config';
import { readAppConfig } from './app-config';

const configLike = fc.oneof(
  fc.record({ allowSignup: fc.boolean(), version: fc.string() }),
  fc.record(
    { allowSignup: fc.anything(), version: fc.anything(), extra: fc.anything() },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('app config check', () => {
  it('accepts and refuses exactly what the shared schema does, and returns the same value', () => {
    fc.assert(
      fc.property(configLike, (value) => {
        const parsed = z.safeParse(appConfigSchema, value);
        expect(readAppConfig(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('loads the config once and asks again after a failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"allowSignup":1}', { status: 200 }))
      .mockResolvedValueOnce(
        new Response('{"allowSignup":true,"version":"1.0.0","secret":"x"}', { status: 200 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const { loadAppConfig } = await import('./app-config');
    await expect(loadAppConfig()).rejects.toThrow(/unexpected shape/);
    await expect(loadAppConfig()).resolves.toEqual({ allowSignup: true, version: '1.0.0' });
    await expect(loadAppConfig()).resolves.toEqual({ allowSignup: true, version: '1.0.0' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config');
  });
});
