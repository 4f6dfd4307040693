// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { edition } from '@/editions/currentEdition';
import type { RenderMode } from '@/lib/routing/renderMode';

// Next's router events, for real (mitt, as Next has them), without a router.
const events = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('next/router', () => ({
  default: {
    get events() {
      return events.current;
    },
  },
}));
vi.mock('./AppNavigationBridge', () => ({
  AppNavigationBridge: () => <p data-testid="bridge">bridge</p>,
}));

const { ClientRuntime } = await import('./ClientRuntime');
const { RenderModeContext } = await import('./RenderModeContext');
const { FullLoadAbort } = await import('@/lib/client/deploymentWatch');

type Answers = Record<string, () => Response>;
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noCampaign: Answers = { '/api/frontend/client-config': json({ campaign: null }) };

const fetchMock = vi.fn<typeof fetch>();
const warn = vi.fn();
function serve(answers: Answers) {
  fetchMock.mockImplementation(async (input) => {
    const answer = answers[String(input)];
    return answer ? answer() : new Response('', { status: 404 });
  });
}
const fetched = () => fetchMock.mock.calls.map(([url]) => String(url));

function mount(mode: RenderMode = 'web') {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RenderModeContext.Provider value={mode}>
        <ClientRuntime />
      </RenderModeContext.Provider>
    </SWRConfig>,
  );
}
const emit = (type: string, ...args: unknown[]) =>
  (events.current as ReturnType<typeof mitt>).emit(type, ...args);

beforeEach(() => {
  events.current = mitt();
  (window as unknown as { __NEXT_DATA__: unknown }).__NEXT_DATA__ = { buildId: 'page-build' };
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(warn);
  // jsdom cannot navigate; it reports the attempt as an error.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  fetchMock.mockReset();
  warn.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.newDeployment;
  document.head.innerHTML = '';
  delete (window as unknown as { HirvonalCampaign?: unknown }).HirvonalCampaign;
});

describe('deployment detection (SPEC sections 4, 8)', () => {
  it('the same build: nothing changes, navigation stays client-side', async () => {
    serve({ ...noCampaign, '/api/build/latest': json({ id: 'page-build', timestamp: 1 }) });
    mount();
    await waitFor(() => expect(fetched()).toContain('/api/build/latest'));
    expect(fetched().some((url) => url.startsWith('/api/build/manifest'))).toBe(false);
    expect(() => emit('routeChangeStart', '/cimke/video', { shallow: false })).not.toThrow();
    expect(document.documentElement.dataset.newDeployment).toBeUndefined();
  });

  it('a new build whose manifest answers: the next navigation is a full page load', async () => {
    serve({
      ...noCampaign,
      '/api/build/latest': json({ id: 'next-build', timestamp: 2 }),
      '/api/build/manifest/next-build': json({ id: 'next-build', timestamp: 2, pages: ['/'] }),
    });
    mount();
    await waitFor(() => expect(document.documentElement.dataset.newDeployment).toBe('true'));
    const ended = vi.fn();
    (events.current as ReturnType<typeof mitt>).on('routeChangeError', ended);
    expect(() => emit('routeChangeStart', '/cimke/video', { shallow: false })).toThrow(
      FullLoadAbort,
    );
    expect(ended).toHaveBeenCalledTimes(1);
    // The aborted router call's rejection is not reported as an error.
    const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new FullLoadAbort('x'),
    });
    window.dispatchEvent(rejection);
    expect(rejection.defaultPrevented).toBe(true);
  });

  it('a failed manifest fetch is only logged: navigation stays client-side', async () => {
    serve({
      ...noCampaign,
      '/api/build/latest': json({ id: 'next-build', timestamp: 2 }),
      '/api/build/manifest/next-build': json({ error: {} }, 500),
    });
    mount();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('build manifest fetch failed', expect.anything()),
    );
    expect(() => emit('routeChangeStart', '/cimke/video', { shallow: false })).not.toThrow();
    expect(document.documentElement.dataset.newDeployment).toBeUndefined();
  });

  it('a failed latest-build fetch is only logged', async () => {
    serve(noCampaign);
    mount();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('latest build fetch failed', expect.anything()),
    );
    expect(document.documentElement.dataset.newDeployment).toBeUndefined();
  });
});

describe('the campaign script (SPEC section 4)', () => {
  const campaign: Answers = {
    '/api/build/latest': json({ id: 'page-build', timestamp: 1 }),
    '/api/frontend/client-config': json({
      campaign: { scriptUrl: 'https://cdn.example/campaign.js', global: 'HirvonalCampaign' },
    }),
  };

  it('not configured: no script', async () => {
    serve({ ...noCampaign, '/api/build/latest': json({ id: 'page-build', timestamp: 1 }) });
    mount();
    await waitFor(() => expect(fetched()).toContain('/api/frontend/client-config'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('configured: loads the script, inits the library once present, tells it of page changes', async () => {
    serve(campaign);
    window.history.replaceState(null, '', '/rovat/belfold');
    mount('app');
    await waitFor(() =>
      expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
        'https://cdn.example/campaign.js',
      ),
    );
    const library = { init: vi.fn(), page: vi.fn() };
    (window as unknown as { HirvonalCampaign: unknown }).HirvonalCampaign = library;
    await waitFor(() => expect(library.init).toHaveBeenCalledTimes(1));
    expect(library.init).toHaveBeenCalledWith({
      edition: edition.slug,
      path: '/rovat/belfold',
      isApp: true,
    });
    act(() => emit('routeChangeComplete', '/cimke/video?oldal=2', { shallow: false }));
    expect(library.page).toHaveBeenCalledWith('/cimke/video');
  });
});

describe('the navigation bridge loads in the app only', () => {
  it.each([
    ['web', false],
    ['app', true],
  ] as const)('render mode %s: bridge %s', async (mode, shown) => {
    serve(noCampaign);
    const { findByTestId, queryByTestId } = mount(mode);
    if (shown) expect(await findByTestId('bridge')).toBeTruthy();
    else {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(queryByTestId('bridge')).toBeNull();
    }
  });
});
