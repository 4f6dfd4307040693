// What the security suite (issue 28, item 6; `npm run test:security`) attacks: the page kinds and every
// query parameter name the site's pages read, and the record of what it tried and what held, which each
// test attaches to its report and prints.
import type { TestInfo } from '@playwright/test';

/** One page of each kind that reads query parameters. */
export const PAGES = [
  '/',
  '/legfrissebb',
  '/archivum',
  '/rovat/belfold',
  '/english',
  '/sport/foci',
  '/sport/forma-1',
  '/arfolyam',
  '/podcastok',
  '/melleklet/eb-2024',
  '/login',
  '/tamogatas',
] as const;

/** Every query parameter name a page of the site reads. */
export const PARAMETERS = [
  'oldal',
  'term',
  'szuro',
  'meccs',
  'liga',
  'orszag',
  'szezon',
  'datum',
  'futam',
  'verseny',
  'csapat',
  'versenyzo',
  'hiba',
  'lepes',
  'code',
  'state',
  'isMobileApp',
] as const;

/** Script that would run if a page wrote a value as markup: each sets window.__xss or opens a dialog. */
export const XSS_PAYLOADS = [
  '"><script>window.__xss="script"</script>',
  "'><img src=x onerror=\"window.__xss='img'\">",
  '</title><svg onload="window.__xss=\'svg\'">',
  'javascript:window.__xss="href"',
  '"><iframe srcdoc="<script>parent.__xss=1</script>">',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/** Records what a security test tried and what held (the suite's report). */
export async function reportAttempts(
  testInfo: TestInfo,
  what: string,
  tried: number,
  failures: readonly string[],
) {
  const held = tried - failures.length;
  console.log(`[security] ${testInfo.project.name}: ${what}: ${tried} tried, ${held} held`);
  await testInfo.attach('security', {
    body: JSON.stringify({ what, tried, held, failures }, null, 2),
    contentType: 'application/json',
  });
}
