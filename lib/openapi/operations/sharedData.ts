// The document's operations of the shared data tag: what every page reads besides its content (the
// shared data, house ads, the client config, the running build, exchange rates, weather, the minutes
// counter).
import { z } from 'zod';
import { buildIdSchema, buildManifestSchema, latestBuildSchema } from '../../schemas/build';
import { clientConfigSchema } from '../../schemas/clientConfig';
import { commonDataSchema, exchangeRateSchema, weatherSchema } from '../../schemas/commonData';
import { houseAdSchema } from '../../schemas/houseAd';
import { scoreWidgetViewSchema } from '../../schemas/scoreWidget';
import { inPath, query, type Operation } from '../operation';
import * as answers from '../responseSchemas';

/** A build id as `next build` makes them (realAnswers.test.ts serves a build with this id). */
export const EXAMPLE_BUILD_ID = 'Qp3xV9nT2kL8mR4sW7yZa';

export const sharedDataOperations: Operation[] = [
  {
    id: 'getFrontendInit',
    path: '/api/frontend/init',
    tag: 'shared data',
    summary: 'Shared data for the first render, with the menus',
    answer: answers.frontendInitSchema,
  },
  {
    id: 'getFrontendRefresh',
    path: '/api/frontend/refresh',
    tag: 'shared data',
    summary: 'Shared data polled every 15 s',
    answer: commonDataSchema,
  },
  {
    id: 'getFrontendScores',
    path: '/api/frontend/scores',
    tag: 'shared data',
    summary:
      "The front page's score widget: live and today's matches, live races (404 when the front page shows none)",
    answer: scoreWidgetViewSchema,
    errors: [404],
  },
  {
    id: 'getHouseAd',
    path: '/api/ads/house',
    tag: 'shared data',
    summary: 'The house ad (our own promo) an ad slot shows when no ad network is configured',
    parameters: [
      query(
        'slot',
        'The slot (ad unit) name: 1-100 letters, digits, _ or -.',
        z.string(),
        'hv_cikk_also',
      ),
      query('device', 'desktop or mobile.', z.enum(['desktop', 'mobile']), 'mobile'),
      query('locale', "The page's language: hu (default) or en.", z.enum(['hu', 'en']), 'en'),
    ],
    answer: houseAdSchema,
    errors: [400],
  },
  {
    id: 'getClientConfig',
    path: '/api/frontend/client-config',
    tag: 'shared data',
    summary: "The browser runtime's configuration (the campaign script, or null)",
    answer: clientConfigSchema,
  },
  {
    id: 'getLatestBuild',
    path: '/api/build/latest',
    tag: 'shared data',
    summary: 'The id of the build this server runs (pages compare it to notice a new deployment)',
    answer: latestBuildSchema,
    errors: [404],
  },
  {
    id: 'getBuildManifest',
    path: '/api/build/manifest',
    tag: 'shared data',
    summary: 'The running build: id, time and page routes',
    answer: buildManifestSchema,
    errors: [404],
  },
  {
    id: 'getBuildManifestById',
    path: '/api/build/manifest/{id}',
    tag: 'shared data',
    summary:
      "A build's manifest, when this server runs that build (a page confirms a new deployment with it)",
    parameters: [
      inPath(
        'id',
        'The build id (as /api/build/latest answers it).',
        EXAMPLE_BUILD_ID,
        buildIdSchema,
      ),
    ],
    answer: buildManifestSchema,
    errors: [400, 404],
  },
  {
    id: 'getExchange',
    path: '/api/exchange',
    tag: 'shared data',
    summary: "A currency's rate, history and change against the edition's currency",
    parameters: [
      query(
        'currency',
        'A currency the edition lists, 3-letter code (default EUR); any other is a 400.',
        z.string().regex(/^[A-Za-z]{3}$/),
        'EUR',
      ),
      query(
        'range',
        'week, month or year (7, 30 or 365 days; default month), or a number of days 1..365.',
        z.union([z.enum(['week', 'month', 'year']), z.string().regex(/^\d{1,3}$/)]),
        'month',
      ),
    ],
    answer: answers.exchangeSchema,
    errors: [400],
  },
  {
    id: 'getExchangeRates',
    path: '/api/exchangerate',
    tag: 'shared data',
    summary: "Today's rates against the edition's currency",
    answer: z.array(exchangeRateSchema),
  },
  {
    id: 'getWeather',
    path: '/api/weather/{city}',
    tag: 'shared data',
    summary: "Current weather of one of the edition's cities (accents and case ignored)",
    parameters: [inPath('city', 'The city name.', 'budapest')],
    answer: weatherSchema,
    errors: [400, 404],
  },
  {
    id: 'getMinutes',
    path: '/api/minutes',
    tag: 'shared data',
    summary: "One day's supporter contributions (recurring, onetime)",
    parameters: [
      query(
        'day',
        'A day as YYYY-MM-DD, from the counter’s start (2025-03-28) to today (default: today).',
        z.iso.date(),
      ),
    ],
    answer: answers.minutesSchema,
    errors: [400],
  },
  {
    id: 'getCounter',
    path: '/api/counter',
    tag: 'shared data',
    summary:
      'Minutes of journalism bought since a day, up to today: 1 per one-time, 10 per recurring contribution',
    parameters: [
      query('from', 'A day as YYYY-MM-DD (default: the counter’s start).', z.iso.date()),
    ],
    answer: answers.counterSchema,
    errors: [400],
  },
];
