// The demo world moves together (scripts/content/worldShift.ts, datedSources.ts): every dated source
// under data/ is listed with what happens to its dates, and a store imported three weeks on shows
// every shifted date three weeks on, today's rates and the supporters' counter on the newest article's
// day, and no podcast episode before the article it links.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { CANONICAL_TIME_ZONE } from '@/lib/constants';
import type { ExchangeSource } from '@/lib/schemas/commonDataSource';
import type { MinutesSource } from '@/lib/schemas/misc';
import type { PodcastEpisodeSource } from '@/lib/schemas/podcast';
import type { SponsoredLineSource } from '@/lib/schemas/sponsoredLine';
import Database from 'better-sqlite3';
import { TEST_NOW } from '@/tests/clock/movedClock.mts';
import { DATED_SOURCES, datedSourceOf } from './datedSources';
import { isHistorical, shiftDate, shiftInstant } from './worldShift';

const DATA = 'data';
/** A calendar day or a date-time written in a file, and unix seconds of this century in JSON. */
const WRITTEN_DATE = /\b20\d\d-[01]\d-[0-3]\d\b/;
const UNIX_SECONDS = /:\s*1[5-9]\d{8}\b/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('every dated source under data/ is listed (scripts/content/datedSources.ts)', () => {
  const dated = filesUnder(DATA).filter((file) => {
    if (!/\.(json|md)$/.test(file) || file.endsWith('README.md') || file.endsWith('SOURCES.md'))
      return false;
    const text = fs.readFileSync(file, 'utf8');
    return WRITTEN_DATE.test(text) || (file.endsWith('.json') && UNIX_SECONDS.test(text));
  });

  it('finds the dated files it should (the check can fail)', () => {
    expect(dated).toEqual(expect.arrayContaining(['data/exchange.json', 'data/minutes.json']));
  });

  it.each(dated)('%s: its dates are shifted or kept on purpose', (file) => {
    expect(datedSourceOf(file), `${file} has dates; list it in DATED_SOURCES`).toBeDefined();
  });

  it.each(DATED_SOURCES.map((source) => source.path))('%s exists', (listed) => {
    expect(fs.existsSync(listed)).toBe(true);
  });
});

describe('a store written three weeks on: the whole world moved together', () => {
  const WEEKS = 3;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'world-'));
  let documents: Record<string, unknown>;
  let articles: Map<string, { pubDate: number }>;
  const written = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));

  beforeAll(async () => {
    const { ensureContentlayer } = await import('./readDemo');
    ensureContentlayer();
    const { importContent } = await import('./importContent');
    const target = path.join(dir, 'content.db');
    const now = shiftInstant(Date.parse(TEST_NOW), WEEKS);
    const { shiftWeeks } = await importContent({ images: false, databaseUrl: '', target, now });
    expect(shiftWeeks).toBe(WEEKS);
    const db = new Database(target, { readonly: true });
    const blobs = db
      .prepare(`SELECT kind, key, json FROM blobs WHERE edition = '*'`)
      .all() as Array<{
      kind: string;
      key: string;
      json: string;
    }>;
    documents = Object.fromEntries(
      blobs.map((row) => [row.key ? `${row.kind}/${row.key}` : row.kind, JSON.parse(row.json)]),
    );
    const rows = db.prepare(`SELECT slug, pub_date FROM articles`).all() as Array<{
      slug: string;
      pub_date: number;
    }>;
    articles = new Map(rows.map((row) => [row.slug, { pubDate: row.pub_date }]));
    db.close();
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const newestDay = () =>
    format(
      new TZDate(
        Math.max(...[...articles.values()].map((a) => a.pubDate)) * 1000,
        CANONICAL_TIME_ZONE,
      ),
      'yyyy-MM-dd',
    );

  it("today's rates are of the newest article's day, in both editions' currencies", () => {
    const exchange = documents.exchange as ExchangeSource;
    for (const rate of [...exchange.HUF, ...exchange.RON]) expect(rate.date).toBe(newestDay());
    const history = Object.values(exchange.history).flatMap((byCurrency) =>
      Object.values(byCurrency),
    );
    for (const points of history) expect(points.at(-1)!.date).toBe(newestDay());
  });

  it('every rate of the history moved by the shift, none lost', () => {
    const before = written('exchange.json') as ExchangeSource;
    const after = documents.exchange as ExchangeSource;
    expect(after.history.HUF!.EUR!.map((point) => point.date)).toEqual(
      before.history.HUF!.EUR!.map((point) => shiftDate(point.date, WEEKS)),
    );
  });

  it("the supporters' counter's newest day is the newest article's; its start is SPEC's", () => {
    const minutes = documents.minutes as MinutesSource;
    expect(minutes.days.at(-1)!.day).toBe(newestDay());
    expect(minutes.startDate).toBe('2025-03-28');
    expect(minutes.days).toHaveLength((written('minutes.json') as MinutesSource).days.length);
  });

  it('sponsored lines moved with the world', () => {
    const before = written('sponsoredLines.json') as SponsoredLineSource[];
    const after = documents.sponsoredLines as SponsoredLineSource[];
    expect(after.map((line) => [line.dateFrom, line.dateTo])).toEqual(
      before.map((line) => [shiftDate(line.dateFrom, WEEKS), shiftDate(line.dateTo, WEEKS)]),
    );
  });

  it('no podcast episode is dated before the article it links; unlinked ones moved too', () => {
    const episodes = documents.episodes as PodcastEpisodeSource[];
    const before = new Map(
      (written('episodes.json') as PodcastEpisodeSource[]).map((e) => [e.slug, e.pubDate]),
    );
    for (const episode of episodes) {
      const writtenDate = before.get(episode.slug)!;
      if (episode.article) {
        const article = articles.get(episode.article)!;
        expect(Date.parse(episode.pubDate) / 1000, episode.slug).toBeGreaterThanOrEqual(
          article.pubDate,
        );
      } else if (!isHistorical(writtenDate, '2026-11-21T21:50:00+01:00')) {
        expect(episode.pubDate, episode.slug).toBe(shiftDate(writtenDate, WEEKS));
      }
    }
  });

  it('documents moved their updatedAt', () => {
    // data/docs/impresszum.md: updatedAt "2026-10-01".
    expect(documents['doc/impresszum']).toMatchObject({
      updatedAt: shiftDate('2026-10-01', WEEKS),
    });
  });

  it('the newest article moved by the shift, one about a past event kept its date', () => {
    expect(newestDay()).toBe(shiftDate('2026-11-21', WEEKS));
    // data/articles/sport/…: the Euro 2024 final, 2024-07-14.
    const historical = [...articles.values()].filter(
      (a) => a.pubDate < Date.parse('2025-01-01T00:00:00Z') / 1000,
    );
    expect(historical.length).toBeGreaterThan(0);
  });
});
