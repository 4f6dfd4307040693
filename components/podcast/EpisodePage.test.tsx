// @vitest-environment jsdom
// Issue 16: an episode page shows title, podcast, length, date, image, the play button, a plain link
// to the file (for readers without JavaScript), the linked article and the podcast's description.
import { render, screen } from '@testing-library/react';
import { emptyShell } from '@/lib/view/shellData';
import { EpisodePage } from './EpisodePage';
import { testEpisode } from '@/tests/support/podcastEpisodes';

const podcast = {
  slug: 'reggeli-kave',
  name: 'Reggeli kávé',
  description: 'Hétköznap reggelente.',
  href: '/podcastok/reggeli-kave',
};

describe('EpisodePage', () => {
  it('shows the episode with its article', async () => {
    render(
      <EpisodePage
        shell={emptyShell}
        episode={testEpisode(5, { duration: 42 })}
        podcast={podcast}
        article={{
          title: 'A cikk',
          url: '/belfold/2026/11/20/a-cikk',
          lead: 'Bevezető.',
          partner: null,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Adás 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reggeli kávé' }).getAttribute('href')).toBe(
      '/podcastok/reggeli-kave',
    );
    const [length, published] = screen.getAllByRole('definition');
    expect(length!.previousElementSibling!.textContent).toBe('Hossz');
    expect(length!.textContent).toBe('42 mp');
    expect(published!.previousElementSibling!.textContent).toBe('Megjelent');
    expect(published!.textContent).toBe('2025. november 21.');
    expect(await screen.findByRole('button', { name: 'Lejátszás: Adás 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Az adás letöltése (MP3)' }).getAttribute('href')).toBe(
      '/uploads/audio/podcast/adas-5.mp3',
    );
    expect(screen.getByRole('link', { name: 'A cikk' }).getAttribute('href')).toBe(
      '/belfold/2026/11/20/a-cikk',
    );
    expect(screen.getByText('Hétköznap reggelente.')).toBeTruthy();
    // The queue button is the app's only.
    expect(screen.queryByRole('button', { name: /lejátszási listához/ })).toBeNull();
  });

  it('has no article section when the episode has none', () => {
    render(
      <EpisodePage shell={emptyShell} episode={testEpisode(5)} podcast={podcast} article={null} />,
    );
    expect(screen.queryByRole('region', { name: 'Kapcsolódó cikk' })).toBeNull();
  });
});
