// Web Push in the service worker (imported by the Workbox worker, pwa.config.ts):
// shows each alert the server sends (title, message, the app's icon and badge)
// and opens the page it names when tapped, in an open window of the app if
// there is one. Plain JavaScript: it is copied as is, outside the bundle.
self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'AllerGuida', {
      body: data.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-72.png',
      tag: data.tag || undefined,
      lang: 'it',
      data: { url },
    }),
  );
});

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin && 'navigate' in client);
      if (open) {
        // The page first: a browser that refuses to bring the window forward
        // still leaves it showing what the alert is about.
        const shown = await open.navigate(target);
        await open.focus().catch(() => undefined);
        return shown;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
