import { defineConfig } from 'vitest/config';

/**
 * Before each test, globals stubbed with vi.stubGlobal get their own values back and vi.spyOn
 * spies their originals, so no test runs on another's leftovers (vi.fn mocks keep theirs).
 */
const isolated = { unstubGlobals: true, restoreMocks: true } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/common/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.mjs'],
          ...isolated,
        },
      },
      {
        test: {
          // Components rendered in jsdom with Testing Library: forms, the chart's tabs, the tile.
          name: 'component',
          environment: 'jsdom',
          alias: {
            'virtual:pwa-register': new URL('src/web/test/pwa-register.ts', import.meta.url)
              .pathname,
          },
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test/component-setup.ts'],
          ...isolated,
          // A hang guard, not a speed check: typing into jsdom forms with user-event took over
          // the 5 s default on a 2-core machine under load (a fresh-clone run beside four engineers' builds).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          ...isolated,
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
