/*
 * Web push in the service worker (issue 22), loaded by Workbox's generated worker (importScripts in
 * vite.config.ts). A push carries { title, body, url, tag } as JSON, written by the server in the
 * learner's language; the notification opens `url`, a page of this app, when tapped.
 */

/** A path of this app only: a push never opens another site. */
function appUrlOf(url) {
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return new URL(path, self.location.origin).href;
}

function messageOf(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  const shown = self.registration.showNotification(
    typeof message.title === 'string' && message.title ? message.title : 'Abhyas',
    {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      // The same tag replaces the earlier notification: a message sent again shows once.
      ...(typeof message.tag === 'string' ? { tag: message.tag } : {}),
      data: { url: appUrlOf(message.url) },
    },
  );
  event.waitUntil(shown);
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Made by appUrlOf when shown: a page of this app.
  const url = event.notification.data?.url ?? appUrlOf('/');
  const opened = self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    // A window of the app already open is brought forward on that page; otherwise a new one.
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (open) return open.navigate(url).then((client) => (client ?? open).focus());
    return self.clients.openWindow(url);
  });
  event.waitUntil(opened);
});
