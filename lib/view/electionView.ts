// How the election pages name and colour what they show (issue 31): parties by id, a result line's name
// (a candidate with their party, or a list), the map's entries (fill, link to the data page and text
// alternative of every area), and the number formats. Pure and client-safe: the pages, the embedded map
// and the polls of a running count all use it.
import { intlLocales, type Locale } from '../i18n/locales';
import { paths } from '../routing/paths';
import type { ElectionSettings } from '../routing/supplements';
import { areaKey, areaLeader, shareOf } from '../rules/elections';
import type { Area, Election, Party, Race, ResultLine } from '../schemas/elections';

/** The colour of an area without data (nothing counted yet, or none in the race). */
export const NO_DATA_FILL = '#d4d4d4';
/** The colour of a line without a party (an independent candidate). */
export const INDEPENDENT_FILL = '#8a8a8a';

export function partiesOf(election: Pick<Election, 'parties'>): Map<string, Party> {
  return new Map(election.parties.map((party) => [party.id, party]));
}

export interface Formats {
  number: (value: number) => string;
  /**
   * `value` in percent (54.13 means 54.13 %), two decimals as the election office writes them: a
   * close race (Budapest 2024: 47.51 % to 47.47 %) must not look like a tie.
   */
  percent: (value: number) => string;
  /** A share 0-1 as percent, one decimal. */
  counted: (share: number) => string;
}

export function electionFormats(locale: Locale): Formats {
  const tag = intlLocales[locale];
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const counted = new Intl.NumberFormat(tag, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    number: (value) => number.format(value),
    percent: (value) => percent.format(value / 100),
    counted: (share) => counted.format(share),
  };
}

/** What a line is called: the candidate (and the party's short name), or the party's name. */
export function lineName(
  line: Pick<ResultLine, 'party' | 'candidate'>,
  parties: Map<string, Party>,
  independent: string,
): { name: string; party: string } {
  const party = line.party ? parties.get(line.party) : undefined;
  const partyName = party?.short ?? (line.party ? line.party : independent);
  return line.candidate
    ? { name: line.candidate, party: partyName }
    : { name: party?.name ?? partyName, party: partyName };
}

export function lineColor(line: Pick<ResultLine, 'party'>, parties: Map<string, Party>): string {
  return (line.party && parties.get(line.party)?.color) || INDEPENDENT_FILL;
}

/** The data page of an area: /melleklet/{supplement}/adatok/{parent?}/{id}. */
export function areaHref(supplement: string, area: Pick<Area, 'id' | 'parent'>): string {
  return paths.supplementData(supplement, ...areaKey(area).split('/'));
}

/** The key a map's shape has for an area: a US state's FIPS code, else its area key. */
export function mapKeyOf(settings: Pick<ElectionSettings, 'map'>, area: Area): string {
  return settings.map === 'us-states' && area.code ? area.code : areaKey(area);
}

export interface MapEntry {
  href: string;
  fill: string;
  label: string;
}

export interface MapTexts {
  /** '{area}: {leader} ({party}), {share}' */
  leads: (area: string, leader: string, party: string, share: string) => string;
  /** '{area}: nincs még feldolgozott szavazat' */
  nothing: (area: string) => string;
  /** ', {counted} feldolgozva' */
  counting: (counted: string) => string;
  independent: string;
}

/** The areas of the map's races, in map order: the first race with an area at a shape colours it. */
export function mapAreas(
  election: Election,
  settings: Pick<ElectionSettings, 'map' | 'mapRaces'>,
): Array<{ race: Race; area: Area }> {
  const seen = new Set<string>();
  const out: Array<{ race: Race; area: Area }> = [];
  for (const id of settings.mapRaces) {
    const race = election.races.find((r) => r.id === id);
    for (const area of race?.areas ?? []) {
      // County maps take the top areas (a county, Budapest); the constituency map its constituencies.
      if (settings.map === 'hu-counties' && area.parent) continue;
      const key = mapKeyOf(settings, area);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ race: race!, area });
    }
  }
  return out;
}

/** Every map area's fill (its leader's colour), link and text alternative. */
export function mapEntries(
  election: Election,
  settings: Pick<ElectionSettings, 'map' | 'mapRaces'>,
  formats: Formats,
  texts: MapTexts,
): Record<string, MapEntry> {
  const parties = partiesOf(election);
  const entries: Record<string, MapEntry> = {};
  for (const { race, area } of mapAreas(election, settings)) {
    const leader = areaLeader(area, race.kind);
    const share = leader && shareOf(area, leader);
    const counting = area.counted < 1 ? texts.counting(formats.counted(area.counted)) : '';
    const named = leader && lineName(leader, parties, texts.independent);
    entries[mapKeyOf(settings, area)] = {
      href: areaHref(election.id, area),
      fill: leader ? lineColor(leader, parties) : NO_DATA_FILL,
      label:
        (named && share !== null
          ? texts.leads(area.name, named.name, named.party, formats.percent(share))
          : texts.nothing(area.name)) + counting,
    };
  }
  return entries;
}

/** The parties that lead an area of the map, in the order of the most areas led: the map's legend. */
export function mapLegend(
  election: Election,
  settings: Pick<ElectionSettings, 'map' | 'mapRaces'>,
  independent: string,
): Array<{ color: string; label: string }> {
  const parties = partiesOf(election);
  const counts = new Map<string | null, number>();
  for (const { race, area } of mapAreas(election, settings)) {
    const leader = areaLeader(area, race.kind);
    if (leader) counts.set(leader.party, (counts.get(leader.party) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([party]) => ({
      color: lineColor({ party }, parties),
      label: party ? (parties.get(party)?.short ?? party) : independent,
    }));
}

/** An area as a row of a table of areas: its name (a link to its data page), leader, party, share. */
export function areaRow(
  election: Pick<Election, 'id' | 'parties'>,
  race: Pick<Race, 'id' | 'kind'>,
  area: Area,
  formats: Formats,
  independent: string,
): { key: string; href: string; cells: string[] } {
  const leader = areaLeader(area, race.kind);
  const named = leader ? lineName(leader, partiesOf(election), independent) : null;
  return {
    key: `${race.id}/${areaKey(area)}`,
    href: areaHref(election.id, area),
    cells: [
      area.name,
      named?.name ?? '–',
      named?.party ?? '–',
      leader ? formats.percent(shareOf(area, leader)) : '–',
    ],
  };
}
