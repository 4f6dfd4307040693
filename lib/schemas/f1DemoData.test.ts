// The Formula 1 demo data of data/sport/f1/2024 (the 2024 season, issue 15): every file parses with the
// schemas of ./f1, the calendar is complete and in date order, results reference known races, drivers
// and teams, the winners match the season's win counts, and the points the results give never exceed
// the final standings.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  f1CircuitSchema,
  f1DriverSchema,
  f1RaceSchema,
  f1ResultRowSchema,
  f1StandingRowSchema,
  f1TeamSchema,
  type F1ResultRow,
} from './f1';

const dir = path.join(import.meta.dirname, '../../data/sport/f1/2024');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

const races = z.array(f1RaceSchema).parse(read('races.json'));
const circuits = z.array(f1CircuitSchema).parse(read('circuits.json'));
const teams = z.array(f1TeamSchema).parse(read('teams.json'));
const drivers = z.array(f1DriverSchema).parse(read('drivers.json'));
const resultsById = z.record(z.string(), z.array(f1ResultRowSchema));
const results = resultsById.parse(read('results.json'));
const grids = resultsById.parse(read('grids.json'));
const driverStandings = z.array(f1StandingRowSchema).parse(read('driverStandings.json'));
const constructorStandings = z.array(f1StandingRowSchema).parse(read('constructorStandings.json'));

const grandsPrix = races.filter((race) => race.type === 'Race');
const sprints = races.filter((race) => race.type === 'Sprint');
const RACE_POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
const SPRINT_POINTS = [8, 7, 6, 5, 4, 3, 2, 1];

function winnerOf(raceId: number): F1ResultRow | undefined {
  return results[String(raceId)]?.find((row) => row.position === 1);
}

describe('Formula 1 demo data, 2024 season', () => {
  it('has 24 grands prix in date order with unique ids, from 2 March to 8 December 2024', () => {
    expect(grandsPrix).toHaveLength(24);
    const ids = races.map((race) => race.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = races.map((race) => Date.parse(race.date));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(grandsPrix[0]?.date.slice(0, 10)).toBe('2024-03-02');
    expect(grandsPrix.at(-1)?.date.slice(0, 10)).toBe('2024-12-08');
    for (const race of races) {
      expect(race.date).toMatch(/^2024-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(race.status).toBe('Completed');
      expect(race.season).toBe(2024);
      expect(race.laps.current).toBe(race.laps.total);
    }
    expect(new Set(grandsPrix.map((race) => race.competition.id)).size).toBe(24);
  });

  it('gives every sprint the competition of a grand prix of the same weekend', () => {
    for (const sprint of sprints) {
      const race = grandsPrix.find((gp) => gp.competition.id === sprint.competition.id);
      expect(race).toBeDefined();
      const days = (Date.parse(race!.date) - Date.parse(sprint.date)) / 86_400_000;
      expect(days).toBeGreaterThan(0);
      expect(days).toBeLessThan(2);
    }
  });

  it('describes every circuit the races use, with its own image', () => {
    const circuitIds = new Set(circuits.map((circuit) => circuit.id));
    expect(circuitIds.size).toBe(circuits.length);
    for (const race of races) {
      const circuit = circuits.find((candidate) => candidate.id === race.circuit.id);
      expect(circuit?.name).toBe(race.circuit.name);
      expect(race.circuit.image).toBe(`/uploads/sport/f1/circuits/${race.circuit.id}.svg`);
    }
    for (const circuit of circuits) {
      expect(circuit.length).toMatch(/^\d\.\d{3} Kms$/);
      expect(circuit.race_distance).toMatch(/^\d{3}\.\d{3} Kms$/);
    }
  });

  it('has the 10 teams and the drivers with unique ids', () => {
    expect(teams).toHaveLength(10);
    expect(new Set(teams.map((team) => team.id)).size).toBe(10);
    expect(new Set(drivers.map((driver) => driver.id)).size).toBe(drivers.length);
    for (const driver of drivers) {
      expect(driver.birthdate).toMatch(/^\d{4}-\d\d-\d\d$/);
      for (const { team } of driver.teams) {
        expect(teams.find((candidate) => candidate.id === team.id)?.name).toBe(team.name);
      }
    }
  });

  it('references known races, drivers and teams in every result and grid', () => {
    for (const [file, rows] of [
      ['results', results],
      ['grids', grids],
    ] as const) {
      for (const [raceId, classification] of Object.entries(rows)) {
        expect(
          races.some((race) => String(race.id) === raceId),
          `${file} ${raceId}`,
        ).toBe(true);
        const driverIds = classification.map((row) => row.driver.id);
        expect(new Set(driverIds).size, `${file} ${raceId}`).toBe(driverIds.length);
        for (const row of classification) {
          const driver = drivers.find((candidate) => candidate.id === row.driver.id);
          expect(driver?.name, `${file} ${raceId}`).toBe(row.driver.name);
          expect(driver?.abbr).toBe(row.driver.abbr);
          expect(driver?.teams.some(({ team }) => team.id === row.team.id)).toBe(true);
          if (row.position === null) expect(['DNF', 'DNS', 'DSQ']).toContain(row.time);
        }
        const positions = classification.flatMap((row) => (row.position === null ? [] : [row]));
        expect(positions.map((row) => row.position)).toEqual(
          positions.map((_, index) => index + 1),
        );
      }
    }
  });

  it('classifies at least the points finishers of every race', () => {
    for (const race of grandsPrix) {
      const classified = results[String(race.id)]?.filter((row) => row.position !== null);
      expect(classified?.length, race.competition.name).toBeGreaterThanOrEqual(10);
    }
    for (const race of sprints) {
      const classified = results[String(race.id)]?.filter((row) => row.position !== null);
      expect(classified?.length, race.competition.name).toBeGreaterThanOrEqual(8);
    }
  });

  it('has the grand prix wins of the 2024 season', () => {
    const wins = new Map<string, number>();
    for (const race of grandsPrix) {
      const name = winnerOf(race.id)?.driver.name ?? 'none';
      wins.set(name, (wins.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(wins)).toEqual({
      'Max Verstappen': 9,
      'Lando Norris': 4,
      'Charles Leclerc': 3,
      'Carlos Sainz': 2,
      'Oscar Piastri': 2,
      'Lewis Hamilton': 2,
      'George Russell': 2,
    });
    expect(wins.get('Pierre Gasly')).toBeUndefined();
  });

  it('has the Hungarian Grand Prix at the Hungaroring on 21 July, won by Piastri ahead of Norris', () => {
    const hungary = grandsPrix.find((race) => race.competition.name === 'Hungarian Grand Prix');
    expect(hungary?.circuit.name).toBe('Hungaroring');
    expect(hungary?.competition.location.country).toBe('Hungary');
    expect(hungary?.date.slice(0, 10)).toBe('2024-07-21');
    const top = results[String(hungary?.id)]?.slice(0, 2).map((row) => row.driver.name);
    expect(top).toEqual(['Oscar Piastri', 'Lando Norris']);
  });

  it('has Russell disqualified from the Belgian Grand Prix', () => {
    const belgium = grandsPrix.find((race) => race.competition.name === 'Belgian Grand Prix');
    const russell = results[String(belgium?.id)]?.find(
      (row) => row.driver.name === 'George Russell',
    );
    expect(russell).toMatchObject({ position: null, time: 'DSQ' });
    expect(winnerOf(belgium!.id)?.driver.name).toBe('Lewis Hamilton');
  });

  it('has the final standings: Verstappen champion on 437, McLaren constructors champion on 666', () => {
    expect(driverStandings[0]).toMatchObject({
      position: 1,
      driverName: 'Max Verstappen',
      points: 437,
    });
    expect(constructorStandings[0]).toMatchObject({
      position: 1,
      driverName: 'McLaren',
      points: 666,
    });
    expect(constructorStandings).toHaveLength(10);
    for (const standings of [driverStandings, constructorStandings]) {
      const points = standings.map((row) => row.points ?? 0);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
    const driverTotal = driverStandings.reduce((sum, row) => sum + (row.points ?? 0), 0);
    const teamTotal = constructorStandings.reduce((sum, row) => sum + (row.points ?? 0), 0);
    expect(driverTotal).toBe(teamTotal);
    for (const row of driverStandings) {
      expect(drivers.some((driver) => driver.name === row.driverName)).toBe(true);
    }
    for (const row of constructorStandings) {
      expect(teams.find((team) => team.name === row.teamName)?.logo).toBe(row.driverImage);
    }
  });

  it('never gives a driver or team more points from the results than the final standings', () => {
    const byDriver = new Map<string, number>();
    const byTeam = new Map<string, number>();
    for (const race of races) {
      const table = race.type === 'Sprint' ? SPRINT_POINTS : RACE_POINTS;
      for (const row of results[String(race.id)] ?? []) {
        const points = row.position === null ? 0 : (table[row.position - 1] ?? 0);
        byDriver.set(row.driver.name, (byDriver.get(row.driver.name) ?? 0) + points);
        byTeam.set(row.team.name, (byTeam.get(row.team.name) ?? 0) + points);
      }
    }
    const gaps = driverStandings.map(
      (row) => (row.points ?? 0) - (byDriver.get(row.driverName) ?? 0),
    );
    for (const [index, gap] of gaps.entries()) {
      expect(gap, driverStandings[index]?.driverName).toBeGreaterThanOrEqual(0);
    }
    for (const row of constructorStandings) {
      expect(
        (row.points ?? 0) - (byTeam.get(row.driverName) ?? 0),
        row.driverName,
      ).toBeGreaterThanOrEqual(0);
    }
    // What is missing is the sprints left out (36 points each) and at most one fastest-lap point a race.
    const missing = gaps.reduce((sum, gap) => sum + gap, 0);
    const sprintsLeftOut = 6 - sprints.length;
    expect(missing).toBeGreaterThanOrEqual(sprintsLeftOut * 36);
    expect(missing).toBeLessThanOrEqual(sprintsLeftOut * 36 + grandsPrix.length);
  });
});
