/**
 * The service worker and web app manifest (vite-plugin-pwa, Workbox), used by vite.config.ts.
 * The worker precaches the app shell, styles, scripts and icons so the app opens offline; it
 * caches no API answer (the app keeps its data in IndexedDB), and never /api/auth.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { paths } from '../../lib/paths';

const BRAND_COLOR = '#0b6f77';

export const pwaOptions: Partial<VitePWAOptions> = {
  // A new version waits for the clinician's "Reload to update"; registered by service-worker.ts.
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Ritmo',
    short_name: 'Ritmo',
    description: 'Patients and activity sessions for clinicians.',
    id: '/',
    start_url: paths.home(),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: BRAND_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/pwa-maskable-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
    // Any app route (/home, /results/…) opens the shell offline; the API is never answered
    // with HTML.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // No runtimeCaching: API reads are cached by the app itself, per user, wiped at sign-out.
    runtimeCaching: [],
    // The `push` and `notificationclick` handlers of the patient's reminders (public/).
    importScripts: ['/push-handlers.js'],
  },
  devOptions: { enabled: false },
};
