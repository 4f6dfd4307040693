// @vitest-environment jsdom
// Issue 16: an episode card shows the image, the podcast, the title linking to the episode page, the
// length in words with a machine-readable duration, and the play button.
import { render, screen } from '@testing-library/react';
import { EpisodeCard } from './EpisodeCard';
import { testEpisode } from '@/tests/support/podcastEpisodes';

describe('EpisodeCard', () => {
  it('shows what a reader needs to pick an episode', async () => {
    const { container } = render(<EpisodeCard episode={testEpisode(3, { duration: 3725 })} />);
    expect(
      screen
        .getByRole('heading', { level: 3, name: 'Adás 3' })
        .querySelector('a')!
        .getAttribute('href'),
    ).toBe('/podcastok/reggeli-kave/adas-3');
    expect(screen.getByRole('link', { name: 'Reggeli kávé' }).getAttribute('href')).toBe(
      '/podcastok/reggeli-kave',
    );
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('1 óra 2 perc');
    expect(time.getAttribute('datetime')).toBe('PT1H2M5S');
    expect(container.querySelector('img')!.getAttribute('src')).toBe(
      '/uploads/images/podcast/adas-3_400x225.svg',
    );
    expect(await screen.findByRole('button', { name: 'Lejátszás: Adás 3' })).toBeTruthy();
  });

  it("leaves the podcast out on the podcast's own page, and the image when there is none", () => {
    const { container } = render(
      <EpisodeCard episode={testEpisode(3, { image: null })} showPodcast={false} />,
    );
    expect(screen.queryByRole('link', { name: 'Reggeli kávé' })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
