import { FIXTURES } from '@/tests/fixtures/sportData';
import type { Fixture } from '@/lib/schemas/football';
import { matchStatus } from './matchStatus';

// What a reader reads of a match's state and whether it is marked live (SPEC section 4 status codes):
// a suspended, interrupted or postponed match is named as such and never shown as live.
const withStatus = (short: string, elapsed: number | null = null): Fixture => {
  const fixture = structuredClone(FIXTURES[0]!);
  fixture.fixture.status = { ...fixture.fixture.status, short, elapsed };
  return fixture;
};

describe('matchStatus (SPEC §4)', () => {
  it.each([
    ['2H', 67, '67. perc', true],
    ['HT', 45, 'Félidő', true],
    ['FT', 90, 'Vége', false],
    ['SUSP', 58, 'Felfüggesztve', false],
    ['INT', 30, 'Félbeszakítva', false],
    ['PST', null, 'Elhalasztva', false],
    ['CANC', null, 'Elmarad', false],
  ] as const)('%s: "%s", live %s', (code, elapsed, text, live) => {
    expect(matchStatus(withStatus(code, elapsed))).toEqual({ text, live });
  });
});
