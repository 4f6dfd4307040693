// Test helper: Formula 1 samples for the component tests of the F1 page and its tabs: a season of two Grands Prix
// (the second a weekend with a sprint, its race live), a circuit, a result, two teams, two drivers and
// standings, as the server hands them to the page (names already in Hungarian); and how the tests read
// a team's or driver's card.
import { screen, within } from '@testing-library/react';
import type {
  F1Circuit,
  F1Driver,
  F1Race,
  F1ResultRow,
  F1StandingRow,
  F1Team,
} from '@/lib/schemas/f1';
import type { F1Selection, F1View } from '@/lib/view/f1';

const race = (
  id: number,
  type: string,
  date: string,
  competition: { id: number; name: string },
  circuit: string,
  status: string,
  laps: F1Race['laps'],
): F1Race => ({
  id,
  type,
  status,
  date,
  laps,
  competition: { ...competition, location: { country: null, city: null } },
  circuit: { id: competition.id, name: circuit, image: null },
});

const HUNGARY = { id: 13, name: 'Magyar Nagydíj' };
const BELGIUM = { id: 14, name: 'Belga Nagydíj' };

export const RACES: F1Race[] = [
  race(2024013, 'Race', '2024-07-21T13:00:00Z', HUNGARY, 'Hungaroring', 'Completed', {
    current: 70,
    total: 70,
  }),
  race(2024114, 'Sprint', '2024-07-27T14:00:00Z', BELGIUM, 'Spa-Francorchamps', 'Completed', {
    current: 15,
    total: 15,
  }),
  race(2024014, 'Race', '2024-07-28T13:00:00Z', BELGIUM, 'Spa-Francorchamps', 'Live', {
    current: 23,
    total: 44,
  }),
];

export const CIRCUIT: F1Circuit = {
  id: 13,
  name: 'Hungaroring',
  image: null,
  owner: null,
  capacity: null,
  opened: 1986,
  first_grand_prix: 1986,
  length: '4.381 km',
  race_distance: null,
  laps: 70,
  lap_record: { time: '1:16.627', driver: 'Lewis Hamilton', year: 2020 },
};

const resultRow = (position: number | null, name: string, time: string | null): F1ResultRow => ({
  position,
  driver: { name },
  team: { id: 2, name: 'McLaren', logo: null },
  time,
});

export const RESULT: F1ResultRow[] = [
  resultRow(1, 'Oscar Piastri', '1:38:01.989'),
  resultRow(2, 'Lando Norris', '+2.141'),
  resultRow(null, 'Logan Sargeant', 'DNF'),
];

const team = (id: number, name: string, facts: Partial<F1Team>): F1Team => ({
  id,
  name,
  logo: null,
  base: null,
  first_team_entry: null,
  world_championships: null,
  highest_race_finish: { position: null, number: null },
  pole_positions: null,
  fastest_laps: null,
  president: null,
  director: null,
  technical_manager: null,
  chassis: null,
  engine: null,
  tyres: null,
  ...facts,
});

export const TEAMS: F1Team[] = [
  team(2, 'McLaren', {
    base: 'Woking',
    director: 'Andrea Stella',
    chassis: 'MCL38',
    engine: 'Mercedes',
    first_team_entry: 1966,
    world_championships: 8,
    highest_race_finish: { position: 1, number: 184 },
    technical_manager: 'Peter Prodromou',
    tyres: 'Pirelli',
  }),
  team(7, 'Haas', { base: 'Kannapolis', engine: 'Ferrari' }),
];

const driver = (id: number, name: string, facts: Partial<F1Driver>): F1Driver => ({
  id,
  name,
  image: null,
  number: null,
  abbr: null,
  nationality: null,
  birthdate: null,
  birthplace: null,
  grands_prix_entered: null,
  world_championships: null,
  podiums: null,
  highest_race_finish: { position: null, number: null },
  highest_grid_position: null,
  career_points: null,
  teams: [],
  ...facts,
});

const mclaren = { season: 2024, team: { id: 2, name: 'McLaren', logo: null } };

export const DRIVERS: F1Driver[] = [
  driver(49, 'Lando Norris', {
    number: 4,
    nationality: 'brit',
    birthdate: '1999-11-13',
    birthplace: 'Bristol',
    world_championships: 0,
    highest_race_finish: { position: 1, number: 1 },
    teams: [mclaren],
  }),
  driver(50, 'Oscar Piastri', {
    number: 81,
    teams: [mclaren, { season: 2023, team: { id: 2, name: 'McLaren', logo: null } }],
  }),
];

export const DRIVER_STANDINGS: F1StandingRow[] = [
  {
    position: 1,
    driverName: 'Max Verstappen',
    driverImage: null,
    teamName: 'Red Bull Racing',
    points: 437,
  },
  {
    position: null,
    driverName: 'Logan Sargeant',
    driverImage: null,
    teamName: 'Williams',
    points: null,
  },
];

export const SELECTION: F1Selection = {
  tab: 'versenynaptar',
  season: 2024,
  competition: null,
  race: null,
  grid: false,
  team: null,
  driver: null,
};

/** The page's view: the season's races on the calendar, nothing chosen, unless `change` says so. */
export function f1TestView(
  change: Partial<Omit<F1View, 'selection'>> & { selection?: Partial<F1Selection> } = {},
): F1View {
  return {
    seasons: [2024],
    races: RACES,
    circuit: null,
    result: [],
    teams: [],
    drivers: [],
    standings: [],
    unavailable: false,
    names: {},
    ...change,
    selection: { ...SELECTION, ...change.selection },
  };
}

/** The card (team, driver) whose heading is `name`. */
export const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

/** The facts a card lists, as read. */
export const factsOf = (name: string) =>
  within(cardOf(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
