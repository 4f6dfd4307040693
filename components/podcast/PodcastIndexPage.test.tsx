// @vitest-environment jsdom
// Issue 16: /podcastok lists every podcast with its description, newest episodes and a link to all.
import { render, screen } from '@testing-library/react';
import { emptyShell } from '@/lib/view/shellData';
import { PodcastIndexPage } from './PodcastIndexPage';
import { testEpisode } from '@/tests/support/podcastEpisodes';

describe('PodcastIndexPage', () => {
  it('shows each podcast with its latest episodes', () => {
    render(
      <PodcastIndexPage
        shell={emptyShell}
        podcasts={[
          {
            podcast: {
              slug: 'reggeli-kave',
              name: 'Reggeli kávé',
              description: 'Hétköznap reggelente.',
              href: '/podcastok/reggeli-kave',
            },
            latest: [testEpisode(1), testEpisode(2)],
          },
          {
            podcast: {
              slug: 'ures',
              name: 'Üres',
              description: 'Még nincs adás.',
              href: '/podcastok/ures',
            },
            latest: [],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Podcastok' })).toBeTruthy();
    const show = screen.getByRole('region', { name: 'Reggeli kávé' });
    expect(show.textContent).toContain('Hétköznap reggelente.');
    expect(show.querySelectorAll('li')).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: 'Reggeli kávé: az összes adás' }).getAttribute('href'),
    ).toBe('/podcastok/reggeli-kave');
    expect(screen.getByRole('region', { name: 'Üres' }).querySelectorAll('li')).toHaveLength(0);
  });
});
