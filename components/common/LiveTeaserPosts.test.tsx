// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import type { LiveTeaserAnswer, LiveTeaserPost } from '@/lib/schemas/liveAnswers';
import { LiveTeaserPosts } from './LiveTeaserPosts';

// SPEC section 9 ("Live blog child items limited to 4 after pinned ones", live-article poll 15 s) and
// section 8 (live refresh failures are ignored): a live blog's teaser lists its posts and follows new ones.
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const BLOG = { id: 42, title: 'Háború – percről percre' };
const post = (id: number, minutesAgo: number, pinned = false): LiveTeaserPost => ({
  id,
  title: `Bejegyzés ${id}`,
  url: `/kulfold/2026/11/21/haboru#bejegyzes-${id}`,
  pubDate: NOW / 1000 - minutesAgo * 60,
  pinned,
});
const initial: LiveTeaserAnswer = {
  live: true,
  posts: [post(9, 300, true), post(5, 5), post(4, 10), post(3, 20), post(2, 30)],
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status }));

function renderTeaser(item: typeof BLOG & { liveTeaser?: LiveTeaserAnswer }) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LiveTeaserPosts item={item} renderedAt={NOW} />
    </SWRConfig>,
  );
}

const list = () =>
  screen.getByRole('list', { name: 'Háború – percről percre – legfrissebb bejegyzések' });
const titles = () =>
  within(list())
    .getAllByRole('link')
    .map((link) => link.textContent);
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(LIVE_ARTICLE_POLL_MS));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveTeaserPosts', () => {
  it('server-renders the pinned post, then the newest ones, each linking to its anchor with its time', () => {
    renderTeaser({ ...BLOG, liveTeaser: initial });
    expect(titles()).toEqual([
      'Bejegyzés 9',
      'Bejegyzés 5',
      'Bejegyzés 4',
      'Bejegyzés 3',
      'Bejegyzés 2',
    ]);
    const first = within(list()).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Kiemelt');
    expect(within(first).getByRole('link').getAttribute('href')).toBe(
      '/kulfold/2026/11/21/haboru#bejegyzes-9',
    );
    expect(within(list()).getAllByRole('listitem')[1]!.textContent).toContain('5 perce');
    // Room for the pinned post and 4 more.
    expect(list().style.getPropertyValue('--live-teaser-rows')).toBe('5');
  });

  it('a new post arrives with the next poll and the oldest of the four makes room for it', async () => {
    answer({
      live: true,
      posts: [post(9, 300, true), post(6, 0), post(5, 5), post(4, 10), post(3, 20)],
    });
    renderTeaser({ ...BLOG, liveTeaser: initial });
    // The polling part loads lazily, only for a live blog.
    await act(() => vi.dynamicImportSettled());
    await act(() => vi.advanceTimersByTimeAsync(LIVE_ARTICLE_POLL_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await nextPoll();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/liveblog/42/teaser');
    // The answer's schema loads with the first poll.
    await act(() => vi.waitFor(() => expect(titles()).toContain('Bejegyzés 6')));
    expect(titles()).toEqual([
      'Bejegyzés 9',
      'Bejegyzés 6',
      'Bejegyzés 5',
      'Bejegyzés 4',
      'Bejegyzés 3',
    ]);
  });

  it('a failed poll leaves the posts as they were', async () => {
    answer({ error: { status: 502, message: 'Bad Gateway' } }, 502);
    renderTeaser({ ...BLOG, liveTeaser: initial });
    await act(() => vi.dynamicImportSettled());
    await nextPoll();
    expect(fetchMock).toHaveBeenCalled();
    expect(titles()).toHaveLength(5);
  });

  it('a blog that is not live is not polled', async () => {
    renderTeaser({ ...BLOG, liveTeaser: { ...initial, live: false } });
    await act(() => vi.dynamicImportSettled());
    await nextPoll();
    await nextPoll();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(titles()).toHaveLength(5);
  });

  it('an article that is not a live blog, or a blog without posts, shows no list', () => {
    const { container } = renderTeaser(BLOG);
    expect(container.innerHTML).toBe('');
    renderTeaser({ ...BLOG, liveTeaser: { live: true, posts: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
