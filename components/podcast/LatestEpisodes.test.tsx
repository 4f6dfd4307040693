// @vitest-environment jsdom
// SPEC section 9 "Latest episodes default 4": the front page block with its heading, the cards and a
// link to every podcast; nothing when there are no episodes.
import { render, screen } from '@testing-library/react';
import { LatestEpisodes } from './LatestEpisodes';
import { testEpisode } from '@/tests/support/podcastEpisodes';

describe('LatestEpisodes', () => {
  it('shows the episodes under a heading, with a link to the podcasts', async () => {
    render(<LatestEpisodes episodes={[1, 2, 3, 4].map((id) => testEpisode(id))} />);
    const block = screen.getByRole('region', { name: 'Legfrissebb podcastadások' });
    expect(block.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Az összes podcast' }).getAttribute('href')).toBe(
      '/podcastok',
    );
    expect(await screen.findAllByRole('button', { name: /^Lejátszás: / })).toHaveLength(4);
  });

  it('is left out without episodes', () => {
    const { container } = render(<LatestEpisodes episodes={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
