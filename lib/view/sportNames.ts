// Puts Hungarian names into live-sport data (issue 27 item 4; SPEC sections 2 and 3: the sport pages are
// Hungarian, the api-sports data names countries, leagues, Grands Prix, circuits and units in English).
// Client-safe: the functions take the translator as an argument. The server translates with the
// dictionary (lib/i18n/sportNames.hu.ts); the browser, which polls the raw livescore API, translates with
// the few names the server recorded into the page props (SportNameMap), so the dictionary itself never
// ships to the browser. Only display names change: ids, status codes, round and event codes stay as the
// rules read them.
import type { F1Circuit, F1Driver, F1Race, F1Team } from '../schemas/f1';
import type { Fixture, StandingRow, TopScorerRow } from '../schemas/football';
import type { MedalRow } from '../schemas/olympics';

/** What a data name is, for choosing its Hungarian form. */
export type SportNameKind =
  | 'country'
  /** A football team: a national team by its country's name; a club keeps its own name. */
  | 'team'
  | 'nationality'
  | 'league'
  | 'grandPrix'
  | 'circuit'
  | 'city'
  | 'unit'
  | 'statistic'
  | 'round';

export type TranslateSportName = (kind: SportNameKind, name: string) => string;

/** Hungarian names keyed by `${kind}:${data name}`: what the browser needs for polled data. */
export type SportNameMap = Record<string, string>;

const keyOf = (kind: SportNameKind, name: string) => `${kind}:${name}`;

/** A translator over a recorded map; a name it does not hold stays as the data gives it. */
export function lookupSportName(map: SportNameMap): TranslateSportName {
  return (kind, name) => map[keyOf(kind, name)] ?? name;
}

/**
 * Wraps a translator and records every name it changed, so that the page props can carry exactly the
 * names the browser may meet again when it polls the same data.
 */
export function recordSportNames(translate: TranslateSportName): {
  translate: TranslateSportName;
  names: SportNameMap;
} {
  const names: SportNameMap = {};
  return {
    names,
    translate: (kind, name) => {
      const hungarian = translate(kind, name);
      if (hungarian !== name) names[keyOf(kind, name)] = hungarian;
      return hungarian;
    },
  };
}

const orNull = (value: string | null, kind: SportNameKind, translate: TranslateSportName) =>
  value === null ? null : translate(kind, value);

/**
 * A measure as the data writes it ('5.412 Kms', '305.066 km') in Hungarian: decimal comma and the
 * Hungarian unit ('5,412 km'). Text that is not a number and a unit stays as it is.
 */
export function sportMeasure(text: string, translate: TranslateSportName): string {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(\p{L}+)\s*$/u.exec(text);
  if (!match) return text;
  return `${match[1]!.replace('.', ',')} ${translate('unit', match[2]!)}`;
}

function team<T extends { name: string }>(value: T, translate: TranslateSportName): T {
  return { ...value, name: translate('team', value.name) };
}

/** A fixture with Hungarian league, country, team, city and statistic names. */
export function localizeFixture(fixture: Fixture, translate: TranslateSportName): Fixture {
  const { venue } = fixture.fixture;
  const localized: Fixture = {
    ...fixture,
    fixture: {
      ...fixture.fixture,
      venue:
        venue.city === undefined
          ? venue
          : { ...venue, city: orNull(venue.city, 'city', translate) },
    },
    league: {
      ...fixture.league,
      name: translate('league', fixture.league.name),
      ...(fixture.league.country === undefined
        ? {}
        : { country: orNull(fixture.league.country, 'country', translate) }),
    },
    teams: {
      home: team(fixture.teams.home, translate),
      away: team(fixture.teams.away, translate),
    },
  };
  if (fixture.events) {
    localized.events = fixture.events.map((event) => ({
      ...event,
      team: team(event.team, translate),
    }));
  }
  if (fixture.lineups) {
    localized.lineups = fixture.lineups.map((lineup) =>
      lineup.team ? { ...lineup, team: team(lineup.team, translate) } : lineup,
    );
  }
  if (fixture.statistics) {
    localized.statistics = fixture.statistics.map((side) => ({
      team: team(side.team, translate),
      statistics: side.statistics.map((stat) => ({
        ...stat,
        type: translate('statistic', stat.type),
      })),
    }));
  }
  return localized;
}

export function localizeStandingRow(row: StandingRow, translate: TranslateSportName): StandingRow {
  return { ...row, team: team(row.team, translate) };
}

export function localizeTopRow(row: TopScorerRow, translate: TranslateSportName): TopScorerRow {
  return {
    ...row,
    statistics: row.statistics.map((stats) => ({ ...stats, team: team(stats.team, translate) })),
  };
}

/** A race with its Grand Prix, country, city and circuit in Hungarian. */
export function localizeRace(race: F1Race, translate: TranslateSportName): F1Race {
  const { competition, circuit } = race;
  return {
    ...race,
    competition: {
      ...competition,
      name: translate('grandPrix', competition.name),
      location: {
        country: orNull(competition.location.country, 'country', translate),
        city: orNull(competition.location.city, 'city', translate),
      },
    },
    circuit: { ...circuit, name: translate('circuit', circuit.name) },
  };
}

export function localizeCircuit(circuit: F1Circuit, translate: TranslateSportName): F1Circuit {
  const measure = (value: string | null) =>
    value === null ? null : sportMeasure(value, translate);
  return {
    ...circuit,
    name: translate('circuit', circuit.name),
    length: measure(circuit.length),
    race_distance: measure(circuit.race_distance),
  };
}

/** A constructor keeps its name (a brand); its base is a place. */
export function localizeF1Team(value: F1Team, translate: TranslateSportName): F1Team {
  return { ...value, base: orNull(value.base, 'city', translate) };
}

export function localizeDriver(driver: F1Driver, translate: TranslateSportName): F1Driver {
  return {
    ...driver,
    nationality: orNull(driver.nationality, 'nationality', translate),
    birthplace: orNull(driver.birthplace, 'city', translate),
  };
}

export function localizeMedalRow(row: MedalRow, translate: TranslateSportName): MedalRow {
  return { ...row, country: translate('country', row.country) };
}
