import type { ContentSource } from '../content/contentSource';
import { ARCHIVE_READ_PAGE_SIZE, archiveSpan, articlesBetween } from './archiveByDate';
import { fakeSource, listItemForTest } from '@/tests/support/fakeContentSource';
import { monthBounds } from './sitemapMonths';

const NEWEST = Date.parse('2026-11-22T04:00:00Z') / 1000;
const GAP = 1_200; // one article every 20 minutes: 200k articles span about 7.6 years

/**
 * A 200k-article archive without 200k objects: items are made for the page asked for. The public
 * API's clamp of page numbers (100,000) is enforced, as the remote adapter would meet it.
 */
function syntheticArchive(total: number, gap = GAP) {
  const reads: Array<{ page: number; perPage: number }> = [];
  const itemAt = (index: number) =>
    listItemForTest({ id: total - index, pubDate: NEWEST - index * gap });
  const source = {
    ...fakeSource([]),
    async listArticles({ page, perPage }) {
      if (page > 100_000) throw new Error(`page ${page} is beyond the API's clamp`);
      reads.push({ page, perPage });
      const from = (page - 1) * perPage;
      const count = Math.max(0, Math.min(perPage, total - from));
      return {
        items: Array.from({ length: count }, (_, i) => itemAt(from + i)),
        page,
        perPage,
        totalItems: total,
        totalPages: Math.ceil(total / perPage),
        rss: '/rss',
      };
    },
  } satisfies ContentSource;
  return { source, reads, itemAt };
}

describe('archiveSpan', () => {
  it('finds the newest and oldest article in two reads, under the page clamp', async () => {
    const { source, reads, itemAt } = syntheticArchive(200_000);
    const span = await archiveSpan(source);
    expect(span?.newest.id).toBe(itemAt(0).id);
    expect(span?.oldest.id).toBe(itemAt(199_999).id);
    expect(span?.totalItems).toBe(200_000);
    expect(reads).toEqual([
      { page: 1, perPage: 1 },
      { page: 100_000, perPage: 2 },
    ]);
  });

  it('is null for an empty archive', async () => {
    expect(await archiveSpan(syntheticArchive(0).source)).toBeNull();
  });
});

describe('articlesBetween', () => {
  it('reads one month of a 200k archive with a few probes and the month’s own pages', async () => {
    const { source, reads } = syntheticArchive(200_000);
    const bounds = monthBounds({ year: 2022, month: 3 });
    const found = await articlesBetween(source, bounds, 50_000);
    // 31 days minus the hour lost to summer time, one article every 20 minutes.
    expect(found).toHaveLength(((31 * 24 - 1) * 3_600) / GAP);
    expect(found.every((i) => i.pubDate >= bounds.start && i.pubDate < bounds.end)).toBe(true);
    expect(found.map((i) => i.pubDate)).toEqual(
      [...found.map((i) => i.pubDate)].sort((a, b) => b - a),
    );
    expect(new Set(found.map((i) => i.id)).size).toBe(found.length);
    const pageReads = Math.ceil(found.length / ARCHIVE_READ_PAGE_SIZE) + 1;
    expect(reads.length).toBeLessThanOrEqual(1 + 18 + pageReads + 1);
    expect(reads.every((r) => r.perPage <= 100 && r.page <= 100_000)).toBe(true);
  });

  it('reads the current month from the first pages without probing', async () => {
    const { source, reads } = syntheticArchive(200_000);
    const found = await articlesBetween(source, monthBounds({ year: 2026, month: 11 }), 50_000);
    expect(found[0]?.pubDate).toBe(NEWEST);
    expect(reads.every((r) => r.perPage === ARCHIVE_READ_PAGE_SIZE)).toBe(true);
    expect(reads.length).toBeLessThanOrEqual(Math.ceil(found.length / ARCHIVE_READ_PAGE_SIZE) + 1);
  });

  it.each([
    ['a month before the archive', { year: 2010, month: 1 }],
    ['a month after the newest article', { year: 2027, month: 1 }],
  ])('is empty for %s', async (_name, month) => {
    const { source, reads } = syntheticArchive(200_000);
    expect(await articlesBetween(source, monthBounds(month), 50_000)).toEqual([]);
    expect(reads.length).toBeLessThanOrEqual(20);
  });

  it('stops at the limit', async () => {
    const { source } = syntheticArchive(200_000);
    expect(await articlesBetween(source, monthBounds({ year: 2024, month: 5 }), 150)).toHaveLength(
      150,
    );
  });

  it('takes articles on the boundaries: start in, end out', async () => {
    const bounds = monthBounds({ year: 2026, month: 10 });
    const items = [
      listItemForTest({ id: 1, pubDate: bounds.start - 1 }),
      listItemForTest({ id: 2, pubDate: bounds.start }),
      listItemForTest({ id: 3, pubDate: bounds.end - 1 }),
      listItemForTest({ id: 4, pubDate: bounds.end }),
    ];
    const found = await articlesBetween(fakeSource(items), bounds, 100);
    expect(found.map((i) => i.id)).toEqual([3, 2]);
  });

  it('finds a month in a small archive that ends mid-page', async () => {
    const { source } = syntheticArchive(250, 86_400);
    const found = await articlesBetween(source, monthBounds({ year: 2026, month: 5 }), 100);
    expect(found).toHaveLength(31);
  });
});
