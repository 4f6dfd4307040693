// @vitest-environment jsdom
// Issue 16: /podcastok/{podcast} shows the podcast and all its episodes.
import { render, screen } from '@testing-library/react';
import { emptyShell } from '@/lib/view/shellData';
import { PodcastPage } from './PodcastPage';
import { testEpisode } from '@/tests/support/podcastEpisodes';

describe('PodcastPage', () => {
  it("shows the podcast's description and every episode", () => {
    render(
      <PodcastPage
        shell={emptyShell}
        podcast={{
          slug: 'reggeli-kave',
          name: 'Reggeli kávé',
          description: 'Hétköznap reggelente.',
          href: '/podcastok/reggeli-kave',
        }}
        episodes={[1, 2, 3].map((id) => testEpisode(id))}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reggeli kávé' })).toBeTruthy();
    expect(screen.getByText('Hétköznap reggelente.')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Adások (3 adás)' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Podcastok' }).getAttribute('href')).toBe('/podcastok');
  });
});
