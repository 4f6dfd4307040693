// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { MATCH_REFRESH_MS } from '@/lib/constants';
import type { ScoreWidgetView } from '@/lib/schemas/scoreWidget';
import { ScoreWidget } from './ScoreWidget';

// Issue 32 (sport a reader can find) and SPEC section 8 (live-score failures): the front page's score
// widget lists the live and the day's matches and the live race, each linking to its page, links the
// football and Formula 1 pages, and says when there is nothing to list or the source failed.
const texts = { football: 'Foci', f1: 'Forma–1', live: 'ÉLŐ', note: null };
const view = (over: Partial<ScoreWidgetView> = {}): ScoreWidgetView => ({
  title: 'Élő eredmények',
  matches: [
    {
      id: 1240001,
      home: 'Németország',
      away: 'Skócia',
      score: '3–0',
      status: '67. perc',
      live: true,
      href: '/sport/foci?liga=4&szezon=2024&nap=2026-11-27&meccs=1240001',
    },
    {
      id: 1240002,
      home: 'Magyarország',
      away: 'Svájc',
      score: '–',
      status: 'Kezdés: 15:00',
      live: false,
      href: '/sport/foci?liga=4&szezon=2024&nap=2026-11-27&meccs=1240002',
    },
  ],
  races: [
    {
      id: 2024013,
      name: 'Magyar Nagydíj – Futam',
      laps: '23/70 kör',
      href: '/sport/forma-1?szezon=2024&futam=2024013',
    },
  ],
  unavailable: false,
  changing: true,
  texts,
  ...over,
});

const widget = () => screen.getByRole('region', { name: 'Élő eredmények' });
const links = () =>
  within(widget())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('ScoreWidget', () => {
  it('links each match to its page, the live one tagged, the race with its laps, and both sport pages', () => {
    render(<ScoreWidget scores={view()} />);
    expect(links()).toEqual([
      [
        'Németország 3–0 SkóciaÉLŐ 67. perc',
        '/sport/foci?liga=4&szezon=2024&nap=2026-11-27&meccs=1240001',
      ],
      [
        'Magyarország – Svájc Kezdés: 15:00',
        '/sport/foci?liga=4&szezon=2024&nap=2026-11-27&meccs=1240002',
      ],
      ['Magyar Nagydíj – FutamÉLŐ 23/70 kör', '/sport/forma-1?szezon=2024&futam=2024013'],
      ['Foci', '/sport/foci'],
      ['Forma–1', '/sport/forma-1'],
    ]);
    expect(within(widget()).queryByRole('status')).toBeNull();
  });

  it('says there is no match today, and still links the sport pages', () => {
    render(
      <ScoreWidget
        scores={view({
          matches: [],
          races: [],
          texts: { ...texts, note: 'Nem rendeznek mérkőzést ezen a napon.' },
        })}
      />,
    );
    expect(widget().textContent).toContain('Nem rendeznek mérkőzést ezen a napon.');
    expect(within(widget()).queryByRole('list')).toBeNull();
    expect(links().map(([text]) => text)).toEqual(['Foci', 'Forma–1']);
  });

  it('says the source failed', () => {
    render(
      <ScoreWidget
        scores={view({
          matches: [],
          races: [],
          unavailable: true,
          texts: { ...texts, note: 'Az eredményszolgáltatás most nem érhető el.' },
        })}
      />,
    );
    expect(within(widget()).getByRole('status').textContent).toBe(
      'Az eredményszolgáltatás most nem érhető el.',
    );
  });
});

// SPEC sections 4 and 9 (match and F1 refresh 15 s; finished statuses stop) and 8 (failures ignored):
// the open front page follows the scores while a listed match or race can change, then stops.
describe('ScoreWidget polling', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const answer = (body: unknown, status = 200) =>
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status }));
  const renderPolled = (scores: ScoreWidgetView) =>
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ScoreWidget scores={scores} />
      </SWRConfig>,
    );
  const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(MATCH_REFRESH_MS));
  const firstMatch = () => within(widget()).getAllByRole('link')[0]!.textContent;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a goal shows with the next poll; once nothing can change, polling stops', async () => {
    const [live, later] = view().matches;
    answer(
      view({
        matches: [{ ...live!, score: '4–0', status: '75. perc' }, later!],
        races: [],
        changing: false,
      }),
    );
    renderPolled(view());
    await nextPoll();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/frontend/scores');
    await act(() => vi.waitFor(() => expect(firstMatch()).toContain('4–0')));
    expect(firstMatch()).toBe('Németország 4–0 SkóciaÉLŐ 75. perc');
    await nextPoll();
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed poll leaves the scores as they were', async () => {
    answer({ error: { status: 502, message: 'Bad Gateway' } }, 502);
    renderPolled(view());
    await nextPoll();
    expect(fetchMock).toHaveBeenCalled();
    expect(firstMatch()).toBe('Németország 3–0 SkóciaÉLŐ 67. perc');
  });

  it('a day whose matches are all over is not polled', async () => {
    renderPolled(view({ changing: false }));
    await nextPoll();
    await nextPoll();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
