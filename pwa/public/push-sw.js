// Web Push in the app's service worker (imported by the generated worker: vite.config.ts `workbox.importScripts`).
// A push is a new order, encrypted for this device by the server (api/push/push-sender.ts): shown as a notification,
// the app icon's badge set to her unread count; a tap opens the order in the app (an open window is reused).
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const shown = self.registration.showNotification(data.title || 'Boutique', {
    body: data.body || '',
    tag: data.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'fr',
    data: { url: data.url || '/user/orders' },
  });
  const badge =
    typeof data.unread === 'number' && self.navigator.setAppBadge
      ? self.navigator.setAppBadge(data.unread).catch(() => undefined)
      : Promise.resolve();
  event.waitUntil(Promise.all([shown, badge]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/user/orders', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (open)
        return open
          .focus()
          .then((w) => (w || open).navigate(url.href))
          .catch(() => self.clients.openWindow(url.href));
      return self.clients.openWindow(url.href);
    }),
  );
});
