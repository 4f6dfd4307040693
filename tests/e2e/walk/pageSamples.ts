// One page of every page kind (and of the states a reader meets on them) for the layout and snapshot
// suites of issue 27, for the edition under test. Fixed paths where the demo data fixes them; articles
// found through the public API by type (their dated paths move with the demo's date shift).
import { E2E_REPLAYED_ELECTION } from '../../../playwright.config';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { EditionConfig } from '@/editions/editionSchema';
import { e2eEmail, loginViaApi, type Purpose } from '../accounts';
import { NEWSLETTER_SIGNUP_DOC } from '@/lib/newsletter/newsletterPaths';
import { paths } from '@/lib/routing/paths';
import { PHOTOS_PREFIX } from '@/lib/content/services/demoImage';
import { openSettled, type OpenOptions, type OpenPage } from './openSettled';
import {
  answerQuiz,
  openUserMenu,
  openVideo,
  receiveLivePost,
  signInWhileMailIsLate,
  signUpWhileMailIsLate,
  videoInPip,
  withFakeVideoSite,
} from './readerStates';

export interface PageSample {
  /** A stable name (the snapshot's file name). */
  name: string;
  path: string;
  /** The status the page answers (the error pages). */
  status?: number;
  /** What changes from run to run on this page (live scores, drawn versions): masked in snapshots. */
  volatile?: string[];
  /** The e2e account the reader is signed in with (tests/e2e/accounts.ts). */
  account?: Purpose;
  /** False: a reader without JavaScript (the page's forms post, and the server's answer is shown). */
  javaScript?: false;
  /** Before the page loads (a third party's test double, the page's clock). */
  prepare?: (page: Page) => Promise<void>;
  /** The reader's steps once the page settled: the state the suites look at (readerStates.ts). */
  act?: (page: Page) => Promise<void>;
  /** The steps write to the store (a live post): the snapshot suite takes this state last. */
  writes?: boolean;
}

/** The election supplements' tabs and data pages (issue 31): [supplement, tab path or null]. */
const ELECTION_TABS: ReadonlyArray<readonly [string, string | null]> = [
  ['valasztas-2022', 'reszvetel'],
  ['valasztas-2022', 'valasztokeruletek'],
  ['valasztas-2022', 'orszagos-listak'],
  ['valasztas-2022', 'orszagos-listak/nemzetisegek'],
  ['valasztas-2022', 'tippjatek'],
  ['valasztas-2022', 'adatok/csongrad-csanad/01'],
  ['valasztas-2024', null],
  ['valasztas-2024', 'kisokos'],
  ['valasztas-2024', 'adatok'],
  ['valasztas-2024', 'musorok'],
  ['valasztas-2024', 'adatok/budapest'],
  ['ep-2024', 'kisokos'],
  ['ep-2024', 'adatok'],
  ['ep-2024', 'partlistak'],
  ['ep-2024', 'ep-frakciok'],
  ['ep-2024', 'mandatumok'],
  ['ep-2024', 'adatok/pest'],
  ['usa-2024', 'adatok'],
  ['usa-2024', 'elemzesek'],
  ['usa-2024', 'musorok'],
  ['usa-2024', 'adatok/texas'],
];

/** What a replayed count moves: its state and the election box (and the tables of its figures). */
const REPLAYED_ELECTION_VOLATILE = ['[data-count-status]', '[data-election-box]'];

/** The demo article of each edition with a YouTube video, and one with a reader's poll. */
const DEMO_SLUGS = {
  main: {
    video: 'uj-villamosok-nagykorut-probajarat',
    quiz: 'helyi-kozlekedes-allami-tamogatas-jegyarak',
  },
  regional: {
    video: 'bukaresti-metro-repuloter-vonal-proba',
    quiz: 'kolozsvari-metro-alagutfuras-megkezdodott',
  },
} as const;

/** An article as the public list API gives it (GET /api/articles). */
export interface ListedArticle {
  slug: string;
  type: string;
  url: string;
  english: boolean;
  pr: boolean;
  ctUrl: string | null;
  mainSuperTag: { slug: string };
  tags: Array<{ slug: string }>;
  articleAuthors: Array<{ slug: string }>;
  imageSrc: string | null;
}

async function urlOf(request: APIRequestContext, slug: string): Promise<string> {
  const answer = await request.get(`/api/articles/${slug}`);
  expect(answer.status(), slug).toBe(200);
  return ((await answer.json()) as { url: string }).url;
}

/** Every article of the edition, newest first (the public list API, up to 300). */
export async function listedArticles(request: APIRequestContext): Promise<ListedArticle[]> {
  const items: ListedArticle[] = [];
  for (let page = 1; page <= 3; page++) {
    const answer = await request.get(`/api/articles?perPage=100&page=${page}`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { items: ListedArticle[]; totalPages: number };
    items.push(...body.items);
    if (page >= body.totalPages) break;
  }
  return items;
}

function pick(items: ListedArticle[], test: (item: ListedArticle) => boolean, what: string) {
  const found = items.find(test);
  expect(found, `the demo has ${what}`).toBeTruthy();
  return found!;
}

export async function pageSamples(
  request: APIRequestContext,
  edition: EditionConfig,
): Promise<PageSample[]> {
  const articles = await listedArticles(request);
  const own = (item: ListedArticle) => !item.english && !item.ctUrl;
  // The newest article with a photograph (the image service's /uploads/photos/): its page, section,
  // tag and author list show photos as readers meet them (an edition without one would show its
  // newest article).
  const ordinary = (item: ListedArticle) =>
    own(item) && item.type === 'article' && !item.pr && item.tags.length > 0;
  const article =
    articles.find((item) => ordinary(item) && Boolean(item.imageSrc?.startsWith(PHOTOS_PREFIX))) ??
    pick(articles, ordinary, 'an article');
  const longform = articles.find((item) => own(item) && item.type === 'longform');
  const liveblog = articles.find((item) => own(item) && item.type === 'liveblog');
  const english = pick(articles, (item) => item.english && item.type === 'article', 'English');
  const partner = articles.find((item) => item.pr && !item.ctUrl);
  const main = edition.slug === 'main';
  const demo = DEMO_SLUGS[edition.slug];
  const videoUrl = await urlOf(request, demo.video);
  const section = main ? 'belfold' : 'erdely';

  const samples: PageSample[] = [
    // The recommender column rotates its lists at every regeneration (SPEC section 9 version 1-20).
    { name: 'front', path: '/', volatile: ['aside'] },
    { name: 'newest', path: '/legfrissebb' },
    { name: 'newest-page-2', path: '/legfrissebb?oldal=2' },
    { name: 'important', path: '/legfontosabb' },
    { name: 'section', path: `/rovat/${section}` },
    { name: 'tag', path: `/cimke/${article.tags[0]!.slug}` },
    { name: 'author', path: `/szerzo/${article.articleAuthors[0]!.slug}` },
    { name: 'english-list', path: '/english' },
    { name: 'article', path: article.url },
    { name: 'english-article', path: english.url },
    { name: 'search', path: '/archivum?term=a' },
    { name: 'document', path: '/dokumentum/adatvedelem' },
    { name: 'impresszum', path: main ? '/impresszum' : '/dokumentum/impresszum' },
    { name: 'exchange', path: '/arfolyam' },
    { name: 'podcasts', path: '/podcastok' },
    // The e2e sites replay a match and a race live (playwright.config.ts): their figures move.
    { name: 'football', path: '/sport/foci', volatile: ['[data-fixture]'] },
    { name: 'formula1', path: '/sport/forma-1', volatile: ['table'] },
    { name: 'supplement', path: '/melleklet/eb-2024' },
    { name: 'supplement-standings', path: '/melleklet/eb-2024/csoportok' },
    { name: 'supplement-medals', path: '/melleklet/parizs-2024/eremtablazat' },
    // Every tab of the election supplements (issue 31) and a data page of each. The e2e sites replay
    // the EP election's count (playwright.config.ts): its figures and the count's state move.
    ...ELECTION_TABS.map(([slug, tab]) => ({
      name: `election-${slug}${tab ? `-${tab.replaceAll('/', '-')}` : ''}`,
      path: `/melleklet/${slug}${tab ? `/${tab}` : ''}`,
      ...(slug === E2E_REPLAYED_ELECTION
        ? {
            volatile: [
              ...REPLAYED_ELECTION_VOLATILE,
              ...(tab === 'ep-frakciok' || tab === 'partlistak' ? [] : ['main table']),
            ],
          }
        : {}),
    })),
    // The tippjáték (issue 31): its games, a scored game with its leaderboard, an open game's form.
    { name: 'prediction-index', path: '/melleklet/tippjatek' },
    { name: 'prediction-scored', path: '/melleklet/tippjatek/valasztas-2022' },
    { name: 'prediction-open', path: '/melleklet/tippjatek/usa-2028' },
    // The login page says why social sign-in did not start (issue 27: it was a raw JSON error).
    { name: 'login-social-failed', path: '/login?hiba=google' },
    { name: 'not-found', path: '/nincs-ilyen-oldal-sehol', status: 404 },
    { name: 'server-error', path: '/500', status: 500 },
    // The states a reader meets (readerStates.ts).
    { name: 'video-open', path: videoUrl, prepare: withFakeVideoSite, act: openVideo },
    { name: 'video-pip', path: videoUrl, prepare: withFakeVideoSite, act: videoInPip },
    {
      name: 'quiz-answered',
      path: await urlOf(request, demo.quiz),
      act: answerQuiz,
      // Every run votes once more.
      volatile: ['.quiz-result', '.quiz-total'],
    },
    {
      name: 'signed-in',
      path: '/',
      account: 'lookReader',
      act: openUserMenu,
      volatile: ['aside'],
    },
    // An editor in preview mode: the banner above the page (SPEC section 4).
    {
      name: 'preview',
      path: `/api/preview?path=${encodeURIComponent(article.url)}`,
      account: 'lookEditor',
    },
    // Issue 29: the mail server cannot take a mail now; the reader is told it is kept and will come.
    // Without JavaScript: the sign-up page the form's post leads to. (With it, the form's own notice
    // names the address, a new one every run: a repeat within a minute sends no mail.)
    {
      name: 'newsletter-mail-late',
      path: paths.doc(NEWSLETTER_SIGNUP_DOC),
      javaScript: false,
      act: signUpWhileMailIsLate,
    },
    { name: 'app-front', path: '/?isMobileApp=1', volatile: ['aside'] },
    { name: 'app-article', path: `${article.url}?isMobileApp=1` },
  ];
  if (longform) samples.push({ name: 'longform', path: longform.url });
  if (liveblog) {
    samples.push(
      { name: 'liveblog', path: liveblog.url },
      {
        name: 'liveblog-new-post',
        path: liveblog.url,
        prepare: (page) => page.clock.install(),
        act: receiveLivePost(liveblog.slug),
        writes: true,
      },
    );
  }
  if (partner) samples.push({ name: 'partner-article', path: partner.url });
  if (main) {
    samples.push(
      { name: 'after', path: '/after' },
      { name: 'g7', path: '/g7' },
      { name: 'g7-tab', path: '/g7/adat' },
      { name: 'hikes', path: '/rovat/szepkilatas' },
      { name: 'support', path: '/tamogatas' },
      // Issue 29: a reader's login code the mail server cannot take now (readers sign in here; the
      // regional edition has no support pages, so no reader login).
      {
        name: 'login-code-mail-late',
        path: paths.support('belepes'),
        act: signInWhileMailIsLate(e2eEmail(edition.slug, 'lookMailLate')),
      },
      { name: 'academy', path: '/telexakademia' },
      { name: 'tax', path: '/egyszazalek' },
    );
  }
  const only = process.env.LOOK_ONLY?.split(',');
  return only ? samples.filter((s) => only.includes(s.name)) : samples;
}

/** Opens a sample as its reader: signed in if it says so, its state reached. */
export async function openSample(
  browser: Browser,
  baseURL: string,
  edition: EditionConfig,
  sample: PageSample,
  options: Omit<OpenOptions, 'beforeLoad'>,
): Promise<OpenPage> {
  const opened = await openSettled(browser, `${baseURL}${sample.path}`, {
    ...options,
    javaScript: sample.javaScript ?? true,
    beforeLoad: async (page) => {
      if (sample.account) {
        await loginViaApi(page.context().request, e2eEmail(edition.slug, sample.account));
      }
      await sample.prepare?.(page);
    },
  });
  await sample.act?.(opened.page);
  return opened;
}
