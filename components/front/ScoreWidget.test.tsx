// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ScoreWidgetView } from '@/lib/view/scoreWidget';
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
