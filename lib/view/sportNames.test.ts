// SPEC section 2/3 (issue 27 item 4): the localizers put Hungarian names into live-sport data and change
// nothing the rules read (ids, status, round and event codes) and no person's or club's name.
import { sportNameHu } from '../i18n/sportNames.hu';
import type { F1Circuit, F1Driver, F1Race, F1Team } from '../schemas/f1';
import type { Fixture } from '../schemas/football';
import {
  localizeCircuit,
  localizeDriver,
  localizeF1Team,
  localizeFixture,
  localizeRace,
  lookupSportName,
  recordSportNames,
} from './sportNames';

const team = (id: number, name: string) => ({ id, name, logo: null });

const FIXTURE: Fixture = {
  fixture: {
    id: 1,
    timestamp: 1718391600,
    referee: 'Clément Turpin',
    status: { short: 'FT', elapsed: 90 },
    venue: { name: 'Munich Football Arena', city: 'Munich' },
  },
  league: { id: 4, name: 'Euro Championship', logo: null, country: 'World', round: 'Group A - 1' },
  teams: { home: { ...team(1, 'Germany'), winner: true }, away: team(2, 'Real Madrid') },
  goals: { home: 1, away: 0 },
  score: { penalty: { home: null, away: null } },
  events: [
    {
      type: 'Goal',
      detail: 'Normal Goal',
      time: { elapsed: 10, extra: null },
      team: team(1, 'Germany'),
      player: { id: null, name: 'Florian Wirtz' },
      assist: { id: null, name: null },
    },
  ],
  lineups: [
    {
      team: team(1, 'Germany'),
      startXI: [{ player: { id: null, name: 'Manuel Neuer' } }],
      substitutes: [],
      coach: { name: 'Julian Nagelsmann', photo: null },
    },
  ],
  statistics: [
    { team: team(1, 'Germany'), statistics: [{ type: 'Ball Possession', value: '60%' }] },
  ],
};

describe('localizeFixture', () => {
  it('translates league, country, city, national teams and statistics; keeps codes and people', () => {
    const localized = localizeFixture(FIXTURE, sportNameHu);
    expect(localized.league).toEqual({
      ...FIXTURE.league,
      name: 'Európa-bajnokság',
      country: 'Nemzetközi',
    });
    expect(localized.fixture.venue).toEqual({ name: 'Munich Football Arena', city: 'München' });
    expect(localized.teams.home.name).toBe('Németország');
    expect(localized.teams.away.name).toBe('Real Madrid');
    expect(localized.events![0]).toEqual({ ...FIXTURE.events![0], team: team(1, 'Németország') });
    expect(localized.lineups![0]!.team!.name).toBe('Németország');
    expect(localized.lineups![0]!.coach.name).toBe('Julian Nagelsmann');
    expect(localized.statistics![0]!.statistics[0]).toEqual({
      type: 'Labdabirtoklás',
      value: '60%',
    });
    expect(localized.fixture.status).toEqual(FIXTURE.fixture.status);
  });

  it('adds no keys the data did not have (page props carry no undefined values)', () => {
    const bare: Fixture = {
      ...FIXTURE,
      fixture: { ...FIXTURE.fixture, venue: { name: null } },
      league: { id: 4, name: 'Euro Championship', logo: null },
    };
    delete bare.events;
    delete bare.lineups;
    delete bare.statistics;
    const localized = localizeFixture(bare, sportNameHu);
    expect(Object.keys(localized).sort()).toEqual(Object.keys(bare).sort());
    expect(Object.keys(localized.league).sort()).toEqual(['id', 'logo', 'name']);
    expect(localized.fixture.venue).toEqual({ name: null });
  });

  it('in the browser, with the names the server recorded, gives the same result', () => {
    const { translate, names } = recordSportNames(sportNameHu);
    const server = localizeFixture(FIXTURE, translate);
    expect(localizeFixture(FIXTURE, lookupSportName(names))).toEqual(server);
  });
});

describe('Formula 1 localizers', () => {
  it('a race: Grand Prix, country, city and circuit', () => {
    const race: F1Race = {
      id: 1,
      type: 'Race',
      status: 'Live',
      date: '2024-03-02T15:00:00Z',
      laps: { current: 3, total: 57 },
      competition: {
        id: 1,
        name: 'Bahrain Grand Prix',
        location: { country: 'Bahrain', city: 'Sakhir' },
      },
      circuit: { id: 1, name: 'Bahrain International Circuit', image: null },
    };
    expect(localizeRace(race, sportNameHu)).toEqual({
      ...race,
      competition: {
        id: 1,
        name: 'Bahreini Nagydíj',
        location: { country: 'Bahrein', city: 'Szahír' },
      },
      circuit: { id: 1, name: 'Bahreini Nemzetközi Versenypálya', image: null },
    });
  });

  it('a circuit: its name and its measures in Hungarian units, the lap record holder as is', () => {
    const circuit: F1Circuit = {
      id: 1,
      name: 'Silverstone Circuit',
      image: null,
      owner: null,
      capacity: null,
      opened: 1948,
      first_grand_prix: 1950,
      length: '5.891 Kms',
      race_distance: null,
      laps: 52,
      lap_record: { time: '1:27.097', driver: 'Max Verstappen', year: 2020 },
    };
    expect(localizeCircuit(circuit, sportNameHu)).toEqual({
      ...circuit,
      name: 'Silverstone-i pálya',
      length: '5,891 km',
    });
  });

  it('a driver: nationality and birthplace; a team: its base; names stay', () => {
    const driver = {
      id: 1,
      name: 'Charles Leclerc',
      nationality: 'Monegasque',
      birthplace: 'Monte Carlo',
    } as F1Driver;
    expect(localizeDriver(driver, sportNameHu)).toEqual({
      ...driver,
      nationality: 'monacói',
      birthplace: 'Monte-Carlo',
    });
    const f1Team = { id: 2, name: 'McLaren', base: 'Woking' } as F1Team;
    expect(localizeF1Team(f1Team, sportNameHu)).toEqual(f1Team);
  });
});
