/** Builds the web app from src/web into dist/web; in development proxies /api to the server on :3001. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/web/features/sync/pwa-options';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/**
 * react-router's package exports always point at its development build (remix-run/react-router
 * #12532, #14102): dev warnings and extra code in production. Its production build sits beside it.
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** A feature's public index (src/web/features/<name>/index.ts), security's excepted. */
const FEATURE_BARREL = /[\\/]src[\\/]web[\\/]features[\\/](?!security[\\/])[^\\/]+[\\/]index\.ts$/;

const MANTINE_BASE =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|utils|components[\\/](Box|Text|Group|Stack|Title|Paper|Container|Button|CloseButton|Input|InputBase|TextInput|PasswordInput|NativeSelect|Combobox[\\/]ComboboxChevron|UnstyledButton|Loader|Anchor))[\\/]/;

export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'src/web',
  // The prerender build's output only runs at build time: no icons or manifest to copy.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  plugins: [
    react(),
    VitePWA(pwaOptions),
    // .gz and .br beside each text asset, served by @fastify/static (preCompressed): a phone on
    // a slow network downloads a quarter of the bytes, and the server compresses nothing per request.
    // Not for the prerender build (--ssr), whose output only runs at build time.
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: ['gzip', 'brotliCompress'], logLevel: 'silent' })]),
  ],
  define: {
    // Shown in Settings; package.json carries the prerelease version (e.g. 0.1.0-beta.1).
    'import.meta.env.APP_VERSION': JSON.stringify(version),
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: each route's chunks and their imports, which the JS budget test reads
    // (scripts/js-budget.test.ts); not served (a dot directory) nor precached.
    manifest: true,
    // Every browser that runs this app (es2022, Web Bluetooth) supports modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A feature's index.ts only re-exports: importing one thing from it must not evaluate (and
      // so load) every module it names. Without this the signed-in shell pulled the clinic's
      // admin screens, uPlot and the recorder into its first load (issue 37). The security index
      // registers preloads when evaluated, so it keeps its side effects.
      // Everything else as its package.json says (undefined: the default).
      treeshake: {
        moduleSideEffects: (id: string) => (FEATURE_BARREL.test(id) ? false : undefined),
      },
      output: {
        // react-dom in a chunk of its own: the prerendered sign-in page imports every chunk at
        // once and each runs as it arrives, so starting up is several short tasks, not one long.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // Mantine's core and the few components the sign-in page draws, as one chunk: left
            // to the default, they were re-split into a new set of small chunks whenever some
            // screen's imports changed (each a request and its own gzip dictionary).
            { name: 'mantine-base', test: MANTINE_BASE },
            // i18next and its React binding, which every page needs, likewise in one piece.
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
}));
