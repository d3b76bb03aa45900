/*
 * Web Push in the service worker (PRODUCT.md section 12), imported by the Workbox worker
 * (features/sync/pwa-options.ts). The payload is the server's fixed, non-clinical title and the
 * screen to open; anything else is ignored, and a click opens that screen of this origin only.
 */
const DEFAULT_SCREEN = '/me';

function noticeOf(event) {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {}
  const title = typeof data.title === 'string' && data.title ? data.title : 'Ritmo';
  const url =
    typeof data.url === 'string' && /^\/[\w/-]*$/.test(data.url) ? data.url : DEFAULT_SCREEN;
  const tag = data.kind === 'message' ? 'ritmo-message' : 'ritmo-reminder';
  return { title, url, tag };
}

self.addEventListener('push', (event) => {
  const { title, url, tag } = noticeOf(event);
  event.waitUntil(
    self.registration.showNotification(title, {
      tag,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? DEFAULT_SCREEN, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
