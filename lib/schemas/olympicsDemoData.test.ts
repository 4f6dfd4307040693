// The Olympic demo data of data/sport/olympics (the supplements tokio-2020 and parizs-2024): each file
// parses with olympicGamesSchema unchanged, the medal tables are complete, ranked and add up to the
// Games' medal totals, Hungary's line agrees with its listed medals, and the Paris programme runs day
// by day with exactly one decided final per medal event.
import fs from 'node:fs';
import path from 'node:path';
import { olympicGamesSchema, type MedalRow, type OlympicGames } from './olympics';

const dir = path.join(import.meta.dirname, '../../data/sport/olympics');
const raw = (slug: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(dir, `${slug}.json`), 'utf8'));

const tokyo = olympicGamesSchema.parse(raw('tokio-2020'));
const paris = olympicGamesSchema.parse(raw('parizs-2024'));

/** A calendar day moved by whole days (the dates are calendar days, so UTC arithmetic is exact). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const sum = (rows: MedalRow[], key: 'gold' | 'silver' | 'bronze' | 'total') =>
  rows.reduce((acc, row) => acc + row[key], 0);

/** Hungary's medals as the Hungarian events list them. */
function hungarianMedals(games: OlympicGames) {
  const count = (medal: 'gold' | 'silver' | 'bronze') =>
    games.hungarian.filter((event) => event.medal === medal).length;
  return { gold: count('gold'), silver: count('silver'), bronze: count('bronze') };
}

/** Strictly better in the table's order: more golds, then more silvers, then more bronzes. */
const better = (a: MedalRow, b: MedalRow) =>
  a.gold !== b.gold
    ? a.gold > b.gold
    : a.silver !== b.silver
      ? a.silver > b.silver
      : a.bronze > b.bronze;

const GAMES = [
  {
    games: tokyo,
    slug: 'tokio-2020',
    title: 'Tokió 2020',
    city: 'Tokió',
    timeZone: 'Asia/Tokyo',
    startDate: '2021-07-23',
    endDate: '2021-08-08',
    medalEvents: 339,
    nocs: 93,
    // Medals awarded: one tie for gold (the men's high jump), combat sports give two bronzes.
    totals: { gold: 340, silver: 338, bronze: 402 },
    // Medals not ranked in the official table.
    unranked: { gold: 0, silver: 0, bronze: 0 },
    hungary: { rank: 15, gold: 6, silver: 7, bronze: 7 },
  },
  {
    games: paris,
    slug: 'parizs-2024',
    title: 'Párizs 2024',
    city: 'Párizs',
    timeZone: 'Europe/Paris',
    startDate: '2024-07-26',
    endDate: '2024-08-11',
    medalEvents: 329,
    nocs: 91,
    totals: { gold: 329, silver: 330, bronze: 385 },
    // The Individual Neutral Athletes (AIN) won 1 gold, 3 silvers and 1 bronze; the IOC does not rank
    // them in the table.
    unranked: { gold: 1, silver: 3, bronze: 1 },
    hungary: { rank: 14, gold: 6, silver: 7, bronze: 6 },
  },
] as const;

describe.each(GAMES)('Olympic demo data, $slug', (expected) => {
  const { games } = expected;

  it('parses with olympicGamesSchema without losing anything', () => {
    expect(olympicGamesSchema.parse(raw(expected.slug))).toEqual(raw(expected.slug));
    expect(games).toMatchObject({
      slug: expected.slug,
      title: expected.title,
      city: expected.city,
      timeZone: expected.timeZone,
      startDate: expected.startDate,
      endDate: expected.endDate,
      medalEvents: expected.medalEvents,
    });
  });

  it('has one medal row per NOC, sorted by gold, silver, bronze, with shared ranks for ties', () => {
    const rows = games.medals;
    expect(rows).toHaveLength(expected.nocs);
    expect(new Set(rows.map((row) => row.noc)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.country)).size).toBe(rows.length);
    rows.forEach((row, index) => {
      expect(row.total).toBe(row.gold + row.silver + row.bronze);
      expect(row.total).toBeGreaterThan(0);
      const previous = rows[index - 1];
      if (previous) expect(better(row, previous)).toBe(false);
      // The rank is one more than the number of nations strictly ahead.
      expect(row.rank).toBe(1 + rows.filter((other) => better(other, row)).length);
    });
    expect(rows[0]?.rank).toBe(1);
  });

  it('adds up to the medals awarded at the Games', () => {
    const rows = games.medals;
    expect(sum(rows, 'gold') + expected.unranked.gold).toBe(expected.totals.gold);
    expect(sum(rows, 'silver') + expected.unranked.silver).toBe(expected.totals.silver);
    expect(sum(rows, 'bronze') + expected.unranked.bronze).toBe(expected.totals.bronze);
    expect(sum(rows, 'total')).toBe(sum(rows, 'gold') + sum(rows, 'silver') + sum(rows, 'bronze'));
    // One gold per event, give or take the ties and the unranked golds.
    expect(Math.abs(sum(rows, 'gold') - games.medalEvents)).toBeLessThanOrEqual(3);
  });

  it('gives Magyarország the line its listed Hungarian medals add up to', () => {
    const hungary = games.medals.find((row) => row.noc === 'HUN');
    expect(hungary).toMatchObject({ country: 'Magyarország', ...expected.hungary });
    expect(hungarianMedals(games)).toEqual({
      gold: expected.hungary.gold,
      silver: expected.hungary.silver,
      bronze: expected.hungary.bronze,
    });
  });

  it('lists the Hungarian events in date order, within the Games, with results that match', () => {
    const first = addDays(games.startDate, -2);
    const dates = games.hungarian.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    for (const event of games.hungarian) {
      expect(event.date >= first && event.date <= games.endDate).toBe(true);
      switch (event.medal) {
        case 'gold':
          expect(event.place).toBe(1);
          expect(event.result).toMatch(/^olimpiai bajnok/);
          break;
        case 'silver':
          expect(event.place).toBe(2);
          expect(event.result).toMatch(/^ezüstérem/);
          break;
        case 'bronze':
          expect(event.place).toBe(3);
          expect(event.result).toMatch(/^bronzérem/);
          break;
        case null:
          if (event.place === null) expect(event.result).toMatch(/kiesett/);
          else expect(event.result.startsWith(`${event.place}. hely`)).toBe(true);
      }
    }
  });
});

describe('Olympic demo data, the Paris 2024 programme', () => {
  const days = paris.schedule;
  const events = days.flatMap((day) => day.events.map((event) => ({ ...event, date: day.date })));
  const finals = events.filter((event) => event.medal);

  it('runs day by day from 24 July (the first football and rugby matches) to the closing day', () => {
    const dates = days.map((day) => day.date);
    expect(dates[0]).toBe('2024-07-24');
    expect(dates.at(-1)).toBe(paris.endDate);
    // Every calendar day once, in order, none missing, none outside the Games (and their two days before).
    const expectedDates: string[] = [];
    for (let day = addDays(paris.startDate, -2); day <= paris.endDate; day = addDays(day, 1)) {
      expectedDates.push(day);
    }
    expect(dates).toEqual(expectedDates);
    for (const day of days) expect(day.events.length).toBeGreaterThan(0);
  });

  it('orders each day by start time, unknown times last', () => {
    for (const day of days) {
      const times = day.events.map((event) => event.time ?? '99:99');
      expect(times).toEqual([...times].sort());
    }
  });

  it('has exactly one final per medal event, all from the opening day on', () => {
    expect(finals).toHaveLength(paris.medalEvents);
    const keys = finals.map((event) => `${event.sport}|${event.event}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const event of finals) expect(event.date > paris.startDate).toBe(true);
    // 329 events: e.g. 35 in swimming, 48 in athletics, 10 in canoe sprint.
    const bySport = (sport: string) => finals.filter((event) => event.sport === sport).length;
    expect(bySport('Úszás')).toBe(35);
    expect(bySport('Atlétika')).toBe(48);
    expect(bySport('Kajak-kenu')).toBe(10);
  });

  it('opens with the ceremony on 26 July and closes on 11 August', () => {
    const opening = days.find((day) => day.date === paris.startDate);
    expect(opening?.events).toEqual([
      expect.objectContaining({ event: expect.stringMatching(/^Nyitóünnepség/), medal: false }),
    ]);
    const closing = days.at(-1)?.events.at(-1);
    expect(closing).toMatchObject({ event: 'Záróünnepség', medal: false });
  });

  it('has the final of every Hungarian medal on the day of the medal', () => {
    for (const medal of paris.hungarian.filter((event) => event.medal !== null)) {
      const final = finals.find(
        (event) =>
          event.date === medal.date &&
          event.sport === medal.sport &&
          (event.event === medal.event || event.event.startsWith(`${medal.event}, `)),
      );
      expect(final, `${medal.date} ${medal.sport} ${medal.event}`).toBeDefined();
    }
  });

  it('leaves the Tokyo programme empty (the Tokyo supplement has only its medal table)', () => {
    expect(tokyo.schedule).toEqual([]);
  });
});
