// The whole-site walk (issue 27, item 1), in both editions (the Playwright projects): the web pages
// from the front page, the app mode (?isMobileApp=1) and the English section. Every page it opens must
// answer 200 with no failed resource, console or page error, and no axe violation; every link it finds
// must end in a 200 on this site, through no redirect but those the redirect table names. A failure
// names the page that printed the link.
import fs from 'node:fs';
import { expect, test } from '../guardedTest';
import type { EditionConfig } from '@/editions/editionSchema';
import { editionOf } from '../edition';
import { walkSite, type WalkOptions } from './siteWalk';

/**
 * The page kinds (lib/routing/routes.ts) a reader reaches by links from the front page: the walk fails
 * when one is never reached (an orphaned page, or a menu that lost its link).
 */
function kindsReachable(edition: EditionConfig): string[] {
  const kinds = [
    'index',
    'legfrissebb',
    'list',
    'english',
    'articles_by_mstag',
    'articles_by_tag',
    'articles_by_author',
    'single_article',
    'archivum',
    'doc',
    'exchange',
    'podcasts',
    'podcast',
    'podcast_episode',
    'football',
    'formula1',
  ];
  const { features } = edition;
  if (features.academy) kinds.push('academy');
  if (features.youth) kinds.push('youth');
  if (features.tax) kinds.push('tax');
  if (features.subscription && !features.donationsClosed) kinds.push('support');
  // The main edition's sub-brands, its impresszum page and the supplements its tags lead to.
  if (edition.redirects.mainOnlyRules) kinds.push('after', 'g7', 'impress', 'melleklet');
  return kinds.sort();
}

const WALKS: Array<[string, WalkOptions & { reachesEveryKind?: true }]> = [
  ['the web pages from the front page', { starts: ['/'], maxVisits: 110, reachesEveryKind: true }],
  [
    'the app mode',
    {
      starts: ['/', '/legfrissebb'],
      keepQuery: { isMobileApp: '1' },
      withoutChrome: true,
      maxVisits: 30,
    },
  ],
  [
    'the English section',
    {
      starts: ['/english'],
      followOnly: (path) => path.startsWith('/english'),
      maxVisits: 20,
    },
  ],
];

test.describe('whole-site walk (issue 27)', () => {
  for (const [name, options] of WALKS) {
    test(`${name}: every page and link a reader meets works`, async ({
      browser,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(20 * 60_000);
      const edition = editionOf(testInfo);
      const report = await walkSite(browser, request, baseURL!, edition.slug, options);
      // What the walk saw, for the README's figures and for reading a failure.
      const file = `reports/walk/${testInfo.project.name}-${name.replace(/\W+/g, '-')}.json`;
      fs.mkdirSync('reports/walk', { recursive: true });
      fs.writeFileSync(file, JSON.stringify(report, null, 2));
      expect(report.visited.length).toBeGreaterThan(options.starts.length);
      expect(report.problems).toEqual([]);
      if (options.reachesEveryKind) {
        const reached = new Set(report.visited.map((visit) => visit.kind));
        expect(kindsReachable(edition).filter((kind) => !reached.has(kind))).toEqual([]);
      }
    });
  }
});
