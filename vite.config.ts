/** Builds the web app from src/web into dist/web; in development proxies /api to the server on :3001. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * main.tsx loads all of Mantine's CSS once, in its order. A per-component import
 * (`@mantine/core/styles/Button.css`) would be appended again later by a lazily loaded chunk, out
 * of order, and undo overrides (UnstyledButton.css after Button.css strips every button's
 * background). So such imports resolve to an empty module, marked free of side effects so that
 * importing it does not keep an otherwise unused module (and its exports) in the bundle.
 */
function mantineStylesOnce(): Plugin {
  const EMPTY = '\0mantine-component-styles';
  return {
    name: 'ritmo:mantine-styles-once',
    enforce: 'pre',
    resolveId: (id) =>
      /^@mantine\/core\/styles\/.+\.css$/.test(id) ? { id: EMPTY, moduleSideEffects: false } : null,
    load: (id) => (id === EMPTY ? { code: 'export {};', moduleSideEffects: false } : null),
  };
}

export default defineConfig(({ mode }) => ({
  root: 'src/web',
  resolve: {
    alias: [
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  plugins: [
    mantineStylesOnce(),
    react(),
    VitePWA(pwaOptions),
    // .gz and .br beside each text asset, served by @fastify/static (preCompressed): a phone on
    // a slow network downloads a quarter of the bytes, and the server compresses nothing per request.
    compression({ algorithms: ['gzip', 'brotliCompress'], logLevel: 'silent' }),
  ],
  define: {
    // Shown in Settings; package.json carries the prerelease version (e.g. 0.1.0-beta.1).
    'import.meta.env.APP_VERSION': JSON.stringify(version),
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
}));
