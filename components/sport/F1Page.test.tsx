// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { F1_REFRESH_MS } from '@/lib/constants';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';
import { F1Page } from './F1Page';
import { DRIVER_STANDINGS, DRIVERS, f1TestView, RACES, TEAMS } from '@/tests/support/f1Season';

// The Formula 1 page's shell (SPEC section 2): the heading, the tabs as links with the chosen one
// current, only the chosen tab below them; the source's failure said (SPEC section 8); the races
// polled every 15 s while one is live, with the Hungarian names the server recorded (SPEC section 4).
const fetchMock = fakeTimersAndFetch();
const wrapper = FreshSwrCache;
const RACES_URL = '/api/livescore/formula-1/races/2024';

describe('F1Page', () => {
  it('names the page, says live data may lag, and links every tab, the chosen one current', () => {
    render(<F1Page view={f1TestView({ selection: { tab: 'csapatok' } })} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Forma–1' })).toBeTruthy();
    expect(screen.getByText('Az élő adatok nem feltétlenül valós idejűek.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Forma–1 oldalai' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Versenynaptár', '/sport/forma-1?oldal=versenynaptar&szezon=2024'],
      ['Csapatok', '/sport/forma-1?oldal=csapatok&szezon=2024'],
      ['Versenyzők', '/sport/forma-1?oldal=versenyzok&szezon=2024'],
      ['Pontverseny', '/sport/forma-1?oldal=pontverseny&szezon=2024'],
      ['Konstruktőri bajnokság', '/sport/forma-1?oldal=konstruktor&szezon=2024'],
    ]);
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Csapatok');
  });

  it.each([
    ['versenynaptar', 'Versenynaptár'],
    ['csapatok', 'Csapatok'],
    ['versenyzok', 'Versenyzők'],
    ['pontverseny', 'Pontverseny'],
    ['konstruktor', 'Konstruktőri bajnokság'],
  ] as const)('shows the %s tab alone, under its heading %s', (tab, heading) => {
    const view = f1TestView({
      selection: { tab },
      teams: TEAMS,
      drivers: DRIVERS,
      standings: DRIVER_STANDINGS,
    });
    render(<F1Page view={view} />, { wrapper });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((element) => element.textContent),
    ).toEqual([heading]);
  });

  it('says when the live-score source failed', () => {
    render(<F1Page view={f1TestView({ races: [], unavailable: true })} />, { wrapper });
    expect(screen.getByRole('status').textContent).toBe(
      'Az eredményszolgáltatás most nem érhető el.',
    );
    expect(screen.getByText('Még nincs adat.')).toBeTruthy();
  });

  it('polls the races every 15 s while one is live, with the names the server recorded', async () => {
    const polled = RACES.map((race) =>
      race.id === 2024014
        ? {
            ...race,
            laps: { current: 31, total: 44 },
            competition: { ...race.competition, name: 'Belgian Grand Prix' },
          }
        : race,
    );
    fetchMock.mockImplementation(async () => Response.json({ response: polled }));
    const view = f1TestView({ names: { 'grandPrix:Belgian Grand Prix': 'Belga Nagydíj' } });
    render(<F1Page view={view} />, { wrapper });
    expect(screen.getByText(/23\/44 kör/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(F1_REFRESH_MS));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(RACES_URL);
    expect(screen.getByText(/31\/44 kör/)).toBeTruthy();
    expect(screen.getByText(/Belga Nagydíj/)).toBeTruthy();
    expect(screen.queryByText(/Belgian Grand Prix/)).toBeNull();
  });

  it('does not poll when no race is live', async () => {
    const finished = RACES.map((race) => ({ ...race, status: 'Completed' }));
    render(<F1Page view={f1TestView({ races: finished })} />, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(4 * F1_REFRESH_MS));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
