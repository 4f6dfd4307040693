// The demo data of the 9 June 2024 elections (data/elections/valasztas-2024.json and ep-2024.json,
// sources in data/elections/SOURCES.md): both files parse with the election schema, every party a
// result or a list names exists, every area's winner stands first, Hungary's 21 EP seats split 11/7/2/1,
// the Parliament's groups fill its 720 seats, Fidesz–KDNP holds a majority in every county assembly,
// the 25 cities with county rights lie in the 19 counties, and Budapest's mayor is Karácsony Gergely.
import fs from 'node:fs';
import path from 'node:path';
import { electionSchema, type Election, type Race } from '../schemas/elections';

const dir = path.join(import.meta.dirname, '../../data/elections');
const read = (id: string): Election =>
  electionSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8')));

const local = read('valasztas-2024');
const ep = read('ep-2024');

const COUNTIES = [
  'baranya',
  'bacs-kiskun',
  'bekes',
  'borsod-abauj-zemplen',
  'csongrad-csanad',
  'fejer',
  'gyor-moson-sopron',
  'hajdu-bihar',
  'heves',
  'jasz-nagykun-szolnok',
  'komarom-esztergom',
  'nograd',
  'pest',
  'somogy',
  'szabolcs-szatmar-bereg',
  'tolna',
  'vas',
  'veszprem',
  'zala',
];
const CITIES = [
  'baja',
  'bekescsaba',
  'debrecen',
  'dunaujvaros',
  'eger',
  'erd',
  'esztergom',
  'gyor',
  'hodmezovasarhely',
  'kaposvar',
  'kecskemet',
  'miskolc',
  'nagykanizsa',
  'nyiregyhaza',
  'pecs',
  'salgotarjan',
  'sopron',
  'szeged',
  'szekszard',
  'szekesfehervar',
  'szolnok',
  'szombathely',
  'tatabanya',
  'veszprem',
  'zalaegerszeg',
];

function race(election: Election, id: string): Race {
  const found = election.races.find((r) => r.id === id);
  if (!found) throw new Error(`${election.id}: no race ${id}`);
  return found;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const seatsOf = (r: Race, party: string) =>
  r.national?.results.find((line) => line.party === party)?.seats ?? null;

describe.each([local, ep])('$id', (election) => {
  it('is the final count of 9 June 2024, polls closing at 19:00', () => {
    expect(election.date).toBe('2024-06-09');
    expect(election.pollsClose).toBe('2024-06-09T19:00:00+02:00');
    expect(election.country).toBe('hu');
    expect(election.count).toEqual({ status: 'final', counted: 1 });
  });

  it('names only parties it has, once each', () => {
    const ids = election.parties.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const referenced = [
      ...election.races.flatMap((r) => [
        ...(r.national?.results ?? []),
        ...r.areas.flatMap((a) => a.results),
      ]),
    ]
      .map((line) => line.party)
      .filter((p): p is string => p !== null);
    referenced.push(...election.lists.map((l) => l.party));
    for (const party of referenced) expect(ids).toContain(party);
  });

  it('puts the most votes first in every area and in the national totals', () => {
    for (const r of election.races) {
      const tables = [...r.areas.map((a) => a.results), r.national?.results ?? []];
      for (const results of tables) {
        if (results.length === 0) continue;
        const top = Math.max(...results.map((line) => line.votes));
        expect(at(results, 0).votes, r.id).toBe(top);
      }
    }
  });

  it('keeps area ids unique within their parent and turnout within the register', () => {
    for (const r of election.races) {
      const keys = r.areas.map((a) => `${a.parent ?? ''}/${a.id}`);
      expect(new Set(keys).size, r.id).toBe(keys.length);
      for (const a of r.areas) {
        if (a.registered !== null && a.voted !== null) expect(a.voted).toBeLessThan(a.registered);
      }
    }
    expect(election.turnout.voted).toBeLessThan(election.turnout.registered);
    const times = election.turnout.byTime.map((t) => t.time);
    expect([...times].sort()).toEqual(times);
  });
});

describe('valasztas-2024 (local elections)', () => {
  it('has the four races', () => {
    expect(local.races.map((r) => r.id)).toEqual([
      'fopolgarmester',
      'fovarosi-kozgyules',
      'megyei-kozgyules',
      'polgarmester',
    ]);
  });

  it('elected Karácsony Gergely mayor of Budapest, 293 votes ahead after the full recount', () => {
    const mayor = race(local, 'fopolgarmester');
    expect(mayor.provenance).toBe('official');
    expect(mayor.areas).toHaveLength(1);
    const budapest = at(mayor.areas, 0);
    expect(budapest).toMatchObject({ id: 'budapest', kind: 'capital', name: 'Budapest' });
    const winner = at(budapest.results, 0);
    const second = at(budapest.results, 1);
    expect(winner.candidate).toBe('Karácsony Gergely');
    expect(second.candidate).toBe('Vitézy Dávid');
    expect(winner.votes - second.votes).toBe(293);
  });

  it('filled the Budapest assembly: 32 list seats and the mayor', () => {
    const assembly = race(local, 'fovarosi-kozgyules');
    expect(assembly.seats).toBe(33);
    const budapest = at(assembly.areas, 0);
    expect(budapest.seats).toBe(32);
    const sum = budapest.results.reduce((s, line) => s + (line.seats ?? 0), 0);
    expect(sum).toBe(32);
    const total = budapest.results.reduce((s, line) => s + line.votes, 0);
    for (const line of budapest.results) {
      if (line.votes < total * 0.05) expect(line.seats).toBe(0);
    }
  });

  it('gave Fidesz–KDNP a majority in each of the 19 county assemblies', () => {
    const counties = race(local, 'megyei-kozgyules');
    expect(counties.areas.map((a) => a.id).sort()).toEqual([...COUNTIES].sort());
    let total = 0;
    for (const area of counties.areas) {
      expect(area.kind).toBe('county');
      const seats = area.seats ?? 0;
      total += seats;
      expect(
        area.results.reduce((s, line) => s + (line.seats ?? 0), 0),
        area.id,
      ).toBe(seats);
      const fidesz = area.results.find((line) => line.party === 'fidesz-kdnp')?.seats ?? 0;
      expect(fidesz * 2, area.id).toBeGreaterThan(seats);
    }
    expect(counties.seats).toBe(total);
    expect(total).toBe(381);
    const national = counties.national?.results.reduce((s, line) => s + (line.seats ?? 0), 0);
    expect(national).toBe(total);
  });

  it('has a mayor for each of the 25 cities with county rights, in a county', () => {
    const mayors = race(local, 'polgarmester');
    expect(mayors.areas.map((a) => a.id).sort()).toEqual([...CITIES].sort());
    for (const area of mayors.areas) {
      expect(area.kind).toBe('city');
      expect(COUNTIES).toContain(area.parent);
      expect(at(area.results, 0).candidate, area.id).not.toBeNull();
      expect(at(area.results, 0).seats).toBe(1);
    }
  });
});

describe('ep-2024 (European Parliament election in Hungary)', () => {
  const list = race(ep, 'ep');

  it('split the 21 seats 11/7/2/1', () => {
    expect(list.kind).toBe('list');
    expect(list.seats).toBe(21);
    expect(seatsOf(list, 'fidesz-kdnp')).toBe(11);
    expect(seatsOf(list, 'tisza')).toBe(7);
    expect(seatsOf(list, 'dk-mszp-p')).toBe(2);
    expect(seatsOf(list, 'mi-hazank')).toBe(1);
    expect(list.national?.results.reduce((s, line) => s + (line.seats ?? 0), 0)).toBe(21);
    expect(ep.parties).toHaveLength(11);
  });

  it('has Budapest and the 19 counties as areas', () => {
    expect(list.areas.map((a) => a.id).sort()).toEqual(['budapest', ...COUNTIES].sort());
    expect(list.areas.find((a) => a.id === 'budapest')?.kind).toBe('capital');
  });

  it('fills the 720 seats with the groups its parties sit in', () => {
    expect(ep.groups.reduce((s, g) => s + g.seats, 0)).toBe(720);
    const groupIds = ep.groups.map((g) => g.id);
    for (const party of ep.parties)
      if (party.group !== null) expect(groupIds).toContain(party.group);
    const groupOf = (id: string) => ep.parties.find((p) => p.id === id)?.group;
    expect(groupOf('fidesz-kdnp')).toBe('pfe');
    expect(groupOf('tisza')).toBe('epp');
    expect(groupOf('dk-mszp-p')).toBe('sd');
    expect(groupOf('mi-hazank')).toBe('esn');
  });

  it('lists candidates in order, electing no more than a list won', () => {
    for (const partyList of ep.lists) {
      const positions = partyList.candidates.map((c) => c.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);
      const elected = partyList.candidates.filter((c) => c.elected).length;
      expect(elected, partyList.party).toBeLessThanOrEqual(seatsOf(list, partyList.party) ?? 0);
    }
  });
});
