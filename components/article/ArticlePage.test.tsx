// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { noAds } from '@/lib/view/ads';
import { en } from '@/lib/i18n/en';
import { hu } from '@/lib/i18n/hu';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { articleView } from '@/lib/pages/articlePageProps';
import { sampleArticle } from '@/tests/fixtures/article';
import { sampleListItem } from '@/tests/fixtures/listItem';
import type { ArticlePageProps, ArticleView } from '@/lib/view/articlePage';
import type { LivePost } from '@/lib/schemas/liveAnswers';
import { emptyShell } from '@/lib/view/shellData';
import { paths } from '@/lib/routing/paths';
import { articleFormat } from '@/lib/view/articleFormat';
import { ArticlePage } from './ArticlePage';

// What a reader and a tool reading the page notice (DESIGN "Public surface compatibility": the public
// markup hooks; DESIGN "Examples": the article format drives presentation; SPEC section 4: longform is
// immersive, live blogs show their posts; section 5: partner content is labelled).
const SELECTORS = {
  article: '#cikk-content',
  title: '#cikk-content > div.title-section > div.title-section__top > h1',
  lead: '#cikk-content > div.article_body_ > div.article_container_.article-box-margin > p',
  body: '#cikk-content > div.article_body_ > div.article_container_.article-box-margin > div.article-html-content',
  authors: 'a.author__name',
  tags: 'a.tag--meta',
  liveBlogPosts: '#liveblog-items-container',
} as const;

const RENDERED_AT = Date.UTC(2026, 10, 21, 12, 0);
const superTag = (slug: string, name = slug) => ({
  id: 1,
  name,
  slug,
  active: true,
  href: paths.section(slug),
});

function view(fields: Partial<ArticleView> = {}): ArticleView {
  return {
    id: 7,
    type: 'article',
    title: 'Mennyit hoz az állampapír 2027-ben?',
    slug: 'allampapir-kamatok-2027',
    url: '/gazdasag/2026/11/20/allampapir-kamatok-2027',
    pubDate: RENDERED_AT / 1000 - 3600,
    updatedAt: RENDERED_AT / 1000 - 3600,
    lead: 'Csökkennek a kamatok, de a prémium állampapír még mindig verheti az inflációt.',
    subtitle: null,
    mainSuperTag: superTag('gazdasag', 'Gazdaság'),
    superTags: [],
    tags: [
      { id: 1, name: 'állampapír', slug: 'allampapir', href: '/cimke/allampapir' },
      { id: 2, name: 'infláció', slug: 'inflacio', href: '/cimke/inflacio' },
    ],
    flags: [],
    articleAuthors: [
      {
        slug: 'szabo-eszter',
        name: 'Szabó Eszter',
        title: 'újságíró',
        avatarSrc: null,
        href: '/szerzo/szabo-eszter',
      },
      {
        slug: 'kovacs-peter',
        name: 'Kovács Péter',
        title: null,
        avatarSrc: null,
        href: '/szerzo/kovacs-peter',
      },
    ],
    articleContributors: [],
    coverImage: '/uploads/images/allampapir.jpg',
    coverImageText: 'Fotó: Kiss Anna',
    imageAlt: 'Állampapír-hirdetés egy bankfiók ablakában',
    facebookImage: null,
    ogDescription: null,
    english: false,
    live: false,
    adultContent: false,
    spiritualHelp: false,
    drugProblem: false,
    version: 1,
    content: '<p>Az első bekezdés.</p><h2>Alcím</h2><p>A második bekezdés.</p>',
    moreFromAuthors: [],
    ...fields,
  };
}

function renderPage(article: ArticleView, posts: LivePost[] = [], shell = emptyShell) {
  const props: ArticlePageProps = {
    shell,
    ads: noAds,
    renderedAt: RENDERED_AT,
    article,
    format: articleFormat(article),
    posts,
    liveVariant: false,
  };
  return render(<ArticlePage {...props} />);
}

const one = (selector: string) => document.querySelector<HTMLElement>(selector);
const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];

describe('ArticlePage public markup (DESIGN "Public surface compatibility")', () => {
  it('resolves the title, lead, body, authors and tags by the exact public selectors', () => {
    renderPage(view({ spiritualHelp: true, articleContributors: ['Grafika: Tóth Bence'] }));
    const article = one(SELECTORS.article);
    expect(article?.tagName).toBe('ARTICLE');
    expect(one(SELECTORS.title)).toBe(screen.getByRole('heading', { level: 1 }));
    expect(one(SELECTORS.title)).toHaveProperty('textContent', view().title);
    // The first direct <p> of the container is the lead, even with a notice and contributors.
    expect(one(SELECTORS.lead)?.textContent).toBe(view().lead);
    const body = one(SELECTORS.body);
    expect(body?.innerHTML).toBe(view().content);
    expect(body?.parentElement).toBe(one(SELECTORS.lead)?.parentElement);
    expect(all(SELECTORS.authors).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Szabó Eszter', '/szerzo/szabo-eszter'],
      ['Kovács Péter', '/szerzo/kovacs-peter'],
    ]);
    expect(all(SELECTORS.tags).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['állampapír', '/cimke/allampapir'],
      ['infláció', '/cimke/inflacio'],
    ]);
    expect(all(SELECTORS.tags).every((a) => article?.contains(a))).toBe(true);
  });

  it('keeps what the reader sees: one article, the section link, notices, the cover image', () => {
    renderPage(view({ spiritualHelp: true }));
    expect(document.querySelectorAll('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Gazdaság' }).getAttribute('href')).toBe(
      '/rovat/gazdasag',
    );
    expect(screen.getByRole('note').textContent).toBe(hu['article.spiritualHelp']);
    expect(screen.getByRole('img', { name: view().imageAlt! })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: hu['article.tags'] })).toBeTruthy();
  });

  it('has no lead paragraph when the article has no lead', () => {
    renderPage(view({ lead: '', drugProblem: true, articleContributors: ['Fotó: Kiss Anna'] }));
    expect(one(SELECTORS.lead)).toBeNull();
    expect(one(SELECTORS.body)).not.toBeNull();
  });
});

describe('ArticlePage format (DESIGN "Examples"; SPEC §4, §5)', () => {
  it('a plain article is standard news with no partner label', () => {
    renderPage(view());
    const article = one(SELECTORS.article)!;
    expect(article.dataset).toMatchObject({
      design: 'standard',
      display: 'standard',
      theme: 'news',
    });
    expect(screen.queryByText(hu['article.partner'])).toBeNull();
  });

  it.each([
    ['pr flag', view({ flags: [{ slug: 'pr' }] })],
    ['sponsored main super tag', view({ mainSuperTag: superTag('pr-cikk', 'PR-cikk') })],
    ['sponsored among super tags', view({ superTags: [superTag('tamogatott-tartalom')] })],
  ])('partner content (%s) shows its label above the title (§5)', (_name, article) => {
    renderPage(article);
    const element = one(SELECTORS.article)!;
    expect(element.dataset.design).toBe('partner');
    const label = within(element).getByText(hu['article.partner']);
    expect(element.firstElementChild).toBe(label);
  });

  it('a longform is immersive (§4: the header goes transparent over it)', () => {
    renderPage(view({ type: 'longform', mainSuperTag: superTag('after', 'After') }));
    expect(one(SELECTORS.article)!.dataset).toMatchObject({
      design: 'longform',
      display: 'immersive',
      theme: 'after',
    });
  });

  // SPEC section 9 image breakpoints as srcset widths with sizes, next to the section 3 densities.
  it('offers the cover at the breakpoints and densities as widths, with sizes', () => {
    renderPage(view());
    const cover = one('figure img')!;
    expect(cover.getAttribute('src')).toBe('/uploads/images/allampapir_768x432.jpg');
    const widths = cover
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['375w', '500w', '768w', '960w', '1200w', '1536w', '2304w', '3072w']);
    expect(cover.getAttribute('sizes')).toBe('(max-width: 768px) 100vw, 768px');
  });

  // SPEC section 4: the hero container gets a fill class once scroll passes its height.
  it("an immersive article's cover is the hero container; an ordinary one's is not (§4)", () => {
    const { unmount } = renderPage(view({ type: 'longform' }));
    expect(one('figure[data-hero]')?.querySelector('img')).not.toBeNull();
    unmount();
    renderPage(view());
    expect(one('figure')).not.toBeNull();
    expect(one('[data-hero]')).toBeNull();
  });

  it('a half hero (the shell says so) lays its cover out as one (§4)', () => {
    const { unmount } = renderPage(view({ type: 'longform' }));
    const plain = one('figure[data-hero]')!.className;
    unmount();
    renderPage(view({ type: 'longform' }), [], { ...emptyShell, halfHero: true });
    expect(one('figure[data-hero]')!.className).not.toBe(plain);
  });

  it('a g7-hero article is immersive in the g7 theme (§4)', () => {
    renderPage(view({ flags: [{ slug: 'g7-hero' }], mainSuperTag: superTag('g7', 'G7') }));
    expect(one(SELECTORS.article)!.dataset).toMatchObject({ display: 'immersive', theme: 'g7' });
  });

  it('an English article carries the english theme', () => {
    renderPage(view({ english: true, mainSuperTag: superTag('english', 'English') }));
    expect(one(SELECTORS.article)!.dataset.theme).toBe('english');
  });

  it('a live blog shows its posts inside #liveblog-items-container', async () => {
    const posts: LivePost[] = [
      {
        id: 71,
        slug: 'drontamadas-kijev',
        title: 'Drónhullám Kijev felett',
        pubDate: RENDERED_AT / 1000 - 60,
        pinned: false,
        content: '<p>Éjjel több hullámban érkeztek a drónok.</p>',
      },
    ];
    renderPage(view({ type: 'liveblog', flags: [{ slug: 'live' }] }), posts);
    expect(one(SELECTORS.article)!.dataset.design).toBe('liveblog');
    const post = await screen.findByRole('heading', { name: posts[0]!.title });
    expect(one(SELECTORS.liveBlogPosts)?.contains(post)).toBe(true);
    expect(one(SELECTORS.article)?.contains(post)).toBe(true);
  });

  it('an article flagged live is no live blog: no posts', () => {
    renderPage(view({ flags: [{ slug: 'live' }] }));
    expect(one(SELECTORS.article)!.dataset.design).toBe('live');
    expect(screen.queryByRole('heading', { name: hu['article.posts'] })).toBeNull();
  });
});

// Issue 17: the newsletter promo follows the article's body, outside the <article> (it is not the
// article's content, and the public markup stays as it was), and brings the reader back here.
describe('ArticlePage newsletter promo', () => {
  it('follows the article, outside it, with the article’s path to come back to', async () => {
    renderPage(view());
    const promo = await screen.findByRole('region', { name: 'Hírleveleink' });
    const article = one(SELECTORS.article)!;
    expect(article.contains(promo)).toBe(false);
    expect(article.compareDocumentPosition(promo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(promo.closest('[data-place]')?.getAttribute('data-place')).toBe('article');
    expect(promo.querySelector('input[name=back]')?.getAttribute('value')).toBe(view().url);
  });
});

// Issue 27 item 4: an English article's page is English throughout what it prints of its data: its
// byline shows the authors' job titles in English (an unknown one not at all), and a teaser in its
// "More from the author" box that points to a Hungarian article is marked lang="hu". The view comes
// from the server's own articleView, as the page's props do.
describe('ArticlePage of an English article', () => {
  const author = (slug: string, name: string, title: string) => ({
    slug,
    name,
    title,
    avatarSrc: null,
  });
  const article = sampleArticle({
    english: true,
    title: 'Hungarian teachers to hold nationwide strike on 3 December',
    slug: 'hungarian-teachers-to-strike-in-december',
    url: '/english/2026/11/25/hungarian-teachers-to-strike-in-december',
    mainSuperTag: { id: 16, name: 'English', slug: 'english', active: true },
    articleAuthors: [
      author('meszaros-julia', 'Mészáros Júlia', 'az angol nyelvű rovat szerkesztője'),
      author('varga-dora', 'Varga Dóra', 'újságíró'),
      author('uj-szerzo', 'Új Szerző', 'gyakornok'),
    ],
    moreFromAuthors: [
      sampleListItem({
        id: 31,
        slug: 'sztrajkba-lepnek-a-pedagogusok',
        title: 'Sztrájkba lépnek a pedagógusok december elején',
      }),
      sampleListItem({
        id: 32,
        slug: 'forint-weakens-past-400-against-euro',
        url: '/english/2026/11/24/forint-weakens-past-400-against-euro',
        title: 'Forint weakens past 400 against the euro',
        english: true,
      }),
    ],
  });

  function renderEnglish() {
    const view = articleView(article);
    return render(
      <LocaleContext.Provider value={localeValue('en', en)}>
        <ArticlePage
          shell={emptyShell}
          ads={noAds}
          renderedAt={RENDERED_AT}
          article={view}
          format={articleFormat(view)}
          posts={[]}
          liveVariant={false}
        />
      </LocaleContext.Provider>,
    );
  }

  it('the byline shows English job titles, never the Hungarian ones', () => {
    renderEnglish();
    const byline = one(SELECTORS.article)!;
    expect(within(byline).getByText('Journalist')).toBeTruthy();
    expect(within(byline).getByText('Editor of the English section')).toBeTruthy();
    expect(within(byline).queryByText('újságíró')).toBeNull();
    expect(within(byline).queryByText('az angol nyelvű rovat szerkesztője')).toBeNull();
    // A title the dictionary does not know is left off; the author's name stays.
    expect(within(byline).getByRole('link', { name: 'Új Szerző' })).toBeTruthy();
    expect(within(byline).queryByText('gyakornok')).toBeNull();
  });

  it('marks a "More from the author" teaser of a Hungarian article lang="hu", an English one not', () => {
    renderEnglish();
    const box = screen.getByRole('complementary', { name: en['article.moreFromAuthors'] });
    const hungarian = within(box).getByRole('link', { name: /^Sztrájkba lépnek/ });
    expect(hungarian.getAttribute('lang')).toBe('hu');
    const english = within(box).getByRole('link', { name: /^Forint weakens/ });
    expect(english.hasAttribute('lang')).toBe(false);
  });
});
