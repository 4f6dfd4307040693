// @vitest-environment jsdom
// SPEC sections 3 and 4: one global player, shown (lazily loaded) on the first play, with play/pause,
// seeking (slider with a spoken value, arrow keys), minimise left/right and restore (focus kept),
// close (stop and hide), a polite status, and every play button following it.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPlayerForTest } from '@/lib/client/podcastPlayer';
import { PlayButton } from './PlayButton';
import { PlayerHost } from './PlayerHost';
import { testEpisode } from '@/tests/support/podcastEpisodes';

const one = testEpisode(1);
const two = testEpisode(2, { title: 'Második adás', duration: 3725 });
let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => resetPlayerForTest());
  vi.restoreAllMocks();
});

/** The page with its play buttons working (they load after hydration). */
async function renderPage() {
  render(
    <>
      <main>
        <PlayButton episode={one} />
        <PlayButton episode={two} />
      </main>
      <PlayerHost />
    </>,
  );
  await screen.findAllByRole('button', { name: /^Lejátszás: / });
}

/** The player's region once its lazily loaded bar is there. */
async function player() {
  await screen.findByRole('button', { name: 'Lejátszó bezárása' });
  return screen.getByRole('region', { name: 'Podcastlejátszó' });
}
const audio = () => document.querySelector('audio')!;

describe('the global player', () => {
  it('is not there before the first play', async () => {
    await renderPage();
    expect(screen.queryByRole('region', { name: 'Podcastlejátszó' })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('plays the pressed episode and follows the buttons', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }));
    const region = await player();
    expect(region.textContent).toContain('Adás 1');
    expect(region.textContent).toContain('Reggeli kávé');
    expect(screen.getByRole('status').textContent).toBe('Lejátszás: Adás 1');
    expect(audio().getAttribute('src')).toBe('/uploads/audio/podcast/adas-1.mp3');
    // The player starts the audio in an effect after its bar appears: on a busy machine a moment later.
    await vi.waitFor(() => expect(play).toHaveBeenCalled());

    // The player's own toggle pauses; the page's button follows.
    const toggles = screen.getAllByRole('button', { name: 'Szünet: Adás 1' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(pause).toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: 'Lejátszás: Adás 1' })).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Szüneteltetve: Adás 1');

    // Another episode's button switches the episode.
    await user.click(screen.getByRole('button', { name: 'Lejátszás: Második adás' }));
    expect(audio().getAttribute('src')).toBe('/uploads/audio/podcast/adas-2.mp3');
    expect(region.textContent).toContain('1:02:05');
    expect(screen.getAllByRole('button', { name: 'Szünet: Második adás' })).toHaveLength(2);
  });

  it('seeks with the slider and the keyboard, and says where it is', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }));
    await player();
    const slider = screen.getByRole('slider', { name: 'Tekerés' });
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 / 1:12');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(audio().currentTime).toBe(10);
    expect(slider.getAttribute('aria-valuetext')).toBe('0:10 / 1:12');
    await user.keyboard('{ArrowLeft}');
    expect(audio().currentTime).toBe(5);
    await user.click(screen.getByRole('button', { name: '15 másodperccel előre' }));
    expect(audio().currentTime).toBe(20);
    await user.click(screen.getByRole('button', { name: '15 másodperccel vissza' }));
    expect(audio().currentTime).toBe(5);
  });

  it('minimises to either side and restores, keeping the keyboard focus', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }));
    const region = await player();
    await user.click(screen.getByRole('button', { name: 'Lejátszó kicsinyítése balra' }));
    expect(region.dataset.minimalized).toBe('left');
    const restore = screen.getByRole('button', { name: 'Lejátszó visszaállítása' });
    expect(document.activeElement).toBe(restore);
    expect(screen.queryByRole('slider')).toBeNull();
    await user.keyboard('{Enter}');
    expect(region.dataset.minimalized).toBe('none');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Lejátszó kicsinyítése balra' }),
    );
    await user.click(screen.getByRole('button', { name: 'Lejátszó kicsinyítése jobbra' }));
    expect(region.dataset.minimalized).toBe('right');
    // Playback goes on while minimised.
    expect(screen.getAllByRole('button', { name: 'Szünet: Adás 1' })).toHaveLength(2);
  });

  it('closes: stops and hides', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }));
    await player();
    await user.click(screen.getByRole('button', { name: 'Lejátszó bezárása' }));
    expect(screen.queryByRole('region', { name: 'Podcastlejátszó' })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Lejátszás: Adás 1' })).toBeTruthy();
  });

  it('shows that a refused play (autoplay policy) is not playing', async () => {
    play.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }));
    await player();
    await vi.waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Lejátszás: Adás 1' })).toHaveLength(2),
    );
  });
});
