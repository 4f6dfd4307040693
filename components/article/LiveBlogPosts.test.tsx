// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import type { LivePost } from '@/lib/schemas/liveAnswers';
import { LiveBlogPosts } from './LiveBlogPosts';

// SPEC section 4 (live articles poll for a newer version) and the live blog issue: new posts never move
// the reader.
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const post = (id: number, minutesAgo: number): LivePost => ({
  id,
  slug: `bejegyzes-${id}`,
  title: `Bejegyzés ${id}`,
  pubDate: NOW / 1000 - minutesAgo * 60,
  pinned: false,
  content: `<p>Szöveg ${id}</p>`,
});
const initialPosts = [post(2, 10), post(1, 20)];

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The reader scrolled the watched element into view. */
  static show() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const fetchMock = vi.fn<typeof fetch>();
let listTop = 0;

function respond(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const route = routes[url];
    return route ? route() : new Response('{}', { status: 404 });
  });
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

function renderBlog(live = true) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LiveBlogPosts
        articleId={42}
        slug="percrol-percre"
        version={1}
        live={live}
        initialPosts={initialPosts}
        renderedAt={NOW}
      />
    </SWRConfig>,
  );
}

async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(LIVE_ARTICLE_POLL_MS));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.instances = [];
  fetchMock.mockReset();
  listTop = 0;
  // Only the sentinel's position matters: above the viewport (negative) = the reader is further down.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: listTop, bottom: listTop, left: 0, right: 0, width: 0, height: 0 }) as DOMRect,
  );
  document.title = 'Háború – Hírvonal';
  respond({
    '/api/articles/percrol-percre/version': json({ data: { v: 2 } }),
    '/api/liveblog/42/posts': json({
      version: 2,
      posts: [post(4, 0), post(3, 1), post(3, 1), ...initialPosts],
    }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('LiveBlogPosts', () => {
  it('renders the server posts in the public container, without polling at once', async () => {
    const { container } = renderBlog();
    const list = container.querySelector('#liveblog-items-container');
    expect(list?.tagName).toBe('OL');
    expect(list?.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(titles()).toEqual(['Bejegyzés 2', 'Bejegyzés 1']);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_ARTICLE_POLL_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a reader at the top of the list sees new posts at once, de-duplicated by id', async () => {
    renderBlog();
    await nextPoll();
    expect(titles()).toEqual(['Bejegyzés 4', 'Bejegyzés 3', 'Bejegyzés 2', 'Bejegyzés 1']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('2 új bejegyzés érkezett.')).toHaveProperty('ariaLive', 'polite');
    expect(document.title).toBe('Háború – Hírvonal');
  });

  it('a posts answer older than the polled version (a cache not yet refreshed) is asked for again at the next poll', async () => {
    let postsCalls = 0;
    respond({
      '/api/articles/percrol-percre/version': json({ data: { v: 2 } }),
      '/api/liveblog/42/posts': () => {
        postsCalls += 1;
        // The first answer still comes from before the new post: version 1, the same posts.
        return postsCalls === 1
          ? json({ version: 1, posts: initialPosts })()
          : json({ version: 2, posts: [post(3, 0), ...initialPosts] })();
      },
    });
    renderBlog();
    await nextPoll();
    expect(titles()).toEqual(['Bejegyzés 2', 'Bejegyzés 1']);
    await nextPoll();
    expect(postsCalls).toBe(2);
    expect(titles()).toEqual(['Bejegyzés 3', 'Bejegyzés 2', 'Bejegyzés 1']);
  });

  it('a reader further down gets a button and a title count, not the posts', async () => {
    listTop = -800;
    renderBlog();
    await nextPoll();
    expect(titles()).toEqual(['Bejegyzés 2', 'Bejegyzés 1']);
    expect(screen.getByRole('button', { name: '2 új bejegyzés – megjelenítés' })).toBeTruthy();
    expect(screen.getByText('2 új bejegyzés érkezett.')).toBeTruthy();
    expect(document.title).toBe('(2) Háború – Hírvonal');
  });

  it('the button reveals the posts and restores the title', async () => {
    listTop = -800;
    renderBlog();
    await nextPoll();
    fireEvent.click(screen.getByRole('button', { name: /új bejegyzés/ }));
    expect(titles()).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.title).toBe('Háború – Hírvonal');
  });

  it('scrolling back to the top of the list reveals the posts by themselves', async () => {
    listTop = -800;
    renderBlog();
    await nextPoll();
    expect(titles()).toHaveLength(2);
    listTop = 0;
    act(() => FakeIntersectionObserver.show());
    expect(titles()).toEqual(['Bejegyzés 4', 'Bejegyzés 3', 'Bejegyzés 2', 'Bejegyzés 1']);
    expect(document.title).toBe('Háború – Hírvonal');
  });

  it('the title count follows further posts and is restored on unmount', async () => {
    listTop = -800;
    const { unmount } = renderBlog();
    await nextPoll();
    expect(document.title).toBe('(2) Háború – Hírvonal');
    respond({
      '/api/articles/percrol-percre/version': json({ data: { v: 3 } }),
      '/api/liveblog/42/posts': json({
        version: 3,
        posts: [post(5, 0), post(4, 1), post(3, 2), ...initialPosts],
      }),
    });
    await nextPoll();
    expect(document.title).toBe('(3) Háború – Hírvonal');
    unmount();
    expect(document.title).toBe('Háború – Hírvonal');
  });

  it('does not fetch the posts while the version is not higher', async () => {
    respond({ '/api/articles/percrol-percre/version': json({ data: { v: 1 } }) });
    renderBlog();
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(titles()).toHaveLength(2);
  });

  it.each([
    ['the version poll fails', { '/api/articles/percrol-percre/version': json({}, 500) }],
    [
      'the posts fetch fails',
      {
        '/api/articles/percrol-percre/version': json({ data: { v: 2 } }),
        '/api/liveblog/42/posts': json({ error: 'x' }, 503),
      },
    ],
    [
      'the posts answer has a wrong shape',
      {
        '/api/articles/percrol-percre/version': json({ data: { v: 2 } }),
        '/api/liveblog/42/posts': json({ version: 2, posts: [{ id: 'x' }] }),
      },
    ],
  ])('when %s, nothing changes (SPEC section 8)', async (_name, routes) => {
    respond(routes);
    renderBlog();
    await nextPoll();
    expect(titles()).toEqual(['Bejegyzés 2', 'Bejegyzés 1']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.title).toBe('Háború – Hírvonal');
  });

  it('a blog that is no longer live does not poll', async () => {
    renderBlog(false);
    await nextPoll();
    await nextPoll();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
