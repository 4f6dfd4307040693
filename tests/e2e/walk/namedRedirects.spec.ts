// The walk's redirect rule (namedRedirects.ts, SPEC section 2 "Redirects"): a hop is allowed only when
// the edition's redirect table or a code rule names it, with its status. Pure: no server, run once.
import { expect, test } from '../guardedTest';
import { unnamedRedirect } from './namedRedirects';

const site = 'http://127.0.0.1';
const hop = (edition: string, from: string, to: string, status: number) =>
  unnamedRedirect(edition, new URL(from, site), new URL(to, site), status);

test.describe('redirects the walk accepts (issue 27)', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'main', 'no server involved: run once');
  });

  test('a hop the table names, with its status, is accepted; any other is named as a defect', () => {
    const table: Array<[string, string, string, number, boolean]> = [
      ['main', '/list/newest', '/legfrissebb', 308, true],
      ['main', '/LIST/NEWEST', '/legfrissebb', 308, true],
      ['main', '/list/newest', '/legfrissebb', 307, false],
      ['main', '/list/newest', '/legfontosabb', 308, false],
      ['regional', '/tag/foo/bar', '/cimke/foo/bar', 308, true],
      ['main', '/t', '/tamogatas', 307, true],
      ['main', '/shop', 'https://bolt.hirvonal.hu/', 307, true],
      ['regional', '/shop', 'https://bolt.hirvonal.hu/', 307, false],
      ['main', '/dokumentum/impresszum', '/impresszum', 308, true],
      ['regional', '/dokumentum/impresszum', '/impresszum', 308, false],
      ['regional', '/impresszum', '/dokumentum/impresszum', 308, true],
      ['main', '/x/20240102/cikk', '/g7/2024/01/02/cikk', 308, true],
      ['main', '/legfrissebb?fbclid=abc&oldal=2', '/legfrissebb?oldal=2', 308, true],
      ['main', '/rovat/belfold/elo', '/rovat/belfold', 308, true],
      ['main', '/rovat/belfold', '/', 307, false],
      ['main', '/login', '/', 307, false],
    ];
    for (const [edition, from, to, status, named] of table) {
      const answer = hop(edition, from, to, status);
      expect(answer === null, `${edition} ${from} -> ${to} (${status}): ${answer}`).toBe(named);
    }
  });
});
