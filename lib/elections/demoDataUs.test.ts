// The 2024 US presidential election's data (data/elections/usa-2024.json): it parses with the
// election schema, has every state and DC once, and its electoral votes and winners are the
// certified ones (FEC, data/elections/SOURCES.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { electionSchema } from '@/lib/schemas/elections';

const raw: unknown = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'data', 'elections', 'usa-2024.json'), 'utf8'),
);
const election = electionSchema.parse(raw);
const race = election.races.find((r) => r.id === 'elnok')!;
const areas = race.areas;
const byId = new Map(areas.map((area) => [area.id, area]));

/** Electoral votes a party won across the states. */
const electorsOf = (party: string) =>
  areas.reduce(
    (sum, area) =>
      sum + area.results.filter((l) => l.party === party).reduce((s, l) => s + (l.seats ?? 0), 0),
    0,
  );

describe('usa-2024 demo data', () => {
  it('parses with the election schema as a final count', () => {
    expect(election.id).toBe('usa-2024');
    expect(election.country).toBe('us');
    expect(election.count).toEqual({ status: 'final', counted: 1 });
    expect(race.kind).toBe('single');
    expect(race.seats).toBe(538);
  });

  it('has the 50 states and DC, once each, with distinct two-digit FIPS codes', () => {
    expect(areas).toHaveLength(51);
    expect(new Set(areas.map((a) => a.id)).size).toBe(51);
    expect(new Set(areas.map((a) => a.code)).size).toBe(51);
    for (const area of areas) {
      expect(area.kind).toBe('state');
      expect(area.parent).toBeNull();
      expect(area.code).toMatch(/^\d{2}$/);
    }
    expect(byId.get('california')!.code).toBe('06');
    expect(byId.get('district-of-columbia')!.code).toBe('11');
    expect(byId.get('new-mexico')!.name).toBe('Új-Mexikó');
  });

  it('gives 538 electoral votes, 312 to Trump and 226 to Harris', () => {
    expect(areas.reduce((sum, a) => sum + (a.seats ?? 0), 0)).toBe(538);
    expect(electorsOf('republikanus')).toBe(312);
    expect(electorsOf('demokrata')).toBe(226);
    const national = race.national!.results;
    expect(national.find((l) => l.party === 'republikanus')!.seats).toBe(312);
    expect(national.find((l) => l.party === 'demokrata')!.seats).toBe(226);
  });

  it('gives every state its electoral votes in its lines', () => {
    for (const area of areas) {
      expect([area.id, area.results.reduce((s, l) => s + (l.seats ?? 0), 0)]).toEqual([
        area.id,
        area.seats,
      ]);
    }
  });

  it.each([
    ['maine', { republikanus: 1, demokrata: 3 }],
    ['nebraska', { republikanus: 4, demokrata: 1 }],
  ])('splits the electors of %s by district', (id, split) => {
    const lines = byId.get(id)!.results;
    for (const [party, seats] of Object.entries(split)) {
      expect(lines.find((l) => l.party === party)!.seats).toBe(seats);
    }
  });

  it.each([
    'arizona',
    'georgia',
    'michigan',
    'nevada',
    'north-carolina',
    'pennsylvania',
    'wisconsin',
  ])('%s (a swing state) went to Trump', (id) => {
    const first = byId.get(id)!.results[0]!;
    expect(first.party).toBe('republikanus');
    expect(first.candidate).toBe('Donald Trump');
  });

  it('lists the winner first in every state: the first line has the most votes', () => {
    for (const area of areas) {
      const [first, ...rest] = area.results;
      expect(
        rest.every((line) => line.votes <= first!.votes),
        area.id,
      ).toBe(true);
    }
  });

  it('adds up: the lines to the ballots cast, the states to the national popular vote', () => {
    for (const area of areas) {
      expect([area.id, area.results.reduce((s, l) => s + l.votes, 0)]).toEqual([
        area.id,
        area.voted,
      ]);
    }
    for (const line of race.national!.results) {
      const states = areas.reduce(
        (sum, a) =>
          sum + a.results.filter((l) => l.party === line.party).reduce((s, l) => s + l.votes, 0),
        0,
      );
      expect([line.party, states]).toEqual([line.party, line.votes]);
    }
    expect(race.national!.results[0]!.votes).toBe(77_302_580);
    expect(race.national!.results[1]!.votes).toBe(75_017_613);
    expect(race.national!.voted).toBe(election.turnout.voted);
  });

  it('names a party for every line that the election lists', () => {
    const parties = new Set(election.parties.map((p) => p.id));
    for (const area of areas) {
      for (const line of area.results) expect(parties.has(line.party!)).toBe(true);
    }
  });
});
