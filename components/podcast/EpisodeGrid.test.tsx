// @vitest-environment jsdom
// Issue 16: episode cards as a list, in the order given.
import { render, screen, within } from '@testing-library/react';
import { EpisodeGrid } from './EpisodeGrid';
import { testEpisode } from '@/tests/support/podcastEpisodes';

describe('EpisodeGrid', () => {
  it('lists one card per episode, in order', () => {
    render(<EpisodeGrid episodes={[testEpisode(2), testEpisode(1)]} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Adás 2',
      'Adás 1',
    ]);
  });
});
