// The site's service worker (issue 32, topic notifications): served from the site root, so its scope is
// the whole site. It only shows the notifications the push service delivers (the payload of
// lib/push/pushPayload.ts: title, body, the article's path, a tag per article) and opens the article
// when one is clicked; it caches nothing and handles no fetch, so pages load as without it.
/* eslint-env serviceworker */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload as an object with a title, else null. */
function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    return payload && typeof payload.title === 'string' ? payload : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: { path: typeof payload.path === 'string' ? payload.path : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.path;
  // Only a page of this site: anything else ('//elsewhere', a full URL) opens the front page.
  const origin = self.location.origin;
  const asked = typeof path === 'string' && path.startsWith('/') ? new URL(path, origin) : null;
  const target = asked && asked.origin === origin ? asked : new URL('/', origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
