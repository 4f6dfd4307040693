// The list pages' loader (SPEC section 2 "List pages", section 5) over the local store (var/content.db,
// written by `npm run content`; skipped without it), main edition: a 404 for an empty section and a
// page past the end, the page a reader asked for, the sponsored line chosen for the list, the partner
// article on the first page of /legfrissebb only, and the app's ads.
import fs from 'node:fs';
import { storePath } from '../store/storePath';
import { matchRoute } from '../routing/routes';
import type { RenderMode } from '../routing/renderMode';
import type { ListPageProps } from '../view/listPage';
import { loadAfterCover } from './brandCoverProps';
import { loadListPage } from './listPageProps';
import { pinTestClock } from '@/tests/clock/testClock';

// The demo store's world and the dates it renders are those of the tests' clock.
pinTestClock();

vi.hoisted(() => {
  delete process.env.CONTENT_API_URL;
  delete process.env.NEXT_PUBLIC_EDITION;
});

/** What the loader answers for a reader's path (as the route table matches it) and list page. */
async function open(path: string, page = 1, mode: RenderMode = 'web') {
  const match = matchRoute(path);
  if (!match?.route.list) throw new Error(`${path} is no list route`);
  return loadListPage(match.route.list)({ params: match.named, page, mode, draftMode: false });
}

async function propsOf(path: string, page = 1, mode: RenderMode = 'web'): Promise<ListPageProps> {
  const result = await open(path, page, mode);
  if (!('props' in result)) throw new Error(`${path} page ${page}: ${JSON.stringify(result)}`);
  return result.props;
}

describe.skipIf(!fs.existsSync(storePath()))('loadListPage over the store', () => {
  describe('404s (SPEC section 5: a section list with zero items gives 404)', () => {
    it.each([
      ['a section of the other edition only (Románia): no article here', '/rovat/romania'],
      ['a section the store does not know', '/rovat/nincs-ilyen-rovat'],
      ['a tag the store does not know', '/cimke/nincs-ilyen-cimke'],
      ['an author the store does not know', '/szerzo/nincs-ilyen-szerzo'],
      ['a list path that names no list (unknown g7 tab)', '/g7/nincs'],
    ])('%s: %s', async (_name, path) => {
      expect(await open(path)).toEqual({ notFound: true });
    });

    it('the last page of a section shows, the page after it is a 404', async () => {
      const first = await propsOf('/rovat/belfold');
      expect(first.totalPages).toBeGreaterThan(1);
      const last = await propsOf('/rovat/belfold', first.totalPages);
      expect(last.items.length).toBeGreaterThan(0);
      expect(await open('/rovat/belfold', first.totalPages + 1)).toEqual({ notFound: true });
    });
  });

  it('shows the page asked for (SPEC section 2: pagination by oldal)', async () => {
    const first = await propsOf('/legfrissebb');
    const second = await propsOf('/legfrissebb', 2);
    expect([first.route.page, second.route.page]).toEqual([1, 2]);
    expect(second.route.basePath).toBe('/legfrissebb');
    expect(second.items).toHaveLength(first.items.length);
    const firstUrls = new Set(first.items.map((item) => item.url));
    expect(second.items.filter((item) => firstUrls.has(item.url))).toEqual([]);
    // Newest first across pages: page 2 continues where page 1 ended.
    expect(second.items[0]!.pubDate).toBeLessThanOrEqual(first.items.at(-1)!.pubDate);
  });

  it.each([
    ['/legfrissebb', 'hu', 'Friss hírek'],
    ['/english', 'en', 'English'],
    ['/rovat/belfold', 'hu', 'Belföld'],
  ])(
    '%s: the shell in %s, titled %s (SPEC section 2: titles per route)',
    async (path, locale, title) => {
      const props = await propsOf(path);
      expect(props.shell.locale).toBe(locale);
      expect(props.route.title).toBe(title);
    },
  );

  describe('the sponsored line (SPEC section 5 "Sponsored line choice", data/sponsoredLines.json)', () => {
    const TELCO = {
      description: 'A Friss hírek oldalt a Példa Mobil támogatja',
      ctLink: 'https://example.com/partner/friss-hirek',
      cssClass: 'sponsored-line sponsored-line--telco',
    };
    const SPORT = {
      description: 'A sportrovat támogatója a Példa Sportruházat',
      ctLink: 'https://example.com/partner/sportruhazat',
      cssClass: 'sponsored-line sponsored-line--sport',
    };
    const AFTER = {
      description: 'Az After ajánlóit a Példa Streaming támogatja',
      ctLink: 'https://example.com/partner/streaming',
      cssClass: 'sponsored-line sponsored-line--after',
    };
    const BANK = {
      description: 'Az őszi megtakarítási cikkeinket a Példa Bank támogatta',
      ctLink: 'https://example.com/partner/oszi-megtakaritas',
      cssClass: 'sponsored-line sponsored-line--bank',
    };
    /** 20 November 2026: the telco, sport and after lines run; the bank's ended on 31 October. */
    const NOVEMBER = Date.UTC(2026, 10, 20, 12);
    /** 10 October 2026: the bank's and the after lines run; the telco and sport ones not yet. */
    const OCTOBER = Date.UTC(2026, 9, 10, 12);

    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
    afterEach(() => vi.useRealTimers());

    it.each([
      ['/legfrissebb (the newest flag)', '/legfrissebb', 1, NOVEMBER, TELCO],
      ['/legfrissebb, a later page', '/legfrissebb', 2, NOVEMBER, TELCO],
      ['/legfrissebb before the line starts', '/legfrissebb', 1, OCTOBER, null],
      ['/rovat/sport (listPage, super tag sport)', '/rovat/sport', 1, NOVEMBER, SPORT],
      ['/rovat/belfold: no line names it', '/rovat/belfold', 1, NOVEMBER, null],
      ['/cimke/budapest: no line names tags', '/cimke/budapest', 1, NOVEMBER, null],
      ['/after (after super tag), a later page', '/after', 2, NOVEMBER, AFTER],
      ['/rovat/gazdasag while the bank line runs', '/rovat/gazdasag', 1, OCTOBER, BANK],
      ['/rovat/gazdasag after it ended', '/rovat/gazdasag', 1, NOVEMBER, null],
      ['/g7/friss (g7 is its section) while the bank line runs', '/g7/friss', 1, OCTOBER, BANK],
    ])('%s', async (_name, path, page, now, expected) => {
      vi.setSystemTime(now);
      expect((await propsOf(path, page)).sponsoredLine).toEqual(expected);
    });

    // /after's first page is the after cover (SPEC section 2), and it shows the after line too.
    it.each([
      ['while the after line runs', NOVEMBER, AFTER],
      ['before it starts', OCTOBER, null],
    ])('/after, the first page (the cover) %s', async (_name, now, expected) => {
      vi.setSystemTime(now);
      const cover = await loadAfterCover({ params: {}, page: 1, mode: 'web', draftMode: false });
      if (!('props' in cover)) throw new Error(JSON.stringify(cover));
      expect(cover.props.sponsoredLine).toEqual(expected);
    });
  });

  describe('the partner article (SPEC section 2 "List pages"; after the 4th item)', () => {
    it('on /legfrissebb page 1: the newest pr-flagged article, labelled as paid content', async () => {
      const { partner } = await propsOf('/legfrissebb');
      expect(partner).toMatchObject({
        url: '/pr-cikk/2026/11/17/nyelvtanulas-napi-tiz-perc-partner',
        partner: 'pr',
      });
    });

    it.each([
      ['/legfrissebb', 2],
      ['/rovat/belfold', 1],
      ['/english', 1],
      ['/legfontosabb', 1],
    ])('none on %s page %i', async (path, page) => {
      expect((await propsOf(path, page)).partner).toBeNull();
    });
  });

  describe('ads (SPEC section 9: the app takes mobile units only)', () => {
    it('the web list has the leaderboard and the mobile slot; the app only the mobile unit', async () => {
      const web = await propsOf('/rovat/belfold', 1, 'web');
      const app = await propsOf('/rovat/belfold', 1, 'app');
      expect(Object.keys(web.ads.slots).sort()).toEqual(['list-mobile', 'list-top']);
      expect(web.ads.slots['list-top']?.desktop?.name).toMatch(/_lista_leaderboard$/);
      expect(Object.keys(app.ads.slots)).toEqual(['list-mobile']);
      expect(app.ads.slots['list-mobile']).toMatchObject({
        desktop: null,
        mobile: { name: expect.stringMatching(/_lista_mobil$/) },
      });
      // The list itself is the same in both modes.
      expect(app.items.map((item) => item.url)).toEqual(web.items.map((item) => item.url));
    });
  });
});
