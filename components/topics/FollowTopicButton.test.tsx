// @vitest-environment jsdom
// The follow button (issue 17, topic notifications; SPEC section 7 GET, POST, DELETE /api/subscriptions
// with clientToken, topic): disabled in the server HTML and until the working button (loaded after
// hydration) knows the state, its state from GET for a browser that has a token, a toggle that follows
// and unfollows, a polite status after each change, errors in words.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { TOPIC_CLIENT_TOKEN_KEY } from '@/lib/constants';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { en } from '@/lib/i18n/en';
import { resetClientTokenForTest } from '@/lib/topics/clientToken';
import { FollowTopicButton } from './FollowTopicButton';

const token = 'k'.repeat(32);
const name = /^Követ(és|em) – Budapest$/;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const button = () => screen.getByRole('button', { name });

describe('FollowTopicButton', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    resetClientTokenForTest();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is in the server HTML at its final size, disabled until hydrated', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    const html = box.querySelector('button')!;
    expect(html.disabled).toBe(true);
    expect(html.getAttribute('aria-pressed')).toBe('false');
    expect(html.textContent).toContain('– Budapest');
    // Both labels are there (one hidden), so the button never changes width.
    expect(html.textContent).toContain('Követés');
    expect(html.textContent).toContain('Követem');
    expect(box.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('a browser without a token follows nothing: enabled at once, without asking the API', async () => {
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    await vi.waitFor(() => expect(button()).toHaveProperty('disabled', false));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows on a press: makes and keeps the token, POSTs, says so politely', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const { clientToken, topic } = JSON.parse(init!.body as string);
      return answer(201, { clientToken, topics: [topic] });
    });
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    await userEvent.click(await screen.findByRole('button', { name, pressed: false }));
    await screen.findByRole('button', { name, pressed: true });
    expect(screen.getByRole('status').textContent).toBe('Értesítünk a(z) Budapest új cikkeiről.');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init!.method]).toEqual(['/api/subscriptions', 'POST']);
    const kept = localStorage.getItem(TOPIC_CLIENT_TOKEN_KEY);
    expect(kept).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.parse(init!.body as string)).toEqual({ clientToken: kept, topic: 'tag:budapest' });
  });

  it('shows the state GET answers for a kept token, and unfollows with DELETE', async () => {
    localStorage.setItem(TOPIC_CLIENT_TOKEN_KEY, token);
    fetchMock
      .mockResolvedValueOnce(answer(200, { clientToken: token, topics: ['tag:budapest'] }))
      .mockResolvedValueOnce(answer(200, { clientToken: token, topics: [] }));
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    // Disabled while the state is not known yet.
    expect(button()).toHaveProperty('disabled', true);
    const pressed = await screen.findByRole('button', { name, pressed: true });
    expect(pressed).toHaveProperty('disabled', false);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/subscriptions?clientToken=${token}`);

    await userEvent.click(pressed);
    await screen.findByRole('button', { name, pressed: false });
    expect(fetchMock.mock.calls[1]![1]!.method).toBe('DELETE');
    expect(screen.getByRole('status').textContent).toBe(
      'Leiratkoztál a(z) Budapest értesítéseiről.',
    );
  });

  it('another topic of the same token is not pressed', async () => {
    localStorage.setItem(TOPIC_CLIENT_TOKEN_KEY, token);
    fetchMock.mockResolvedValueOnce(answer(200, { clientToken: token, topics: ['tag:budapest'] }));
    render(<FollowTopicButton topic="section:belfold" name="Belföld" />);
    const other = await screen.findByRole('button', { name: /^Követ(és|em) – Belföld$/ });
    await vi.waitFor(() => expect(other).toHaveProperty('disabled', false));
    expect(other.getAttribute('aria-pressed')).toBe('false');
  });

  it('says a 429 in words and keeps the state', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { reason: 'rate-limited', retryAfter: 60 }));
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    await userEvent.click(await screen.findByRole('button', { name, pressed: false }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Túl sok kérés, próbáld újra később.'),
    );
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('says a lost connection in words', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    await userEvent.click(await screen.findByRole('button', { name, pressed: false }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Nem értük el a szervert. Ellenőrizd a kapcsolatot, és próbáld újra.',
      ),
    );
  });

  it('stays disabled and says so when the state cannot be read', async () => {
    localStorage.setItem(TOPIC_CLIENT_TOKEN_KEY, token);
    fetchMock.mockResolvedValueOnce(answer(503, { error: { status: 503, message: 'x' } }));
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Nem sikerült lekérdezni, hogy követed-e ezt a témát.',
      ),
    );
    expect(button()).toHaveProperty('disabled', true);
  });

  it('speaks the page’s locale (the English section)', async () => {
    render(
      <LocaleContext.Provider value={localeValue('en', en)}>
        <FollowTopicButton topic="tag:hungary" name="Hungary" />
      </LocaleContext.Provider>,
    );
    const follow = await screen.findByRole('button', { name: /^Follow(ing)? – Hungary$/ });
    expect(follow.textContent).toContain('Following');
  });
});

// Issue 32: a follow also turns notifications on; the second, polite line says what became of them.
describe('FollowTopicButton and notifications', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const pushAnswer = (channel: string | null) =>
    answer(200, { clientToken: token, publicKey: 'BPublicKey', channel });
  const subscriptionJson = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
  };
  const subscribe = vi.fn(async () => ({ toJSON: () => subscriptionJson }));

  /** A browser with Web Push whose reader answers the permission prompt with `permission`. */
  function pushBrowser(permission: NotificationPermission) {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal(
      'Notification',
      Object.assign(class {}, {
        permission: 'default',
        requestPermission: vi.fn(async () => permission),
      }),
    );
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: vi.fn(async () => registration),
        ready: Promise.resolve(registration),
        getRegistration: async () => registration,
      },
    });
  }

  beforeEach(() => {
    fetchMock.mockReset();
    subscribe.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    resetClientTokenForTest();
    fetchMock.mockImplementation(async (url, init) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(init.body as string) : {};
      if (String(url).startsWith('/api/push-subscriptions')) {
        return method === 'POST'
          ? answer(201, { ...body, publicKey: 'BPublicKey', channel: 'web' })
          : pushAnswer(null);
      }
      return answer(method === 'POST' ? 201 : 200, {
        clientToken: body.clientToken,
        topics: method === 'POST' ? [body.topic] : [],
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  const note = () => document.querySelector('[aria-live="polite"]')!.textContent;
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

  it('with permission: subscribes with the site’s key and stores the subscription with the token', async () => {
    pushBrowser('granted');
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    await userEvent.click(await screen.findByRole('button', { name, pressed: false }));
    await vi.waitFor(() => expect(note()).toBe('Ebben a böngészőben értesítést kapsz róluk.'));
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BPublicKey',
    });
    const kept = localStorage.getItem(TOPIC_CLIENT_TOKEN_KEY);
    const [, init] = fetchMock.mock.calls.find(
      ([url, i]) => url === '/api/push-subscriptions' && i?.method === 'POST',
    )!;
    expect(JSON.parse(init!.body as string)).toEqual({
      clientToken: kept,
      subscription: subscriptionJson,
    });
  });

  it('without permission: says so, and stores no subscription', async () => {
    pushBrowser('denied');
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    await userEvent.click(await screen.findByRole('button', { name, pressed: false }));
    await vi.waitFor(() =>
      expect(note()).toBe(
        'A böngésződ nem engedi az értesítéseket, így nem kapsz értesítést a(z) Budapest új cikkeiről. A böngésző beállításaiban engedélyezheted őket.',
      ),
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls()).toEqual(['POST /api/subscriptions']);
  });

  it('in English on English pages', async () => {
    pushBrowser('denied');
    render(
      <LocaleContext.Provider value={localeValue('en', en)}>
        <FollowTopicButton topic="tag:hungary" name="Hungary" />
      </LocaleContext.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /– Hungary$/ }));
    await vi.waitFor(() =>
      expect(note()).toBe(
        'Your browser does not allow notifications, so you will not be notified about new articles on Hungary. You can allow them in the browser settings.',
      ),
    );
  });

  it('unfollowing the last topic stops the notifications and says so', async () => {
    pushBrowser('granted');
    localStorage.setItem(TOPIC_CLIENT_TOKEN_KEY, token);
    fetchMock.mockResolvedValueOnce(answer(200, { clientToken: token, topics: ['tag:budapest'] }));
    render(<FollowTopicButton topic="tag:budapest" name="Budapest" />);
    await userEvent.click(await screen.findByRole('button', { name, pressed: true }));
    await vi.waitFor(() =>
      expect(note()).toBe('Már egy témát sem követsz, így nem küldünk több értesítést.'),
    );
    expect(calls()).toContain('DELETE /api/push-subscriptions');
  });
});
