import { hiddenPipStatus } from '../rules/pipState';
import { commonDataSchema, sharedDataRefreshSchema, type CommonData } from './commonData';

// What the browser reads of the refresh answer (SPEC section 7, /api/frontend/refresh): the fields
// the widgets read, refused where the answer's schema refuses them, except a malformed pip status.
const valid: CommonData = {
  componentSetup: { weather: true },
  exchangesRates: [
    { currency: 'EUR', rate: 392.5, updown: 1, date: '2026-11-20' },
    { currency: 'USD', rate: 361.1, updown: -1, date: '2026-11-20T10:00:00+01:00' },
    // Quoted per 100 (issue 27 item 6): the unit travels with the rate.
    { currency: 'JPY', rate: 215.3, unit: 100, updown: 0, date: '2026-11-20' },
  ],
  weatherData: [{ city: 'Budapest', temperature: -2, icon: 'snow', description: '' }],
  floodingData: null,
  pipStatus: hiddenPipStatus,
  trendingTags: [{ slug: 'valasztas', name: 'Választás' }],
  widgets: [],
  searchPlaceholders: { default: 'Keresés' },
};

const flooding = {
  active: true,
  title: 'Árvíz',
  description: 'Készültség a Dunán',
  url: '/arviz',
  level: 'orange',
};

describe('sharedDataRefreshSchema', () => {
  it('accepts a valid answer and keeps only what the widgets read', () => {
    expect(commonDataSchema.safeParse(valid).success).toBe(true);
    const parsed = sharedDataRefreshSchema.safeParse(valid);
    expect(parsed).toEqual({
      success: true,
      data: {
        exchangesRates: valid.exchangesRates,
        weatherData: valid.weatherData,
        trendingTags: valid.trendingTags,
        floodingData: null,
        pipStatus: valid.pipStatus,
      },
    });
  });

  it.each([
    ['no pip status (an older server)', undefined],
    ['a pip status without its label', { ...valid.pipStatus, pipLabel: undefined }],
    ['a pip URL that is not text', { ...valid.pipStatus, pipShow: true, pipUrl: 42 }],
    ['pipShow as text', { ...valid.pipStatus, pipShow: 'true' }],
  ])(
    'a malformed pip status (%s) only leaves the pip out (issue 18, SPEC section 4)',
    (_n, pip) => {
      const parsed = sharedDataRefreshSchema.safeParse({ ...valid, pipStatus: pip });
      expect(parsed.success).toBe(true);
      expect(parsed.success && parsed.data.pipStatus).toBeUndefined();
      if (pip !== undefined) {
        expect(commonDataSchema.safeParse({ ...valid, pipStatus: pip }).success).toBe(false);
      }
    },
  );

  it('keeps a newsroom pip status for the picture-in-picture player', () => {
    const pipStatus = {
      pipShow: true,
      pipTitle: 'Élő közvetítés',
      pipUrl: 'https://www.youtube.com/watch?v=Q7rT2mVb9kE',
      pipOpen: true,
      pipLabel: 'élő',
      pipIsManual: false,
    };
    const parsed = sharedDataRefreshSchema.safeParse({ ...valid, pipStatus });
    expect(parsed.success && parsed.data.pipStatus).toEqual(pipStatus);
  });

  it('accepts a flooding notice', () => {
    const answer = { ...valid, floodingData: flooding };
    expect(commonDataSchema.safeParse(answer).success).toBe(true);
    expect(sharedDataRefreshSchema.safeParse(answer).success).toBe(true);
  });

  it.each([
    ['not an object', null],
    ['an array', []],
    ['rates missing', { ...valid, exchangesRates: undefined }],
    ['rates not a list', { ...valid, exchangesRates: {} }],
    ['a rate as text', { ...valid, exchangesRates: [{ ...valid.exchangesRates[0], rate: '392' }] }],
    ['a negative rate', { ...valid, exchangesRates: [{ ...valid.exchangesRates[0], rate: -1 }] }],
    [
      'a bad currency',
      { ...valid, exchangesRates: [{ ...valid.exchangesRates[0], currency: 'eu' }] },
    ],
    ['a bad trend', { ...valid, exchangesRates: [{ ...valid.exchangesRates[0], updown: 2 }] }],
    ['a unit of 0', { ...valid, exchangesRates: [{ ...valid.exchangesRates[0], unit: 0 }] }],
    ['a unit as text', { ...valid, exchangesRates: [{ ...valid.exchangesRates[0], unit: '100' }] }],
    [
      'weather without a city',
      { ...valid, weatherData: [{ temperature: 1, icon: 'x', description: '' }] },
    ],
    [
      'temperature as text',
      { ...valid, weatherData: [{ ...valid.weatherData[0], temperature: '1' }] },
    ],
    ['a tag without a name', { ...valid, trendingTags: [{ slug: 'x' }] }],
    ['flooding without a level', { ...valid, floodingData: { ...flooding, level: undefined } }],
  ])('rejects %s, as the answer’s schema does', (_name, answer) => {
    expect(commonDataSchema.safeParse(answer).success).toBe(false);
    expect(sharedDataRefreshSchema.safeParse(answer).success).toBe(false);
  });
});
