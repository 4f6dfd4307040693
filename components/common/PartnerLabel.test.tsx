// @vitest-environment jsdom
// SPEC section 5 (issue 27 item 5): paid content (the pr flag or field, a sponsored super tag) is
// labelled wherever it shows. Two halves:
// - TEASER_COMPONENTS enumerates every component that renders an article teaser (a title linking to
//   an article, or the article page itself), each with sponsored sample items, and checks that every
//   sponsored teaser shows the label, visibly, and no editorial one does;
// - a guard scans components/**/*.tsx (and pages/ for teaser view types) and fails when a file renders
//   teasers but is missing from the table, so a new teaser component cannot forget the label.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RenderModeContext } from '@/components/app/RenderModeContext';
import { en } from '@/lib/i18n/en';
import { hu } from '@/lib/i18n/hu';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import type { ListItem } from '@/lib/schemas/article';
import { noAds } from '@/lib/view/ads';
import type { ArticlePageProps, ArticleView } from '@/lib/view/articlePage';
import { articleFormat, partnerKind } from '@/lib/view/articleFormat';
import type { AfterCoverProps, G7CoverProps } from '@/lib/view/brandCover';
import { toCard, type CardItem } from '@/lib/view/cardItem';
import type { FrontPageProps } from '@/lib/view/frontPage';
import type { Hike } from '@/lib/view/hike';
import type { ListPageProps } from '@/lib/view/listPage';
import { toEpisodeArticle } from '@/lib/view/podcast';
import { emptyShell } from '@/lib/view/shellData';
import { toTeaser } from '@/lib/view/teaserItem';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { ArticlePage } from '../article/ArticlePage';
import { AfterCover } from '../brand/AfterCover';
import { BrandCard } from '../brand/BrandCard';
import { CardCarousel } from '../brand/CardCarousel';
import { CoverCardList } from '../brand/CardList';
import { G7Cover } from '../brand/G7Cover';
import { FrontPage } from '../front/FrontPage';
import { Teaser } from '../front/Teaser';
import { ArticleCard } from '../list/ArticleCard';
import { CardList } from '../list/CardList';
import { HikeMap } from '../list/HikeMap';
import { ListPage } from '../list/ListPage';
import { EpisodePage } from '../podcast/EpisodePage';
import { testEpisode } from '@/tests/support/podcastEpisodes';
import { SupplementPage } from '../supplement/SupplementPage';
import { SupplementShows } from '../supplement/SupplementShows';
import { SearchPage } from '../search/SearchPage';
import { TopicListPage } from '../topics/TopicListPage';

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
// Widgets and the promo have their own tests and no teasers.
vi.mock('../front/SharedWidgets', () => ({ SharedWidgets: () => null }));
vi.mock('../newsletter/NewsletterPromoSlot', () => ({ NewsletterPromoSlot: () => null }));

const RENDERED_AT = Date.UTC(2026, 10, 21, 12, 0);
/** Every sponsored sample's title starts so; editorial ones do not. */
const SPONSORED = 'Szponzorált';
const PARTNER_URL = 'https://partner.example.com/ajanlat';

// The three ways an article is paid content (lib/view/articleFormat.ts partnerKind), and editorial.
const kinds = {
  /** pr flag, linking out to the partner (ctUrl). */
  pr: (id: number): Partial<ListItem> => ({
    title: `${SPONSORED} ${id}`,
    flags: [{ slug: 'pr' }],
    ctUrl: `${PARTNER_URL}/${id}`,
  }),
  /** The pr field alone. */
  prField: (id: number): Partial<ListItem> => ({ title: `${SPONSORED} ${id}`, pr: true }),
  /** A sponsored super tag, with an article page of its own. */
  sponsored: (id: number): Partial<ListItem> => ({
    title: `${SPONSORED} ${id}`,
    mainSuperTag: { id: 90, name: 'PR-cikk', slug: 'pr-cikk', active: true },
  }),
  editorial: (id: number): Partial<ListItem> => ({ title: `Cikk ${id}` }),
};
const KIND_CYCLE = ['pr', 'editorial', 'sponsored', 'prField'] as const;

function listItem(id: number, kind: keyof typeof kinds): ListItem {
  return sampleListItem({ id, slug: `cikk-${id}`, lead: `Lead ${id}`, ...kinds[kind](id) });
}
/** `n` items from `from` on, sponsored and editorial ones mixed. */
const listItems = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => listItem(from + i, KIND_CYCLE[i % KIND_CYCLE.length]!));
const cards = (from: number, n: number): CardItem[] => listItems(from, n).map(toCard);
const card = (id: number, kind: keyof typeof kinds = 'pr') => toCard(listItem(id, kind));
const teasers = (from: number, n: number, withLead = false) =>
  listItems(from, n).map((item) => toTeaser(item, withLead));

// ---- page props with sponsored items in every place that shows articles ----

function frontProps(autoVersion: number): FrontPageProps {
  return {
    shell: emptyShell,
    ads: noAds,
    renderedAt: RENDERED_AT,
    blocks: [
      { position: 1000, type: 'breaking', title: null, items: [toTeaser(listItem(1, 'pr'))] },
      {
        position: 1,
        type: 'cover',
        title: null,
        items: [toTeaser(listItem(2, 'sponsored'), true)],
      },
      { position: 2, type: 'list', title: 'Friss', items: teasers(10, 5) },
      { position: 3, type: 'auto', title: null, items: teasers(20, 8) },
    ],
    autoVersion,
    recommended: {
      important: teasers(30, 4),
      newest: teasers(40, 4),
      favorite: teasers(50, 4),
      pr: teasers(60, 4),
    },
    shared: { exchangesRates: [], weatherData: [], floodingData: null } as never,
    rss: '/rss',
    trendingTags: [],
    podcastBlock: null,
    scores: null,
  };
}

const hikes: Hike[] = [
  {
    title: 'Kéktúra a Zemplénben',
    url: '/szepkilatas/2026/11/20/szponzoralt-tura',
    geo: { lat: 48.4, lng: 21.5, name: `${SPONSORED} túra` },
    partner: 'pr',
  },
  {
    title: 'Csóványos',
    url: '/szepkilatas/2026/11/20/csovanyos',
    geo: { lat: 47.9, lng: 18.9, name: 'Csóványos' },
    partner: null,
  },
];

function listProps(overrides: Partial<ListPageProps> = {}): ListPageProps {
  return {
    shell: emptyShell,
    ads: noAds,
    renderedAt: RENDERED_AT,
    route: {
      basePath: '/legfrissebb',
      page: 1,
      title: 'Friss hírek',
      tabs: [],
      searchTag: null,
      searchPlaceholder: null,
      brand: null,
    },
    author: null,
    rss: null,
    items: cards(100, 10),
    totalPages: 1,
    highlights: cards(200, 4),
    partner: card(300, 'pr'),
    sponsoredLine: null,
    hiking: { hikes, news: cards(400, 4) },
    ...overrides,
  };
}

function g7Props(): G7CoverProps {
  return {
    shell: emptyShell,
    renderedAt: RENDERED_AT,
    rss: '/rss/rovat/g7',
    allArticlesHref: '/g7/friss',
    tabs: [{ label: 'Friss cikkek', href: '/g7', active: true }],
    sections: {
      hero: card(1, 'sponsored'),
      kozelet: card(2, 'pr'),
      friss: cards(10, 8),
      adat: card(3, 'prField'),
      neHagydKi: cards(20, 3),
      penz: card(4, 'pr'),
      podcast: cards(30, 3),
      // The server marks this section's cards as partner content (asPartnerCard).
      partner: [card(40, 'pr'), card(41, 'sponsored')],
      korabbi: cards(50, 4),
    },
  };
}

function afterProps(): AfterCoverProps {
  return {
    shell: emptyShell,
    renderedAt: RENDERED_AT,
    rss: '/rss/rovat/after',
    allArticlesHref: '/after?oldal=2',
    leaderLabel: null,
    sections: {
      leader: card(1, 'sponsored'),
      recommendations: cards(2, 3),
      cards: cards(10, 8),
      articles: cards(20, 4),
      podcasts: cards(30, 4),
      further: cards(40, 4),
    },
    video: null,
    music: null,
    sponsoredLine: null,
  };
}

function articleView(fields: Partial<ArticleView> = {}): ArticleView {
  return {
    id: 7,
    type: 'article',
    title: 'Harminc százalékkal kisebb fűtésszámla?',
    slug: 'futesszamla',
    url: '/pr-cikk/2026/11/20/futesszamla',
    pubDate: RENDERED_AT / 1000 - 3600,
    updatedAt: RENDERED_AT / 1000 - 3600,
    lead: 'Partnerünk szakértője válaszol.',
    subtitle: null,
    mainSuperTag: { id: 1, name: 'Gazdaság', slug: 'gazdasag', active: true, href: '/gazdasag' },
    superTags: [],
    tags: [],
    flags: [],
    articleAuthors: [],
    articleContributors: [],
    coverImage: null,
    coverImageText: null,
    imageAlt: null,
    facebookImage: null,
    ogDescription: null,
    english: false,
    live: false,
    adultContent: false,
    spiritualHelp: false,
    drugProblem: false,
    version: 1,
    content: '<p>Az első bekezdés.</p>',
    moreFromAuthors: [],
    ...fields,
  };
}

function articleProps(article: ArticleView): ArticlePageProps {
  return {
    shell: emptyShell,
    ads: noAds,
    renderedAt: RENDERED_AT,
    article,
    format: articleFormat(article),
    posts: [],
    liveVariant: false,
  };
}

const moreFromAuthors = listItems(70, 4).map((item) => ({
  id: item.id,
  title: item.title,
  url: item.url,
  ctUrl: item.ctUrl,
  partner: partnerKind(item),
}));

// ---- what a reader must see ----

/** The element that holds one teaser: its article, list item, section or list card. */
const TEASER = 'article, li, section, div.list__item, div.list__highlight__item';

function isVisible(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.getAttribute('aria-hidden') === 'true') return false;
    if (node.classList.contains('visually-hidden')) return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/**
 * Every teaser whose title link names a sponsored sample shows the label, visibly; a link to the
 * partner keeps rel="sponsored"; and no editorial teaser carries the label.
 */
function expectSponsoredTeasersLabelled(label: string) {
  const sponsoredLinks = screen
    .getAllByRole('link')
    .filter((link) => link.textContent?.startsWith(SPONSORED));
  expect(sponsoredLinks.length, 'the sample shows sponsored teasers').toBeGreaterThan(0);
  for (const link of sponsoredLinks) {
    const teaser = link.closest<HTMLElement>(TEASER);
    expect(teaser, `${link.textContent} sits in a teaser`).not.toBeNull();
    const labels = within(teaser!).getAllByText(label, { exact: true });
    expect(labels.some(isVisible), `${link.textContent} is labelled`).toBe(true);
    if (link.getAttribute('href')?.startsWith(PARTNER_URL)) {
      expect(link.getAttribute('rel')?.split(' ')).toContain('sponsored');
    }
  }
  for (const labelElement of screen.getAllByText(label, { exact: true })) {
    const teaser = labelElement.closest<HTMLElement>(TEASER) ?? document.body;
    const names = within(teaser)
      .queryAllByRole('link')
      .map((link) => link.textContent ?? '');
    expect(
      names.some((name) => name.startsWith(SPONSORED)),
      `a label on ${names}`,
    ).toBe(true);
  }
}

/** The article page of paid content: the label heads the <article>, visibly. */
function expectArticlePageLabelled(label: string) {
  const article = document.querySelector<HTMLElement>('#cikk-content')!;
  const element = within(article).getByText(label, { exact: true });
  expect(article.firstElementChild).toBe(element);
  expect(isVisible(element)).toBe(true);
}

interface Row {
  /** What the row shows (a block kind, a variant, a section). */
  place: string;
  element: () => ReactElement;
  english?: boolean;
  app?: boolean;
  check?: (label: string) => void;
}

/** Every component that renders an article teaser, keyed by its file, with the places it shows. */
const TEASER_COMPONENTS: Record<string, Row[]> = {
  'components/front/Teaser.tsx': [
    {
      place: 'with image',
      element: () => (
        <Teaser item={toTeaser(listItem(1, 'pr'))} limit={80} renderedAt={RENDERED_AT} />
      ),
    },
    {
      place: 'title only (side lists)',
      element: () => (
        <Teaser
          item={toTeaser(listItem(2, 'sponsored'))}
          limit={60}
          renderedAt={RENDERED_AT}
          image={false}
        />
      ),
    },
  ],
  'components/front/FrontPage.tsx': [1, 2, 3, 4].map((version) => ({
    place: `breaking, cover, list, auto block version ${version}, every recommender list`,
    element: () => <FrontPage {...frontProps(version)} />,
  })),
  'components/list/ArticleCard.tsx': [
    {
      place: 'list item',
      element: () => <ArticleCard item={card(1, 'pr')} renderedAt={RENDERED_AT} />,
    },
    {
      place: 'highlight',
      element: () => (
        <ArticleCard item={card(2, 'sponsored')} renderedAt={RENDERED_AT} variant="highlight" />
      ),
    },
  ],
  'components/list/CardList.tsx': [
    {
      place: 'search results, supplement articles',
      element: () => <CardList items={cards(1, 8)} renderedAt={RENDERED_AT} />,
    },
  ],
  'components/list/ListPage.tsx': [
    {
      place: 'items, highlight box, partner slot, Túra hírek, hike map',
      element: () => <ListPage {...listProps()} />,
    },
  ],
  'components/list/HikeMap.tsx': [
    { place: 'the hikes’ list', element: () => <HikeMap hikes={hikes} /> },
  ],
  'components/brand/BrandCard.tsx': (['leader', 'wide', 'card', 'compact'] as const).map(
    (variant) => ({
      place: variant,
      element: () => <BrandCard item={card(1, 'pr')} renderedAt={RENDERED_AT} variant={variant} />,
    }),
  ),
  'components/brand/CardList.tsx': (['card', 'compact'] as const).map((variant) => ({
    place: variant,
    element: () => <CoverCardList items={cards(1, 8)} renderedAt={RENDERED_AT} variant={variant} />,
  })),
  'components/brand/CardCarousel.tsx': [
    {
      place: 'the after carousel',
      element: () => <CardCarousel items={cards(1, 8)} renderedAt={RENDERED_AT} />,
    },
  ],
  'components/brand/G7Cover.tsx': [
    { place: 'every section of the g7 cover', element: () => <G7Cover {...g7Props()} /> },
  ],
  'components/brand/AfterCover.tsx': [
    { place: 'every section of the after cover', element: () => <AfterCover {...afterProps()} /> },
  ],
  'components/article/ArticlePage.tsx': [
    {
      place: 'a pr-flagged article',
      element: () => <ArticlePage {...articleProps(articleView({ flags: [{ slug: 'pr' }] }))} />,
      check: expectArticlePageLabelled,
    },
    {
      place: 'a sponsored live blog (keeps its liveblog design)',
      element: () => (
        <ArticlePage
          {...articleProps(
            articleView({
              type: 'liveblog',
              mainSuperTag: {
                id: 90,
                name: 'PR-cikk',
                slug: 'pr-cikk',
                active: true,
                href: '/pr-cikk',
              },
            }),
          )}
        />
      ),
      check: expectArticlePageLabelled,
    },
    {
      place: 'an English partner article',
      english: true,
      element: () => (
        <ArticlePage
          {...articleProps(
            articleView({
              english: true,
              superTags: [{ id: 91, name: 'Hirdetés', slug: 'hirdetes', active: true }],
            }),
          )}
        />
      ),
      check: expectArticlePageLabelled,
    },
    {
      place: "the authors' other articles",
      element: () => <ArticlePage {...articleProps(articleView({ moreFromAuthors }))} />,
    },
  ],
  'components/podcast/EpisodePage.tsx': [
    {
      place: "the episode's article",
      element: () => (
        <EpisodePage
          shell={emptyShell}
          episode={testEpisode(5)}
          podcast={{
            slug: 'reggeli-kave',
            name: 'Reggeli kávé',
            description: 'Hétköznap reggelente.',
            href: '/podcastok/reggeli-kave',
          }}
          article={toEpisodeArticle(listItem(5, 'sponsored'))}
        />
      ),
    },
  ],
  'components/supplement/SupplementPage.tsx': [
    {
      place: "the supplement's articles",
      element: () => (
        <SupplementPage
          shell={emptyShell}
          renderedAt={RENDERED_AT}
          slug="eb-2024"
          title="Foci-Eb 2024"
          tabs={[{ href: '/melleklet/eb-2024', label: null, active: true }]}
          tabLabel={null}
          subTabs={[]}
          sidebar={null}
          view={{
            kind: 'articles',
            items: cards(1, 8),
            page: 1,
            totalPages: 1,
            basePath: '/melleklet/eb-2024',
            filters: [],
            searchTag: null,
          }}
        />
      ),
    },
  ],
  'components/supplement/SupplementShows.tsx': [
    {
      place: "an election supplement's videos (Műsorok)",
      element: () => (
        <SupplementShows
          episodes={[testEpisode(1)]}
          videos={cards(1, 8)}
          renderedAt={RENDERED_AT}
        />
      ),
    },
  ],
  'components/topics/TopicListPage.tsx': [
    {
      place: 'a tag page',
      element: () => (
        <TopicListPage
          {...listProps({ route: { ...listProps().route, basePath: '/cimke/rezsi' } })}
          topic={null}
        />
      ),
    },
  ],
  'components/search/SearchPage.tsx': [
    {
      place: 'search results',
      element: () => (
        <SearchPage
          shell={emptyShell}
          renderedAt={RENDERED_AT}
          term="fűtés"
          filtersParam=""
          items={cards(1, 8)}
          page={1}
          totalPages={1}
          totalItems={8}
        />
      ),
    },
  ],
};

/** The app render mode (SPEC section 4) shows the same components: the label stays. */
const APP_MODE_ROWS: Row[] = [
  { place: 'front page', app: true, element: () => <FrontPage {...frontProps(1)} /> },
  { place: 'list page', app: true, element: () => <ListPage {...listProps()} /> },
  {
    place: 'article page',
    app: true,
    element: () => <ArticlePage {...articleProps(articleView({ flags: [{ slug: 'pr' }] }))} />,
    check: expectArticlePageLabelled,
  },
];

/** The English section speaks English: the English label. */
const ENGLISH_ROWS: Row[] = [
  { place: 'list page', english: true, element: () => <ListPage {...listProps()} /> },
  { place: 'front teaser', english: true, element: () => <FrontPage {...frontProps(2)} /> },
];

function renderRow(row: Row) {
  let element = row.element();
  if (row.english) {
    element = (
      <LocaleContext.Provider value={localeValue('en', en)}>{element}</LocaleContext.Provider>
    );
  }
  if (row.app) {
    element = <RenderModeContext.Provider value="app">{element}</RenderModeContext.Provider>;
  }
  render(element);
  const label = row.english ? en['article.partner'] : hu['article.partner'];
  (row.check ?? expectSponsoredTeasersLabelled)(label);
}

const tableRows = Object.entries(TEASER_COMPONENTS).flatMap(([file, rows]) =>
  rows.map((row) => [file, row.place, row] as const),
);

describe('SPEC section 5 (issue 27 item 5): sponsored content is always labelled', () => {
  it('uses one label text, from the dictionaries', () => {
    expect(hu['article.partner']).toBe('Partnerünk ajánlata');
    expect(en['article.partner']).toBe('From our partner');
  });

  it.each(tableRows)('%s (%s) labels every sponsored teaser', (_file, _place, row) => {
    renderRow(row);
  });

  it.each(APP_MODE_ROWS.map((row) => [row.place, row] as const))(
    'in the app render mode: %s keeps the label',
    (_place, row) => {
      renderRow(row);
    },
  );

  it.each(ENGLISH_ROWS.map((row) => [row.place, row] as const))(
    'in the English section: %s shows the English label',
    (_place, row) => {
      renderRow(row);
    },
  );
});

// ---- the guard: no teaser component outside the table ----

const ROOT = join(import.meta.dirname, '..', '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/**
 * What makes a file a teaser renderer: it handles the teaser view types (lib/view teaserItem,
 * cardItem, the episode's article, the hikes, the authors' other articles) or partner links, links
 * an item's url, or uses the shared title link.
 */
const TEASER_MARKS = [
  /\b(TeaserItem|CardItem|EpisodeArticleView|moreFromAuthors|Hike)\b/,
  /\bctUrl\b/,
  /href=\{[\w.?]*\burl\}/,
  /<TeaserLink\b/,
];

/** Files that match a mark but render no article teaser; each says why. */
const NOT_TEASERS: Record<string, string> = {
  'components/common/TeaserLink.tsx':
    'the title link itself, rendered by the teasers beside the label',
  'components/list/CardImage.tsx': "a card's image only: no title, no link",
  'components/common/LiveTeaserList.tsx':
    "a live blog's posts under its teaser, which carries the blog's label above them",
  'components/article/ArticleHead.tsx':
    'metadata in <head> (the canonical link); the page is ArticlePage',
  'components/brand/AfterVideoBox.tsx':
    'links to a video site and social profiles, not to articles',
  'components/layout/Footer.tsx': 'menu entries and social pages, not articles',
  'components/layout/MenuList.tsx': 'menu entries, not articles',
};

const exportedComponents = (file: string) =>
  [...readFileSync(join(ROOT, file), 'utf8').matchAll(/export (?:default )?function (\w+)/g)].map(
    (match) => match[1]!,
  );

describe('SPEC section 5 (issue 27 item 5): every teaser component is in the label table', () => {
  const componentFiles = tsxFiles('components').map((file) => relative(ROOT, join(ROOT, file)));
  const pageFiles = tsxFiles('pages').map((file) => relative(ROOT, join(ROOT, file)));
  const source = (file: string) => readFileSync(join(ROOT, file), 'utf8');
  const marked = (file: string) => TEASER_MARKS.some((mark) => mark.test(source(file)));

  it('lists every component file that renders teaser view types or article links', () => {
    const missing = [...componentFiles, ...pageFiles].filter(
      (file) => marked(file) && !(file in TEASER_COMPONENTS) && !(file in NOT_TEASERS),
    );
    expect(missing, 'add these to TEASER_COMPONENTS with a sponsored sample').toEqual([]);
  });

  it('lists every component that renders a listed teaser component', () => {
    const names = Object.keys(TEASER_COMPONENTS)
      .filter((file) => file.startsWith('components/'))
      .flatMap(exportedComponents);
    const renders = new RegExp(`<(${names.join('|')})\\b`);
    const missing = componentFiles.filter(
      (file) => renders.test(source(file)) && !(file in TEASER_COMPONENTS),
    );
    expect(missing, 'add these to TEASER_COMPONENTS with a sponsored sample').toEqual([]);
  });

  it('has no stale entries', () => {
    const existing = new Set([...componentFiles, ...pageFiles]);
    expect(
      [...Object.keys(TEASER_COMPONENTS), ...Object.keys(NOT_TEASERS)].filter(
        (file) => !existing.has(file),
      ),
    ).toEqual([]);
  });
});
