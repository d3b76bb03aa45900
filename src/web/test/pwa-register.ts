/**
 * `virtual:pwa-register` exists only in the Vite build (vite-plugin-pwa); component tests never
 * register a service worker, so the module they resolve registers nothing.
 */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => {};
}
