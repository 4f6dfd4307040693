// The site's service worker (public/push-sw.js, issue 32) run against a stand-in of the worker's
// global: a pushed payload becomes a notification with the article's title, lead and path, and a
// click opens the article on the site's own origin (or focuses a window that shows it already).
// The real worker in Chromium: tests/e2e/pushNotifications.spec.ts.
import fs from 'node:fs';
import path from 'node:path';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: Array<{ url: string; focus: () => Promise<void> }> = []) {
  const listeners = new Map<string, Listener>();
  const worker = {
    location: new URL('https://hirvonal.hu/push-sw.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  const code = fs.readFileSync(path.join(process.cwd(), 'public/push-sw.js'), 'utf8');
  new Function('self', code)(worker);
  const waits: Promise<unknown>[] = [];
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { worker, dispatch };
}

const payload = {
  title: 'Új híd épül Budapesten',
  body: 'A főváros bejelentette.',
  url: 'https://hirvonal.hu/belfold/2026/11/27/uj-hid',
  path: '/belfold/2026/11/27/uj-hid',
  tag: 'article-7',
};
const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
});

describe('the service worker', () => {
  it('shows a pushed notification: the title, the lead, one per article', async () => {
    const { worker, dispatch } = loadWorker();
    await dispatch('push', { data: pushData(payload) });
    expect(worker.registration.showNotification).toHaveBeenCalledWith(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { path: payload.path },
    });
  });

  it.each([
    ['no data', null],
    ['not JSON', pushData('{nem json')],
    ['no title', pushData({ body: 'x' })],
  ])('shows nothing for a push with %s', async (_, data) => {
    const { worker, dispatch } = loadWorker();
    await dispatch('push', { data });
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a click opens the article on the site', async () => {
    const { worker, dispatch } = loadWorker();
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { path: payload.path } } });
    expect(close).toHaveBeenCalled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith(
      'https://hirvonal.hu/belfold/2026/11/27/uj-hid',
    );
  });

  it('a click focuses a window that shows the article already', async () => {
    const focus = vi.fn(async () => undefined);
    const { worker, dispatch } = loadWorker([
      { url: 'https://hirvonal.hu/belfold/2026/11/27/uj-hid', focus },
    ]);
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { path: payload.path } },
    });
    expect(focus).toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it.each([['//masik.example/adathalasz'], ['https://masik.example/'], [42]])(
    'a click never leaves the site (path %j opens the front page)',
    async (bad) => {
      const { worker, dispatch } = loadWorker();
      await dispatch('notificationclick', {
        notification: { close: vi.fn(), data: { path: bad } },
      });
      expect(worker.clients.openWindow).toHaveBeenCalledWith('https://hirvonal.hu/');
    },
  );
});
