// Issue 30: the route table is the registry of page kinds, and no `pages/` file may disagree with it.
// Every page file is read as a reader's URL reaches it: a sample path built from its file name names a
// kind in the route table; a kind rendered per request has getServerSideProps, any other the kind's own
// getStaticProps and, as its default export, the component of the view its loader picks (the same the
// app-mode dispatcher renders).
import fs from 'node:fs';
import path from 'node:path';
import type { GetStaticPropsResult } from 'next';
import { pageViewComponents } from '@/components/pageViews';
import { editions } from '@/editions/editions';
import type { EditionConfig } from '@/editions/editionSchema';
import { PAGE_LIFETIME_SECONDS } from '../cachePolicy';
import { installMetricsSink, type MetricsSink } from '../observability/serverBridge';
import type { RenderMode } from '../routing/renderMode';
import { matchRoute, routeTable, type PageKind } from '../routing/routes';
import { storePath } from '../store/storePath';
import {
  loadPage,
  requestOfParams,
  staticPropsOf,
  viewLoaders,
  serverLoaders,
  type PageServerSideProps,
  type PageStaticProps,
} from './pageKinds';
import { pinTestClock } from '@/tests/clock/testClock';

// The demo store's world and the dates it renders are those of the tests' clock.
pinTestClock();

const switched = vi.hoisted(() => {
  delete process.env.CONTENT_API_URL;
  delete process.env.NEXT_PUBLIC_EDITION;
  /** The edition switches loadPage reads (currentFeatures), when a test sets them. */
  return { features: null as EditionConfig['features'] | null };
});

vi.mock('../routing/routeRules', async (importOriginal) => {
  const real = await importOriginal<typeof import('../routing/routeRules')>();
  return { ...real, currentFeatures: () => switched.features ?? real.currentFeatures() };
});

const PAGES = path.join(process.cwd(), 'pages');
/** Next's own files and the pages that are no page kind (the dispatcher, redirects of odd paths). */
const NOT_KINDS = new Set([
  '_app.tsx',
  '_document.tsx',
  '_error.tsx',
  '404.tsx',
  '500.tsx',
  'app-mode/[[...path]].tsx',
  // A single segment: a redirect to the section a menu names, or a 404 (SPEC section 2).
  '[section]/index.tsx',
  // A date path without a slug: the archive's day, or a 404.
  '[section]/[year]/[month]/[day]/index.tsx',
]);

/** Sample values of the params page files name: together they form a path a reader could open. */
const SAMPLES: Record<string, string> = {
  section: 'belfold',
  year: '2026',
  month: '11',
  day: '20',
  slug: 'siker',
  path: 'belfold',
  tab: 'adat',
  oldal: '2',
  podcast: 'kotetlenul',
  episode: 'adas',
  currency: 'eur',
  range: 'het',
  lepes: 'feliratkozas',
};

function pageFiles(dir = PAGES): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)
      ? [path.relative(PAGES, full)]
      : [];
  });
}

/** The file's sample path and its params as Next passes them (a catch-all as an array). */
function sampleOf(file: string) {
  const params: Record<string, string | string[]> = {};
  const segments = file
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => segment !== 'index')
    .flatMap((segment) => {
      const param = /^(\[{1,2})(\.\.\.)?(\w+)\]{1,2}$/.exec(segment);
      if (!param) return [segment];
      const [, brackets, catchAll, name] = param;
      // An optional catch-all's first sample is the list's own path.
      if (brackets === '[[') return [];
      const value = SAMPLES[name!];
      if (value === undefined) throw new Error(`no sample value for [${name}] in ${file}`);
      params[name!] = catchAll ? [value] : value;
      return [value];
    });
  return { path: `/${segments.join('/')}`, params };
}

const files = pageFiles().filter((file) => !NOT_KINDS.has(file));

describe('the route table and the pages/ files (issue 30)', () => {
  it.each(files)('pages/%s serves its kind with its loader and view', async (file) => {
    const { path: samplePath, params } = sampleOf(file);
    const page = (await import(`@/pages/${file.replace(/\.tsx?$/, '')}`)) as {
      default: unknown;
      getStaticProps?: PageStaticProps;
      getServerSideProps?: PageServerSideProps;
    };
    // The proxy serves a later page's ?oldal=N from /oldal/N: the route sees the path before it.
    const match = matchRoute(samplePath.replace(/\/oldal\/\d+$/, ''));
    expect(match, `${samplePath} names no page kind`).not.toBeNull();
    const route = match!.route;
    if (route.render === 'request') {
      expect(page.getServerSideProps?.pageKind, `${route.kind} renders per request`).toBe(
        route.kind,
      );
      expect(page.getStaticProps).toBeUndefined();
      return;
    }
    expect(page.getServerSideProps).toBeUndefined();
    expect(page.getStaticProps?.pageKind).toBe(route.kind);
    const request = requestOfParams(params);
    expect(request).not.toBeNull();
    const { view } = viewLoaders[route.kind]!({ ...request!, mode: 'web', draftMode: false });
    expect(page.default, `the ${view} view's component`).toBe(pageViewComponents[view]);
  });

  it('has a page file for every kind, and a loader of the right sort for each', () => {
    const served = new Set(
      files.map((file) => matchRoute(sampleOf(file).path.replace(/\/oldal\/\d+$/, ''))?.route.kind),
    );
    const kinds = routeTable.map((route) => route.kind);
    expect(kinds.filter((kind) => !served.has(kind))).toEqual([]);
    const isr = routeTable.filter((route) => route.render !== 'request').map((route) => route.kind);
    expect(Object.keys(viewLoaders).sort()).toEqual([...isr].sort());
    const perRequest = routeTable.filter((route) => route.render === 'request');
    expect(Object.keys(serverLoaders).sort()).toEqual(perRequest.map((route) => route.kind).sort());
  });

  it('gives the app every kind the app opens a view (app-mode dispatcher)', () => {
    const inApp = routeTable.filter((route) => route.app);
    expect(inApp.filter((route) => route.render === 'request').map((route) => route.kind)).toEqual(
      [] as PageKind[],
    );
  });
});

describe('requestOfParams: a page file’s params, the list page parsed once (SPEC §5 oldal)', () => {
  it.each([
    [{ path: ['belfold'] }, { path: 'belfold' }, 1],
    [{ path: ['belfold', 'oldal', '3'] }, { path: 'belfold' }, 3],
    [{ path: ['szepkilatas', 'konnyu', 'oldal', '2'] }, { path: 'szepkilatas/konnyu' }, 2],
    [{ path: ['oldal', '2'] }, { path: undefined }, 2],
    [{ tab: 'adat', oldal: '4' }, { tab: 'adat' }, 4],
    [{ section: 'belfold', slug: 'cikk' }, { section: 'belfold', slug: 'cikk' }, 1],
  ])('%j -> %j, page %i', (params, named, page) => {
    expect(requestOfParams(params)).toEqual({ params: named, page });
  });

  it.each([[{ oldal: '1' }], [{ oldal: '0' }], [{ oldal: 'abc' }]])(
    '%j is a 404: the first page has no suffix',
    (params) => {
      expect(requestOfParams(params)).toBeNull();
    },
  );

  it('adds what the file itself stands for', () => {
    expect(requestOfParams({}, { list: 'legfontosabb' })).toEqual({
      params: { list: 'legfontosabb' },
      page: 1,
    });
  });
});

describe.skipIf(!fs.existsSync(storePath()))('loadPage over the local store', () => {
  const empty = routeTable.find((route) => route.kind === 'empty')!;
  const request = { params: {}, page: 1, mode: 'app', draftMode: false } as const;

  afterEach(() => installMetricsSink(undefined as unknown as MetricsSink));

  it('records how long the props took, by kind and mode (the ISR render time operators watch)', async () => {
    const observed: unknown[] = [];
    installMetricsSink({
      count: () => {},
      set: () => {},
      observe: (name, seconds, labels) => observed.push({ name, seconds, labels }),
    });
    await loadPage(empty, request);
    // The store's own query times are recorded too; the page's is one observation.
    expect(
      observed.filter((entry) => (entry as { name: string }).name.startsWith('hirvonal_page_')),
    ).toEqual([
      {
        name: 'hirvonal_page_props_duration_seconds',
        seconds: expect.any(Number),
        labels: { page_kind: 'empty', mode: 'app' },
      },
    ]);
  });

  it('answers with the kind’s ISR lifetime and the app render mode', async () => {
    const { view, result } = await loadPage(empty, request);
    expect(view).toBe('empty');
    expect(result).toMatchObject({
      revalidate: PAGE_LIFETIME_SECONDS.fixed,
      props: { shell: { renderMode: 'app' } },
    });
  });
});

type Answer = GetStaticPropsResult<{ shell: { renderMode: RenderMode } }>;

/** What loadPage answers for a reader's path (as the route table and the dispatcher read it). */
async function answerOf(path: string, mode: RenderMode = 'web', draftMode = false) {
  const match = matchRoute(path);
  if (!match) throw new Error(`${path} names no page kind`);
  const { result } = await loadPage(match.route, { params: match.named, page: 1, mode, draftMode });
  return result as Answer;
}

/** A `pages/` file's getStaticProps as Next calls it. */
const staticAnswer = (kind: PageKind, params?: Record<string, string>, draftMode = false) =>
  staticPropsOf(kind)({ params, draftMode }) as Promise<Answer>;

// SPEC section 5: "Regional edition: academy, youth, tax and subscription pages give 404". The page
// kinds ISR keeps answer that 404 with their own lifetime (lib/cachePolicy.ts), like any other answer.
describe('the edition switch of loadPage and staticPropsOf (SPEC section 5)', () => {
  afterEach(() => {
    switched.features = null;
  });

  it.each<[PageKind, string]>([
    ['academy', '/telexakademia'],
    ['youth', '/te'],
    ['tax', '/egyszazalek'],
  ])('%s (%s) is a 404 on the regional edition, kept as long as a document', async (kind, path) => {
    switched.features = editions.regional.features;
    const notFound = { notFound: true, revalidate: PAGE_LIFETIME_SECONDS.doc };
    expect(await staticAnswer(kind)).toEqual(notFound);
    expect(await answerOf(path, 'app')).toEqual(notFound);
  });

  it.skipIf(!fs.existsSync(storePath())).each<[PageKind, string]>([
    ['academy', '/telexakademia'],
    ['youth', '/te'],
    ['tax', '/egyszazalek'],
  ])('%s (%s) shows on the main edition', async (kind, path) => {
    switched.features = editions.main.features;
    const answer = await staticAnswer(kind);
    expect(answer).toMatchObject({ revalidate: PAGE_LIFETIME_SECONDS.doc });
    expect('props' in answer && answer.props.shell.renderMode).toBe('web');
    expect(await answerOf(path)).toHaveProperty('props');
  });
});

describe.skipIf(!fs.existsSync(storePath()))('loadPage and staticPropsOf over the store', () => {
  it.each([
    ['/', PAGE_LIFETIME_SECONDS.front],
    ['/legfrissebb', PAGE_LIFETIME_SECONDS.list],
    ['/rovat/belfold', PAGE_LIFETIME_SECONDS.list],
    ['/impresszum', PAGE_LIFETIME_SECONDS.doc],
    ['/gazdasag/2026/11/10/inflacio-oktober-ksh', PAGE_LIFETIME_SECONDS.article],
  ])(
    '%s: the shell in the render mode asked for (SPEC section 4), kept %i s',
    async (path, lifetime) => {
      for (const mode of ['web', 'app'] as const) {
        const answer = await answerOf(path, mode);
        expect(answer).toMatchObject({ revalidate: lifetime });
        expect('props' in answer && answer.props.shell.renderMode).toBe(mode);
      }
    },
  );

  it('a 404 and a redirect are kept for the kind’s lifetime too', async () => {
    expect(await answerOf('/rovat/nincs-ilyen-rovat', 'app')).toEqual({
      notFound: true,
      revalidate: PAGE_LIFETIME_SECONDS.list,
    });
    expect(await answerOf('/kulfold/2026/11/10/inflacio-oktober-ksh')).toEqual({
      redirect: { destination: '/gazdasag/2026/11/10/inflacio-oktober-ksh', permanent: true },
      revalidate: PAGE_LIFETIME_SECONDS.article,
    });
    // /english/oldal/1: the first page has no suffix (SPEC section 5: oldal 1 is the first page).
    expect(await staticAnswer('english', { oldal: '1' })).toEqual({
      notFound: true,
      revalidate: PAGE_LIFETIME_SECONDS.list,
    });
  });

  it('keeps a loader’s own lifetime: a supplement’s live football tab', async () => {
    expect(await answerOf('/melleklet/eb-2024/merkozesek')).toMatchObject({
      revalidate: PAGE_LIFETIME_SECONDS.supplementLive,
    });
    expect(await answerOf('/melleklet/eb-2024')).toMatchObject({
      revalidate: PAGE_LIFETIME_SECONDS.supplement,
    });
    expect(PAGE_LIFETIME_SECONDS.supplementLive).not.toBe(PAGE_LIFETIME_SECONDS.supplement);
  });

  it('passes an editor’s preview (draft mode) to the loader: an inactive article shows', async () => {
    const params = {
      section: 'belfold',
      year: '2026',
      month: '11',
      day: '20',
      slug: 'haziorvosi-ugyelet-atalakitas',
    };
    expect(await staticAnswer('single_article', params)).toEqual({
      notFound: true,
      revalidate: PAGE_LIFETIME_SECONDS.article,
    });
    expect(await staticAnswer('single_article', params, true)).toHaveProperty('props');
  });
});
