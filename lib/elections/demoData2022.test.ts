// The demo data of the 2022 parliamentary election (data/elections/valasztas-2022.json, issue 31): the
// file parses with electionSchema, the 106 constituencies lie in the right counties, the winners give the
// official 87/19 split, the seats add up to the 199 of the Parliament (the German nationality list's
// preferential seat included), the party lists' votes add up to the official valid party-list votes, every
// result line names a known party, and every area's first line has the most votes.
import fs from 'node:fs';
import path from 'node:path';
import { electionSchema, type Race } from '../schemas/elections';

const file = path.join(import.meta.dirname, '../../data/elections/valasztas-2022.json');
const election = electionSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));

function race(id: string): Race {
  const found = election.races.find((r) => r.id === id);
  if (!found) throw new Error(`no race ${id}`);
  return found;
}

const CONSTITUENCIES_PER_COUNTY: Record<string, number> = {
  budapest: 18,
  baranya: 4,
  'bacs-kiskun': 6,
  bekes: 4,
  'borsod-abauj-zemplen': 7,
  'csongrad-csanad': 4,
  fejer: 5,
  'gyor-moson-sopron': 5,
  'hajdu-bihar': 6,
  heves: 3,
  'jasz-nagykun-szolnok': 4,
  'komarom-esztergom': 3,
  nograd: 2,
  pest: 12,
  somogy: 4,
  'szabolcs-szatmar-bereg': 6,
  tolna: 3,
  vas: 3,
  veszprem: 4,
  zala: 3,
};

// The National Election Office's final figures (valasztas.hu): valid votes for the six party lists.
const VALID_PARTY_LIST_VOTES = 5_624_225;

describe('valasztas-2022 demo data', () => {
  const lista = race('lista');
  const nemzetisegi = race('nemzetisegi');
  const egyeni = race('egyeni');
  const partyIds = new Set(election.parties.map((party) => party.id));

  it('is the 3 April 2022 election with its three races', () => {
    expect(election.id).toBe('valasztas-2022');
    expect(election.date).toBe('2022-04-03');
    expect(election.races.map((r) => r.id)).toEqual(['lista', 'nemzetisegi', 'egyeni']);
    expect([lista.seats, nemzetisegi.seats, egyeni.seats]).toEqual([93, 1, 106]);
  });

  it('has the 20 top areas of the list vote, Budapest the capital', () => {
    expect(lista.areas.map((area) => area.id).sort()).toEqual(
      Object.keys(CONSTITUENCIES_PER_COUNTY).sort(),
    );
    for (const area of lista.areas) {
      expect(area.kind).toBe(area.id === 'budapest' ? 'capital' : 'county');
      expect(area.parent).toBeNull();
    }
  });

  it('has 106 constituencies, numbered 01.. within their county', () => {
    expect(egyeni.areas).toHaveLength(106);
    const counts: Record<string, number> = {};
    for (const area of egyeni.areas) {
      expect(area.kind).toBe('constituency');
      expect(area.parent).not.toBeNull();
      const parent = area.parent ?? '';
      counts[parent] = (counts[parent] ?? 0) + 1;
      expect(area.id).toBe(String(counts[parent]).padStart(2, '0'));
      expect(area.name).toMatch(
        /^(Budapest|.+ megye) \d{2}\. számú országgyűlési egyéni választókerület$/,
      );
    }
    expect(counts).toEqual(CONSTITUENCIES_PER_COUNTY);
  });

  it('gives Fidesz–KDNP 87 constituencies and Egységben 19', () => {
    const winners: Record<string, number> = {};
    for (const area of egyeni.areas) {
      const party = area.results[0]?.party ?? 'független';
      winners[party] = (winners[party] ?? 0) + 1;
    }
    expect(winners).toEqual({ 'fidesz-kdnp': 87, egysegben: 19 });
    const nationalSeats = Object.fromEntries(
      (egyeni.national?.results ?? []).filter((line) => line.seats).map((l) => [l.party, l.seats]),
    );
    expect(nationalSeats).toEqual({ 'fidesz-kdnp': 87, egysegben: 19 });
  });

  it('fills the 199 seats: 92 party-list seats, the German preferential seat and 106 constituencies', () => {
    const seats = (r: Race) =>
      (r.national?.results ?? []).reduce((sum, line) => sum + (line.seats ?? 0), 0);
    expect(seats(lista)).toBe(92);
    expect(seats(nemzetisegi)).toBe(1);
    expect(seats(egyeni)).toBe(106);
    expect(seats(lista) + seats(nemzetisegi) + seats(egyeni)).toBe(199);
    const listSeats = Object.fromEntries(
      (lista.national?.results ?? []).map((l) => [l.party, l.seats]),
    );
    expect(listSeats).toMatchObject({ 'fidesz-kdnp': 48, egysegben: 38, 'mi-hazank': 6 });
    expect(nemzetisegi.national?.results[0]).toMatchObject({ party: 'nemet', seats: 1 });
  });

  it('has party-list votes that add up to the valid party-list votes', () => {
    const votes = (lista.national?.results ?? []).reduce((sum, line) => sum + line.votes, 0);
    expect(votes).toBe(VALID_PARTY_LIST_VOTES);
    const shares = (lista.national?.results ?? []).map((line) => (100 * line.votes) / votes);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
    expect(lista.provenance).toBe('official');
  });

  it('lists the nationality lists as nationality parties only in the nationality race', () => {
    const nationality = new Set(election.parties.filter((p) => p.nationality).map((p) => p.id));
    expect(nationality.size).toBe(12);
    for (const line of nemzetisegi.national?.results ?? [])
      expect(nationality.has(line.party ?? '')).toBe(true);
    for (const line of lista.national?.results ?? [])
      expect(nationality.has(line.party ?? '')).toBe(false);
  });

  it('names only known parties, and every area leads with its most voted line', () => {
    for (const r of election.races) {
      const lines = [...(r.national?.results ?? []), ...r.areas.flatMap((area) => area.results)];
      for (const line of lines)
        if (line.party !== null) expect(partyIds.has(line.party)).toBe(true);
      for (const area of r.areas) {
        const [first, ...rest] = area.results;
        expect(first).toBeDefined();
        for (const line of rest) expect(first!.votes).toBeGreaterThan(line.votes);
        expect(area.provenance).toBe('illustrative');
      }
    }
    for (const area of egyeni.areas) {
      for (const line of area.results) expect(line.candidate).not.toBeNull();
      const sum = area.results.reduce((total, line) => total + line.votes, 0);
      expect(sum).toBeLessThanOrEqual(area.voted ?? 0);
      expect(area.voted ?? 0).toBeLessThanOrEqual(area.registered ?? 0);
    }
  });

  it('has the turnout reports of the day in order, below the final turnout', () => {
    const times = election.turnout.byTime.map((point) => point.time);
    expect(times).toEqual(['07:00', '09:00', '11:00', '13:00', '15:00', '17:00', '18:30']);
    const percents = election.turnout.byTime.map((point) => point.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    const final = (100 * election.turnout.voted) / election.turnout.registered;
    expect(final).toBeCloseTo(69.59, 2);
    expect(percents.at(-1)!).toBeLessThan(final);
  });

  it('has a Kisokos of 3-5 sections', () => {
    expect(election.guide.length).toBeGreaterThanOrEqual(3);
    expect(election.guide.length).toBeLessThanOrEqual(5);
  });
});
