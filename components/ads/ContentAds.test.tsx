// @vitest-environment jsdom
// SPEC section 9 (issue 18): content ads fill the numbered placeholders of the article body; a body
// replaced by a new version (live articles) gets its new placeholders filled and the old slots go.
import { act, render, waitFor } from '@testing-library/react';
import type { AdSlotView } from '@/lib/view/ads';
import { ContentAds } from './ContentAds';

const PROMO = {
  id: 'p',
  title: 'Podcastok',
  text: 'Hallgasd',
  href: '/podcastok',
  cta: 'Meghallgatom',
};
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(PROMO));
  });
});
afterEach(() => vi.unstubAllGlobals());

const SLOT: AdSlotView = {
  placement: 'article-content',
  desktop: { name: 'hv_cikk_tartalom', sizes: [[300, 250]], height: 250, setupad: false },
  mobile: { name: 'hv_cikk_tartalom_mobil', sizes: [[300, 250]], height: 250, setupad: false },
  loadMode: 'lazy',
  marginPx: 200,
  delayMs: 0,
  collapsed: false,
};
const placeholder = (n: number) => `<div class="content-ad" data-ad-slot="${n}"></div>`;

function renderArticle(html: string) {
  return render(
    <article id="cikk-content">
      <div className="article-html-content" dangerouslySetInnerHTML={{ __html: html }} />
      <ContentAds slot={SLOT} network={null} container="cikk-content" />
    </article>,
  );
}
const slotsIn = (n: number) =>
  document.querySelectorAll<HTMLElement>(`.content-ad[data-ad-slot="${n}"] [data-ad-state]`);
const states = () =>
  [...document.querySelectorAll<HTMLElement>('.content-ad [data-ad-state]')].map(
    (box) => `${box.id}: ${box.dataset.adState}`,
  );

describe('ContentAds', () => {
  it('puts one labelled slot into each numbered placeholder of the body', async () => {
    renderArticle(`<p>a</p>${placeholder(1)}<p>b</p>${placeholder(2)}<p>c</p>`);
    await waitFor(() =>
      expect(states()).toEqual(['hirdetes-tartalom-1: filled', 'hirdetes-tartalom-2: filled']),
    );
    expect(slotsIn(1)[0]!.textContent).toContain('Hirdetés');
    expect(slotsIn(2)[0]!.querySelector('a')!.getAttribute('href')).toBe('/podcastok');
  });

  it('a body without placeholders gets no slot', async () => {
    renderArticle('<p>a</p><p>b</p>');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.querySelectorAll('[data-ad-state]')).toHaveLength(0);
    expect(asked).toEqual([]);
  });

  it('a new body version: its placeholders are filled, the old slots destroyed', async () => {
    renderArticle(`<p>a</p>${placeholder(1)}<p>b</p>`);
    await waitFor(() => expect(states()).toEqual(['hirdetes-tartalom-1: filled']));
    const old = slotsIn(1)[0]!;
    const body = document.querySelector('.article-html-content')!;
    act(() => {
      body.innerHTML = `<p>new</p>${placeholder(1)}<p>b</p>${placeholder(2)}<p>c</p>`;
    });
    await waitFor(() =>
      expect(states()).toEqual(['hirdetes-tartalom-1: filled', 'hirdetes-tartalom-2: filled']),
    );
    expect(old.isConnected).toBe(false);
    expect(old.dataset.adState).toBe('destroyed');
    expect(asked).toHaveLength(3);
  });
});
