// @vitest-environment jsdom
// SPEC sections 4, 5 (issue 18): the article's video facade. The server renders a link to the video's
// site and nothing of the site; the video code (loaded only when the page says there is a video)
// makes it a button that loads the player in its place at the start time; an editor's autoplay mode
// starts it muted when the rule allows; a playing video scrolled away moves to the pip; a live body
// replaced with a new one gets its facades too.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANUAL_PIP_EVENT, type ManualPipRequest } from '@/lib/client/pipChannel';
import { sanitizeArticleHtml } from '@/lib/content/sanitizeArticleHtml';
import { ArticleVideos } from './ArticleVideos';

const BODY = 'article-html-content';
const VIDEO =
  '<figure class="embed-video" data-url="https://www.youtube.com/watch?v=Q7rT2mVb9kE&t=15"></figure>';
const LABEL = 'Videó lejátszása · YouTube · kezdés: 0:15';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  /** The observed box leaves (or enters) the viewport. */
  fire(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as never);
  }
}

function renderArticle(html: string, hasVideo = true) {
  return render(
    <main>
      <div className={BODY} dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(html) }} />
      <ArticleVideos hasVideo={hasVideo} title="Új villamosok a Nagykörúton" bodyClass={BODY} />
    </main>,
  );
}

const frame = () => document.querySelector<HTMLIFrameElement>('.video-player iframe');

/** The fake player's answer to the video API poll. */
function playerSays(iframe: HTMLIFrameElement, currentTime: number, playerState: number) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: JSON.stringify({ event: 'infoDelivery', info: { currentTime, playerState } }),
      source: iframe.contentWindow,
      origin: 'https://www.youtube-nocookie.com',
    }),
  );
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ArticleVideos (SPEC section 5: click to load)', () => {
  it('loads the player only on the click, in the facade box, from the start time', async () => {
    const user = userEvent.setup();
    const { unmount } = renderArticle(`<p>Bevezető</p>${VIDEO}`);
    const facade = await screen.findByRole('button', { name: LABEL });
    expect(facade.getAttribute('href')).toBe('https://www.youtube.com/watch?v=Q7rT2mVb9kE&t=15s');
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(facade);
    const src = new URL(frame()!.src);
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/Q7rT2mVb9kE');
    expect(src.searchParams.get('start')).toBe('15');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(src.searchParams.get('mute')).toBeNull();
    expect(frame()!.title).toBe('YouTube-videó');
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
    unmount();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('leaves the link alone when the page has no video (no video code)', async () => {
    renderArticle(VIDEO, false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('link', { name: LABEL })).toBeTruthy();
  });

  it('moves a playing video scrolled out of view to the pip, with its current time', async () => {
    const user = userEvent.setup();
    const requests: ManualPipRequest[] = [];
    const onManual = (event: Event) =>
      requests.push((event as CustomEvent<ManualPipRequest>).detail);
    window.addEventListener(MANUAL_PIP_EVENT, onManual);
    renderArticle(VIDEO);
    await user.click(await screen.findByRole('button', { name: LABEL }));
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    observer.fire(false);
    expect(requests).toEqual([]); // not playing yet: stays
    playerSays(frame()!, 21.3, 1);
    observer.fire(false);
    expect(requests).toEqual([
      {
        url: 'https://www.youtube.com/watch?v=Q7rT2mVb9kE&t=15s',
        title: 'Új villamosok a Nagykörúton',
        currentTime: 21.3,
      },
    ]);
    // The article player is gone; its facade is back in the same place.
    expect(frame()).toBeNull();
    expect(screen.getByRole('button', { name: LABEL })).toBeTruthy();
    window.removeEventListener(MANUAL_PIP_EVENT, onManual);
  });

  it('upgrades the facades of a live article body that replaced the old one', async () => {
    const user = userEvent.setup();
    renderArticle(VIDEO);
    await user.click(await screen.findByRole('button', { name: LABEL }));
    const body = document.querySelector(`.${BODY}`)!;
    act(() => {
      body.innerHTML = sanitizeArticleHtml(
        '<p>Frissítve</p><figure class="embed-video" data-url="https://vimeo.com/76979871"></figure>',
      );
    });
    await screen.findByRole('button', { name: 'Videó lejátszása · Vimeo' });
    expect(frame()).toBeNull();
  });
});

describe('ArticleVideos autoplay (SPEC section 4)', () => {
  const auto = (mode: string) => VIDEO.replace('></figure>', ` data-autoplay="${mode}"></figure>`);

  it.each([
    ['NO', 'visible', false],
    ['GENTLY_FORCE', 'visible', true],
    ['FULL_FORCE', 'visible', true],
    ['GENTLY_FORCE', 'hidden', false],
    ['FULL_FORCE', 'hidden', false],
  ] as const)('%s with the tab %s starts by itself: %s (muted)', async (mode, tab, starts) => {
    visibility = tab;
    renderArticle(auto(mode));
    await waitFor(() =>
      expect(document.querySelector('[role="button"], .video-player')).not.toBeNull(),
    );
    expect(frame() !== null).toBe(starts);
    if (starts) expect(new URL(frame()!.src).searchParams.get('mute')).toBe('1');
  });

  it('GENTLY_FORCE waits while the pip is shown', async () => {
    document.documentElement.dataset.pip = 'shown';
    renderArticle(auto('GENTLY_FORCE'));
    await screen.findByRole('button', { name: LABEL });
    expect(frame()).toBeNull();
    delete document.documentElement.dataset.pip;
  });

  it('FULL_FORCE in a hidden tab starts when the reader comes to the tab', async () => {
    visibility = 'hidden';
    renderArticle(auto('FULL_FORCE'));
    await screen.findByRole('button', { name: LABEL });
    expect(frame()).toBeNull();
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(frame()).not.toBeNull();
  });
});
