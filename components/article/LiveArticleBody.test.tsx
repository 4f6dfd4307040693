// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import { LiveArticleBody } from './LiveArticleBody';
import { LiveArticleBodyPolling } from './LiveArticleBodyPolling';

// SPEC section 4: "Live articles poll for a newer version and replace content when the server version
// is higher"; section 8: live-article refresh failures are ignored.
const fetchMock = vi.fn<typeof fetch>();
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

function respond(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const route = routes[String(input)];
    return route ? route() : new Response('{}', { status: 404 });
  });
}

const props = { content: '<p>Eredeti</p>', className: 'body article-body', slug: 'elo-cikk' };

function renderPolling() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LiveArticleBodyPolling {...props} version={3} />
    </SWRConfig>,
  );
}

const body = (container: HTMLElement) => container.querySelector('.article-body');

async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(LIVE_ARTICLE_POLL_MS));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveArticleBody', () => {
  it('renders the body on the server for every article, live or not', () => {
    for (const live of [false, true]) {
      const html = renderToString(<LiveArticleBody {...props} version={1} live={live} />);
      expect(html).toContain('<div class="body article-body"><p>Eredeti</p></div>');
    }
  });

  it('does not poll an article that is not live', async () => {
    vi.useFakeTimers();
    const { container } = render(<LiveArticleBody {...props} version={1} live={false} />);
    expect(body(container)?.innerHTML).toBe('<p>Eredeti</p>');
    await nextPoll();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the polling part for a live article', async () => {
    respond({ '/api/articles/elo-cikk/version': json({ data: { v: 1 } }) });
    const { container } = render(<LiveArticleBody {...props} version={1} live />);
    await screen.findByText('', { selector: '[aria-live="polite"]' });
    expect(body(container)?.innerHTML).toBe('<p>Eredeti</p>');
  });
});

describe('LiveArticleBodyPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('a higher server version replaces the body and is announced politely', async () => {
    respond({
      '/api/articles/elo-cikk/version': json({ data: { v: 4 } }),
      '/api/articles/elo-cikk/body': json({
        data: { v: 4, updatedAt: 1_790_000_000, content: '<p>Frissített</p>' },
      }),
    });
    const { container } = renderPolling();
    expect(fetchMock).not.toHaveBeenCalled();
    await nextPoll();
    expect(body(container)?.innerHTML).toBe('<p>Frissített</p>');
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('A cikk frissült.');
  });

  it('the same or a lower version changes nothing and fetches no body', async () => {
    respond({ '/api/articles/elo-cikk/version': json({ data: { v: 3 } }) });
    const { container } = renderPolling();
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(body(container)?.innerHTML).toBe('<p>Eredeti</p>');
  });

  it.each([
    ['the version poll fails', { '/api/articles/elo-cikk/version': json({}, 500) }],
    [
      'the body fetch fails',
      {
        '/api/articles/elo-cikk/version': json({ data: { v: 4 } }),
        '/api/articles/elo-cikk/body': json({ error: {} }, 404),
      },
    ],
    [
      'the body answer has a wrong shape',
      {
        '/api/articles/elo-cikk/version': json({ data: { v: 4 } }),
        '/api/articles/elo-cikk/body': json({ data: { v: 4 } }),
      },
    ],
  ])('when %s, nothing changes (SPEC section 8)', async (_name, routes) => {
    respond(routes);
    const { container } = renderPolling();
    await nextPoll();
    expect(body(container)?.innerHTML).toBe('<p>Eredeti</p>');
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('tries again at the next poll after a failure', async () => {
    respond({
      '/api/articles/elo-cikk/version': json({ data: { v: 4 } }),
      '/api/articles/elo-cikk/body': json({}, 502),
    });
    const { container } = renderPolling();
    await nextPoll();
    respond({
      '/api/articles/elo-cikk/version': json({ data: { v: 4 } }),
      '/api/articles/elo-cikk/body': json({
        data: { v: 4, updatedAt: 1, content: '<p>Második próba</p>' },
      }),
    });
    await nextPoll();
    expect(body(container)?.innerHTML).toBe('<p>Második próba</p>');
  });
});
