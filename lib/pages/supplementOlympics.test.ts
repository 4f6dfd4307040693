// A supplement's Olympic tabs (issue 15; SPEC section 2: Éremtáblázat, Menetrend, Magyar események)
// over the local adapter, and the unavailable note of SPEC section 8.
import fs from 'node:fs';
import { GAMES, writeSportFixtures } from '@/tests/fixtures/sportData';
import type { HungarianEvent } from '../schemas/olympics';
import { createLocalSport } from '../sport/localSport';
import type { LiveSportSource } from '../sport/liveSport';
import { byDay, countMedals, supplementOlympics } from './supplementOlympics';

const dir = writeSportFixtures();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const source = createLocalSport(dir);

const event = (date: string, time: string | null, medal: HungarianEvent['medal']) => ({
  ...GAMES.hungarian[0]!,
  date,
  time,
  medal,
});

describe('supplementOlympics', () => {
  it('Éremtáblázat: the medal table of the Games', async () => {
    expect(await supplementOlympics('medals', 'parizs-2024', source)).toEqual({
      kind: 'medals',
      title: 'Párizs 2024',
      rows: GAMES.medals,
    });
  });

  it('Menetrend: the programme day by day, with the host city for the local-time note', async () => {
    expect(await supplementOlympics('schedule', 'parizs-2024', source)).toMatchObject({
      kind: 'schedule',
      city: 'Párizs',
      days: [{ date: '2024-07-29', events: [{ sport: 'Vívás', medal: true }] }],
    });
  });

  it("Magyar események: Hungary's medals from its line of the table, the events by day", async () => {
    expect(await supplementOlympics('hungarian', 'parizs-2024', source)).toMatchObject({
      kind: 'hungarian',
      medals: { gold: 1, silver: 0, bronze: 1 },
      days: [{ date: '2024-07-29', events: [{ athletes: ['Szilágyi Áron'] }] }],
    });
  });

  it('unknown Games, a tab without data and a failing source give the unavailable note', async () => {
    expect(await supplementOlympics('medals', 'athen-2004', source)).toEqual({
      kind: 'unavailable',
    });
    const noSchedule: LiveSportSource = {
      ...source,
      olympics: async () => ({ ...GAMES, schedule: [] }),
    };
    expect(await supplementOlympics('schedule', 'parizs-2024', noSchedule)).toEqual({
      kind: 'unavailable',
    });
    const failing: LiveSportSource = {
      ...source,
      olympics: () => Promise.reject(new Error('down')),
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await supplementOlympics('medals', 'parizs-2024', failing)).toEqual({
      kind: 'unavailable',
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('countMedals and byDay', () => {
  it('counts each medal once and orders days, then times (an unknown time last)', () => {
    const events = [
      event('2024-08-02', null, 'bronze'),
      event('2024-07-29', '21:00', 'gold'),
      event('2024-08-02', '10:30', null),
      event('2024-08-02', '09:00', 'gold'),
    ];
    expect(countMedals(events)).toEqual({ gold: 2, silver: 0, bronze: 1 });
    expect(byDay(events).map((d) => [d.date, d.events.map((e) => e.time)])).toEqual([
      ['2024-07-29', ['21:00']],
      ['2024-08-02', ['09:00', '10:30', null]],
    ]);
  });
});
