// Valid and invalid samples for every schema of lib/schemas, and the demo JSON files of data/ against
// their Source schemas.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { adSlotSchema } from './adSlot';
import type { ListItem } from './article';
import { answerSubmissionSchema, quizIdSchema, quizSchema, userAnswerSchema } from './quiz';
import { firstStepAnswerSchema, meAnswerSchema, sessionAnswerSchema } from './accountAnswers';
import {
  commonDataSchema,
  exchangeRateSchema,
  pipStatusSchema,
  staffGroupSchema,
  weatherSchema,
} from './commonData';
import {
  commonDataSourceSchema,
  exchangeSourceSchema,
  weatherSourceSchema,
} from './commonDataSource';
import {
  f1CircuitSchema,
  f1DriverSchema,
  f1RaceSchema,
  f1ResultRowSchema,
  f1StandingRowSchema,
  f1TeamSchema,
} from './f1';
import {
  fixtureSchema,
  fixtureStatusSchema,
  standingRowSchema,
  topScorerRowSchema,
} from './football';
import {
  autoBlockVersionSchema,
  frontPageBlockSchema,
  frontPageBlockSourceSchema,
  frontPageSourceSchema,
  recommendedSourceSchema,
} from './frontpage';
import {
  minutesCounterSchema,
  minutesSourceSchema,
  pipStateSchema,
  sportLeaguesContentSchema,
  uniqueGroupSchema,
  uniqueSchema,
} from './misc';
import {
  podcastEpisodeSchema,
  podcastEpisodeSourceSchema,
  podcastPlayerStateSchema,
  podcastSchema,
} from './podcast';
import { recommenderResponseSchema } from './recommender';
import { autocompleteAnswerSchema, autocompleteItemSchema } from './autocompleteAnswer';
import { searchFilterSchema, searchFiltersSchema, searchTagSchema } from './search';
import { sponsoredLineSchema, sponsoredLineSourceSchema } from './sponsoredLine';
import { sampleListItem } from '@/tests/fixtures/listItem';

const superTag = { id: 1, name: 'Belföld', slug: 'belfold', active: true };
const listItem: ListItem = sampleListItem({
  id: 42,
  title: 'Árvíz a Tiszán Szolnoknál',
  slug: 'arviz-a-tiszan-szolnoknal',
  pubDate: 1_795_000_000,
  insertedAt: 1_795_000_000,
  updatedAt: 1_795_000_000,
  lead: 'Tetőzik a Tisza.',
  mainSuperTag: superTag,
  superTags: [superTag],
  tags: [{ id: 7, name: 'árvíz', slug: 'arviz' }],
  articleAuthors: [{ slug: 'kiss-anna', name: 'Kiss Anna', title: null, avatarSrc: null }],
  authors: [{ slug: 'kiss-anna', name: 'Kiss Anna', title: null, avatarSrc: null }],
});

const quizId = '0123456789abcdef01234567';
const quiz = {
  _id: quizId,
  complex: false,
  title: null,
  questions: [
    {
      _id: 'q1',
      question: 'Hány méteren tetőzik a Tisza?',
      displayAs: 'options',
      image: null,
      description: null,
      activeTo: 1_795_000_000,
      active: false,
      voterCount: 24,
      rightAnswer: { value: 'o1' },
      options: [{ _id: 'o1', title: '9 méter' }],
      answers: [
        {
          _id: 'a1',
          title: '9 méter',
          image: null,
          answerCount: 12,
          sum: 12,
          average: 0.5,
          percent: 50,
          description: null,
        },
      ],
    },
  ],
};

const team = { id: 651, name: 'Ferencváros', logo: 'https://media.example.com/teams/651.png' };
const standingRow = {
  rank: 1,
  team,
  points: 28,
  goalsDiff: 15,
  group: 'NB I',
  form: 'WWDWW',
  all: { played: 12, win: 9, draw: 1, lose: 2, goals: { for: 25, against: 10 } },
};
const fixture = {
  fixture: {
    id: 1208341,
    timestamp: 1_795_000_000,
    referee: null,
    status: { short: 'NS', long: 'Not Started', elapsed: null },
    venue: { id: null, name: 'Groupama Aréna', city: 'Budapest' },
  },
  league: { id: 271, name: 'NB I', logo: null, season: 2026, standings: true },
  teams: { home: { ...team, winner: null }, away: { id: 1, name: 'Újpest', logo: null } },
  goals: { home: null, away: null },
  score: { halftime: { home: null, away: null }, penalty: { home: null, away: null } },
  events: [
    {
      type: 'Goal',
      detail: 'Normal Goal',
      time: { elapsed: 23, extra: null },
      team,
      player: { id: 5, name: 'Varga Barnabás' },
      assist: { id: null, name: null },
    },
  ],
  lineups: [
    {
      team,
      formation: '4-3-3',
      startXI: [{ player: { id: 5, name: 'Varga Barnabás', number: 19, pos: 'F', grid: '4:2' } }],
      substitutes: [],
      coach: { name: 'Edző Elek', photo: null },
    },
  ],
  statistics: [{ team, statistics: [{ type: 'Ball Possession', value: '55%' }] }],
  predictions: null,
  url: '/sport/foci/1208341',
};

const race = {
  id: 1701,
  type: 'Race',
  status: 'Completed',
  date: '2026-11-21T06:00:00+00:00',
  laps: { current: null, total: 50 },
  competition: {
    id: 29,
    name: 'Las Vegas Grand Prix',
    location: { country: 'USA', city: 'Las Vegas' },
  },
  circuit: { id: 30, name: 'Las Vegas Strip Circuit', image: null },
};
const highestRaceFinish = { position: 1, number: 3 };
const f1Circuit = {
  name: 'Hungaroring',
  image: null,
  owner: null,
  capacity: 70000,
  opened: 1986,
  first_grand_prix: 1986,
  length: '4.381 Kms',
  race_distance: '306.63 kms',
  laps: 70,
  lap_record: { time: '1:16.627', driver: 'Lewis Hamilton', year: '2020' },
};
const f1Team = {
  name: 'McLaren',
  logo: null,
  base: 'Woking',
  first_team_entry: 1966,
  world_championships: 9,
  highest_race_finish: highestRaceFinish,
  pole_positions: 160,
  fastest_laps: 170,
  president: null,
  director: null,
  technical_manager: null,
  chassis: null,
  engine: 'Mercedes',
  tyres: 'Pirelli',
};
const f1Driver = {
  name: 'Lando Norris',
  image: null,
  number: 4,
  abbr: 'NOR',
  nationality: 'British',
  birthdate: '1999-11-13',
  birthplace: 'Bristol',
  grands_prix_entered: 150,
  world_championships: 0,
  podiums: 30,
  highest_race_finish: highestRaceFinish,
  highest_grid_position: 1,
  career_points: '1000.5',
  teams: [{ season: 2026, team: { id: 3, name: 'McLaren', logo: null } }],
};

const pipStatus = {
  pipShow: false,
  pipTitle: null,
  pipUrl: null,
  pipOpen: false,
  pipLabel: 'élő',
  pipIsManual: false,
};
const exchangeRate = { currency: 'EUR', rate: 385.42, updown: -1, date: '2026-11-21' };
const sponsoredLineFields = {
  active: true,
  newest: false,
  listPage: true,
  frontPageSlug: null,
  mainSuperTags: ['sport'],
  tags: null,
  avCode: null,
  ctLink: 'https://example.com/partner',
  cssClass: 'sponsored-line',
  description: 'A sportrovat támogatója',
};
const episode = {
  id: 1,
  slug: 'reggeli-kave-2026-11-02',
  title: 'Reggeli kávé',
  image: null,
  duration: 912,
  sourceUrl: 'https://media.example.com/podcast/1.mp3',
  podcast: { slug: 'reggeli-kave', name: 'Reggeli kávé', page: '/cimke/podcast' },
  article: listItem,
  pubDate: 1_795_000_000,
};
const recommended = {
  special: [listItem],
  breaking: [],
  important: [],
  newest: [listItem],
  favorite: [],
  pr: [],
  after: [],
  g7: [],
};
const recommendedSource = {
  special: ['arviz-a-tiszan-szolnoknal'],
  breaking: [],
  important: [],
  newest: [],
  favorite: [],
  pr: ['partner-cikk'],
  after: [],
  g7: [],
};

const user = { id: 5, email: 'olvaso@example.com', name: 'Olvasó', role: 'reader' };
const session = {
  token: 'a',
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: 1_795_000_900,
  refreshTokenExpiresAt: 1_797_000_000,
  loggedInUser: user,
  isAuthenticated: true,
};

interface Sample {
  name: string;
  /** zod or zod/mini. */
  schema: z.core.$ZodType;
  value: unknown;
}

const valid: Sample[] = [
  // search
  {
    name: 'search filter, parentId [null]',
    schema: searchFilterSchema,
    value: { parentId: [null] },
  },
  {
    name: "search filter, parentId ['null']",
    schema: searchFilterSchema,
    value: { parentId: ['null'] },
  },
  {
    name: "search filter, parentId 'null'",
    schema: searchFilterSchema,
    value: { parentId: 'null' },
  },
  { name: 'search filter, parentId null', schema: searchFilterSchema, value: { parentId: null } },
  { name: 'search filter, parentId 12', schema: searchFilterSchema, value: { parentId: 12 } },
  {
    name: 'search filter, all keys',
    schema: searchFilterSchema,
    value: {
      superTagSlugs: ['belfold'],
      tagSlugs: ['arviz'],
      authorSlugs: ['kiss-anna'],
      flags: ['live'],
      superTags: ['Belföld'],
      tags: ['árvíz'],
      and_tags: ['a'],
      exact_tags: ['b'],
      not_tags: ['c'],
      superTagSiteSlugs: ['main'],
    },
  },
  { name: 'search filter, empty', schema: searchFilterSchema, value: {} },
  { name: 'search tag', schema: searchTagSchema, value: { type: 'authors', text: 'Kiss Anna' } },
  {
    name: 'search filters',
    schema: searchFiltersSchema,
    value: { and_tags: ['árvíz'], title: ['Tisza'] },
  },
  {
    name: 'autocomplete separator',
    schema: autocompleteItemSchema,
    value: { text: 'Rovatok', type: 'superTags', count: 3, classes: ['separator'] },
  },
  {
    name: 'autocomplete response',
    schema: autocompleteAnswerSchema,
    value: { items: [{ text: 'árvíz', type: 'tags', count: 12 }] },
  },
  // recommender
  { name: 'recommender response', schema: recommenderResponseSchema, value: recommended },
  // podcast
  {
    name: 'podcast',
    schema: podcastSchema,
    value: {
      slug: 'kotetlenul',
      name: 'Kötetlenül',
      page: '/after',
      description: 'Beszélgetős műsor',
    },
  },
  { name: 'podcast episode', schema: podcastEpisodeSchema, value: episode },
  {
    name: 'podcast episode without article',
    schema: podcastEpisodeSchema,
    value: { ...episode, article: null },
  },
  {
    name: 'podcast episode source',
    schema: podcastEpisodeSourceSchema,
    value: {
      ...episode,
      podcast: 'reggeli-kave',
      article: undefined,
      pubDate: '2026-11-02T06:00:00+01:00',
    },
  },
  {
    name: 'podcast player state',
    schema: podcastPlayerStateSchema,
    value: { visible: true, minimalized: 'left', episode, playing: false },
  },
  // sponsored line
  {
    name: 'sponsored line',
    schema: sponsoredLineSchema,
    value: { ...sponsoredLineFields, dateFrom: 1_790_000_000, dateTo: 1_800_000_000 },
  },
  {
    name: 'sponsored line source',
    schema: sponsoredLineSourceSchema,
    value: {
      ...sponsoredLineFields,
      dateFrom: '2026-11-01T00:00:00+01:00',
      dateTo: '2027-01-31T23:59:59+01:00',
    },
  },
  // ad slot
  {
    name: 'ad slot with sizes',
    schema: adSlotSchema,
    value: {
      name: 'desktop_fekvo_1',
      sizes: [[970, 250], [728, 90], 'fluid'],
      loadMode: 'lazy',
      loadCollapsed: true,
      observerMargin: 300,
      delay: 2000,
      setupad: false,
    },
  },
  {
    name: 'ad slot fluid',
    schema: adSlotSchema,
    value: {
      name: 'native',
      sizes: 'fluid',
      loadMode: 'early',
      loadCollapsed: false,
      observerMargin: 0,
      pr: true,
      setupad: true,
    },
  },
  // quiz
  { name: 'quiz', schema: quizSchema, value: quiz },
  { name: 'quiz id', schema: quizIdSchema, value: quizId },
  {
    name: 'user answer',
    schema: userAnswerSchema,
    value: { questionId: 'q1', responses: [{ optionId: 'o1' }, { answerId: 'a1' }] },
  },
  {
    name: 'answer submission',
    schema: answerSubmissionSchema,
    value: { quizId, answers: [{ questionId: 'q1', responses: [{ optionId: 'o1' }] }] },
  },
  // football
  { name: 'fixture', schema: fixtureSchema, value: fixture },
  {
    name: 'fixture with standings groups',
    schema: fixtureSchema,
    value: { ...fixture, league: { ...fixture.league, standings: [[standingRow]] } },
  },
  { name: 'fixture status FT', schema: fixtureStatusSchema, value: 'FT' },
  { name: 'fixture status 1H', schema: fixtureStatusSchema, value: '1H' },
  { name: 'fixture status unknown code', schema: fixtureStatusSchema, value: 'SUSP' },
  { name: 'standing row', schema: standingRowSchema, value: standingRow },
  {
    name: 'top scorer row',
    schema: topScorerRowSchema,
    value: {
      player: { name: 'Varga Barnabás', photo: null },
      statistics: [{ team, goals: { total: 11 }, cards: { yellow: 2, yellowred: null, red: 0 } }],
    },
  },
  // f1
  { name: 'f1 race', schema: f1RaceSchema, value: race },
  { name: 'f1 race, other status', schema: f1RaceSchema, value: { ...race, status: 'Scheduled' } },
  {
    name: 'f1 circuit',
    schema: f1CircuitSchema,
    value: f1Circuit,
  },
  {
    name: 'f1 team',
    schema: f1TeamSchema,
    value: f1Team,
  },
  {
    name: 'f1 driver',
    schema: f1DriverSchema,
    value: f1Driver,
  },
  {
    name: 'f1 result row (DNF)',
    schema: f1ResultRowSchema,
    value: {
      position: null,
      driver: { name: 'Lando Norris' },
      team: { id: 3, name: 'McLaren', logo: null },
      time: 'DNF',
    },
  },
  {
    name: 'f1 standing row',
    schema: f1StandingRowSchema,
    value: {
      position: 1,
      driverName: 'Lando Norris',
      driverImage: null,
      teamName: 'McLaren',
      points: 412.5,
    },
  },
  // misc
  { name: 'minutes counter', schema: minutesCounterSchema, value: { recurring: 10, onetime: 1 } },
  {
    name: 'minutes source',
    schema: minutesSourceSchema,
    value: {
      startDate: '2025-03-28',
      days: [
        { day: '2025-03-28', recurring: 10, onetime: 1 },
        { day: '2025-03-30', recurring: 0, onetime: 4 },
      ],
    },
  },
  { name: 'unique', schema: uniqueSchema, value: { slug: 'after-music', content: [1, 'a'] } },
  {
    name: 'unique group',
    schema: uniqueGroupSchema,
    value: { id: 13, uniques: [{ slug: 'holdblog-main', content: { title: 'Holdblog' } }] },
  },
  {
    name: 'sport leagues',
    schema: sportLeaguesContentSchema,
    value: [{ key: '271', value: 'NB I' }],
  },
  {
    name: 'pip state',
    schema: pipStateSchema,
    value: { showPipVideo: true, showPipFinishing: false, closedPipVideo: false },
  },
  { name: 'pip status', schema: pipStatusSchema, value: pipStatus },
  // front page
  {
    name: 'front page block source',
    schema: frontPageBlockSourceSchema,
    value: { position: 2, type: 'list', title: 'Friss', articles: ['arviz-a-tiszan-szolnoknal'] },
  },
  {
    name: 'front page source',
    schema: frontPageSourceSchema,
    value: {
      blocks: [
        { position: 1000, type: 'breaking', articles: ['arviz-a-tiszan-szolnoknal'] },
        { position: 1, type: 'auto', articles: [] },
      ],
    },
  },
  {
    name: 'front page block',
    schema: frontPageBlockSchema,
    value: { position: 1, type: 'cover', title: null, items: [listItem] },
  },
  { name: 'auto block version 4', schema: autoBlockVersionSchema, value: 4 },
  {
    name: 'recommended source',
    schema: recommendedSourceSchema,
    value: recommendedSource,
  },
  // common data
  { name: 'exchange rate', schema: exchangeRateSchema, value: exchangeRate },
  {
    name: 'exchange source',
    schema: exchangeSourceSchema,
    value: {
      HUF: [exchangeRate],
      RON: [],
      history: { HUF: { EUR: [{ date: '2026-11-20', rate: 386.28 }] } },
    },
  },
  {
    name: 'weather',
    schema: weatherSchema,
    value: { city: 'Csíkszereda', temperature: -6, icon: 'snow', description: 'Havazás' },
  },
  {
    name: 'weather source',
    schema: weatherSourceSchema,
    value: { city: 'Szeged', edition: 'main', temperature: 7, icon: 'sunny', description: 'Napos' },
  },
  {
    name: 'common data',
    schema: commonDataSchema,
    value: {
      componentSetup: { exchange: true, podcastBlock: false },
      exchangesRates: [exchangeRate],
      weatherData: [],
      floodingData: null,
      pipStatus,
      trendingTags: [{ slug: 'foci', name: 'foci' }],
      widgets: [],
      searchPlaceholders: { default: 'Keresés', sport: 'Keresés a sporthírek között' },
    },
  },
  {
    name: 'common data source',
    schema: commonDataSourceSchema,
    value: {
      componentSetup: { exchange: true },
      searchPlaceholders: { default: 'Keresés' },
      trendingTags: ['foci'],
      widgets: [],
      flooding: {
        active: true,
        title: 'Hófúvás',
        description: '',
        url: '/erdely',
        level: 'orange',
      },
    },
  },
  {
    name: 'staff group',
    schema: staffGroupSchema,
    value: { group: 'Fotó', people: [{ name: 'Kiss Anna', title: 'fotóriporter' }] },
  },
  // accounts
  {
    name: 'first login step',
    schema: firstStepAnswerSchema,
    value: {
      token: 't',
      firstStepToken: 't',
      expiresAt: 1_795_000_300,
      otpRequired: true,
      mailQueued: false,
    },
  },
  { name: 'session', schema: sessionAnswerSchema, value: session },
  { name: 'me', schema: meAnswerSchema, value: { loggedInUser: user, isAuthenticated: true } },
];

const invalid: Sample[] = [
  // search
  {
    name: 'search filter, tagSlugs not a list',
    schema: searchFilterSchema,
    value: { tagSlugs: 'arviz' },
  },
  { name: "search filter, parentId 'abc'", schema: searchFilterSchema, value: { parentId: 'abc' } },
  {
    name: 'search filter, parentId [true]',
    schema: searchFilterSchema,
    value: { parentId: [true] },
  },
  {
    name: 'search tag, unknown type',
    schema: searchTagSchema,
    value: { type: 'flags', text: 'live' },
  },
  {
    name: 'search filters, title not a list',
    schema: searchFiltersSchema,
    value: { title: 'Tisza' },
  },
  {
    name: 'autocomplete item without text',
    schema: autocompleteItemSchema,
    value: { type: 'tags', count: 1 },
  },
  { name: 'autocomplete response without items', schema: autocompleteAnswerSchema, value: {} },
  // recommender
  {
    name: 'recommender response without g7',
    schema: recommenderResponseSchema,
    value: { ...recommended, g7: undefined },
  },
  // podcast
  {
    name: 'podcast without name',
    schema: podcastSchema,
    value: { slug: 'x', page: '/x', description: '' },
  },
  {
    name: 'podcast episode, duration as string',
    schema: podcastEpisodeSchema,
    value: { ...episode, duration: '15:12' },
  },
  {
    name: 'podcast episode source, pubDate without offset',
    schema: podcastEpisodeSourceSchema,
    value: { ...episode, podcast: 'reggeli-kave', article: undefined, pubDate: '2026-11-02' },
  },
  {
    name: 'podcast player state, minimalized top',
    schema: podcastPlayerStateSchema,
    value: { visible: true, minimalized: 'top', episode: null, playing: false },
  },
  // sponsored line
  {
    name: 'sponsored line, dateTo not a number',
    schema: sponsoredLineSchema,
    value: { ...sponsoredLineFields, dateFrom: 1_790_000_000, dateTo: '2027-01-31T23:59:59+01:00' },
  },
  {
    name: 'sponsored line, dateFrom after dateTo',
    schema: sponsoredLineSchema,
    value: { ...sponsoredLineFields, dateFrom: 1_800_000_000, dateTo: 1_790_000_000 },
  },
  {
    name: 'sponsored line source, date not ISO',
    schema: sponsoredLineSourceSchema,
    value: {
      ...sponsoredLineFields,
      dateFrom: '2026. november 1.',
      dateTo: '2027-01-31T23:59:59+01:00',
    },
  },
  // ad slot
  {
    name: 'ad slot, observerMargin over 300',
    schema: adSlotSchema,
    value: {
      name: 'a',
      sizes: 'fluid',
      loadMode: 'lazy',
      loadCollapsed: false,
      observerMargin: 301,
      setupad: false,
    },
  },
  {
    name: 'ad slot, size not a pair',
    schema: adSlotSchema,
    value: {
      name: 'a',
      sizes: [[300]],
      loadMode: 'early',
      loadCollapsed: false,
      observerMargin: 0,
      setupad: false,
    },
  },
  // quiz
  { name: 'quiz id of 23 chars', schema: quizIdSchema, value: quizId.slice(1) },
  { name: 'quiz with a 25-char id', schema: quizSchema, value: { ...quiz, _id: `${quizId}0` } },
  {
    name: 'user answer, response names nothing',
    schema: userAnswerSchema,
    value: { questionId: 'q1', responses: [{}] },
  },
  {
    name: 'answer submission, short quiz id',
    schema: answerSubmissionSchema,
    value: { quizId: 'abc', answers: [] },
  },
  // football
  { name: 'fixture without teams', schema: fixtureSchema, value: { ...fixture, teams: undefined } },
  { name: 'fixture status empty', schema: fixtureStatusSchema, value: '' },
  {
    name: 'standing row, rank as string',
    schema: standingRowSchema,
    value: { ...standingRow, rank: '1' },
  },
  {
    name: 'top scorer row without statistics',
    schema: topScorerRowSchema,
    value: { player: { name: 'X', photo: null }, statistics: [] },
  },
  // f1
  { name: 'f1 race without laps', schema: f1RaceSchema, value: { ...race, laps: undefined } },
  {
    name: 'f1 circuit without name',
    schema: f1CircuitSchema,
    value: { ...f1Circuit, name: undefined },
  },
  {
    name: 'f1 team, pole_positions as text',
    schema: f1TeamSchema,
    value: { ...f1Team, pole_positions: 'many' },
  },
  {
    name: 'f1 driver without teams',
    schema: f1DriverSchema,
    value: { ...f1Driver, teams: undefined },
  },
  {
    name: 'f1 result row without team',
    schema: f1ResultRowSchema,
    value: { position: 1, driver: { name: 'X' }, time: null },
  },
  {
    name: 'f1 standing row, points as text',
    schema: f1StandingRowSchema,
    value: { position: 1, driverName: 'X', driverImage: null, teamName: null, points: '25' },
  },
  // misc
  {
    name: 'minutes counter, negative',
    schema: minutesCounterSchema,
    value: { recurring: -1, onetime: 0 },
  },
  {
    name: 'minutes source, bad date',
    schema: minutesSourceSchema,
    value: { startDate: '2025.03.28', days: [] },
  },
  {
    name: 'minutes source, a day before the start',
    schema: minutesSourceSchema,
    value: { startDate: '2025-03-28', days: [{ day: '2025-03-27', recurring: 1, onetime: 1 }] },
  },
  {
    name: 'minutes source, days out of order',
    schema: minutesSourceSchema,
    value: {
      startDate: '2025-03-28',
      days: [
        { day: '2025-03-29', recurring: 1, onetime: 1 },
        { day: '2025-03-28', recurring: 1, onetime: 1 },
      ],
    },
  },
  { name: 'unique without slug', schema: uniqueSchema, value: { content: {} } },
  {
    name: 'unique group, id as string',
    schema: uniqueGroupSchema,
    value: { id: '13', uniques: [] },
  },
  {
    name: 'sport leagues, not a list',
    schema: sportLeaguesContentSchema,
    value: { key: '271', value: 'NB I' },
  },
  {
    name: 'pip state, missing flag',
    schema: pipStateSchema,
    value: { showPipVideo: true, showPipFinishing: false },
  },
  {
    name: 'pip status, pipShow as string',
    schema: pipStatusSchema,
    value: { ...pipStatus, pipShow: 'false' },
  },
  // front page
  {
    name: 'front page block source, unknown type',
    schema: frontPageBlockSourceSchema,
    value: { position: 2, type: 'grid', articles: [] },
  },
  {
    name: 'front page block source, breaking not at 1000',
    schema: frontPageBlockSourceSchema,
    value: { position: 1, type: 'breaking', articles: [] },
  },
  {
    name: 'front page block source, slug with accent',
    schema: frontPageBlockSourceSchema,
    value: { position: 2, type: 'list', articles: ['árvíz'] },
  },
  {
    name: 'front page source, duplicate positions',
    schema: frontPageSourceSchema,
    value: {
      blocks: [
        { position: 1, type: 'list', articles: [] },
        { position: 1, type: 'auto', articles: [] },
      ],
    },
  },
  {
    name: 'front page block, title missing',
    schema: frontPageBlockSchema,
    value: { position: 1, type: 'cover', items: [] },
  },
  { name: 'auto block version 5', schema: autoBlockVersionSchema, value: 5 },
  { name: 'auto block version 0', schema: autoBlockVersionSchema, value: 0 },
  {
    name: 'recommended source without pr',
    schema: recommendedSourceSchema,
    value: { ...recommendedSource, pr: undefined },
  },
  // common data
  {
    name: 'exchange rate, updown 2',
    schema: exchangeRateSchema,
    value: { ...exchangeRate, updown: 2 },
  },
  {
    name: 'exchange source without RON',
    schema: exchangeSourceSchema,
    value: { HUF: [], history: {} },
  },
  {
    name: 'weather without city',
    schema: weatherSchema,
    value: { temperature: 1, icon: 'fog', description: '' },
  },
  {
    name: 'weather source, unknown edition',
    schema: weatherSourceSchema,
    value: { city: 'Bécs', edition: 'austria', temperature: 1, icon: 'fog', description: '' },
  },
  {
    name: 'common data without pip status',
    schema: commonDataSchema,
    value: {
      componentSetup: {},
      exchangesRates: [],
      weatherData: [],
      floodingData: null,
      trendingTags: [],
      widgets: [],
      searchPlaceholders: { default: 'Keresés' },
    },
  },
  {
    name: 'common data source without default placeholder',
    schema: commonDataSourceSchema,
    value: {
      componentSetup: {},
      searchPlaceholders: { sport: 'x' },
      trendingTags: [],
      widgets: [],
      flooding: null,
    },
  },
  { name: 'staff group without people', schema: staffGroupSchema, value: { group: 'Fotó' } },
  // accounts
  {
    name: 'first login step without mailQueued',
    schema: firstStepAnswerSchema,
    value: { token: 't', firstStepToken: 't', expiresAt: 1, otpRequired: true },
  },
  {
    name: 'session of an unknown role',
    schema: sessionAnswerSchema,
    value: { ...session, loggedInUser: { ...user, role: 'admin' } },
  },
  {
    name: 'me, not signed in',
    schema: meAnswerSchema,
    value: { loggedInUser: null, isAuthenticated: false },
  },
];

describe('schemas', () => {
  it.each(valid)('accepts $name', ({ schema, value }) => {
    const result = z.safeParse(schema, value);
    expect(result.error).toBeUndefined();
  });

  it.each(invalid)('rejects $name', ({ schema, value }) => {
    expect(z.safeParse(schema, value).success).toBe(false);
  });
});

const dataDir = path.join(import.meta.dirname, '..', '..', 'data');

// Not here: menus (lib/schemas/menu.ts) and superTags, tags, authors, articles and docs, whose
// Source schemas live in lib/schemas/demoSource.ts.
const demoFiles: [file: string, schema: z.core.$ZodType][] = [
  ['frontpage.main.json', frontPageSourceSchema],
  ['frontpage.regional.json', frontPageSourceSchema],
  ['recommended.main.json', recommendedSourceSchema],
  ['recommended.regional.json', recommendedSourceSchema],
  ['sponsoredLines.json', z.array(sponsoredLineSourceSchema)],
  ['uniques.json', z.array(uniqueSchema)],
  ['uniqueGroups.json', z.array(uniqueGroupSchema)],
  ['podcasts.json', z.array(podcastSchema)],
  ['episodes.json', z.array(podcastEpisodeSourceSchema)],
  ['exchange.json', exchangeSourceSchema],
  ['weather.json', z.array(weatherSourceSchema)],
  ['minutes.json', minutesSourceSchema],
  ['commonData.main.json', commonDataSourceSchema],
  ['commonData.regional.json', commonDataSourceSchema],
  ['staff.json', z.array(staffGroupSchema)],
];

function readDemo(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
}

describe('demo JSON files in data/', () => {
  for (const [file, schema] of demoFiles) {
    it.skipIf(!fs.existsSync(path.join(dataDir, file)))(`${file} parses`, () => {
      expect(z.safeParse(schema, readDemo(file)).error).toBeUndefined();
    });
  }

  it.skipIf(!fs.existsSync(path.join(dataDir, 'uniques.json')))(
    'the sport-leagues unique parses as league list',
    () => {
      const uniques = z.array(uniqueSchema).parse(readDemo('uniques.json'));
      const leagues = uniques.find((unique) => unique.slug === 'sport-leagues');
      expect(sportLeaguesContentSchema.safeParse(leagues?.content).error).toBeUndefined();
    },
  );
});
