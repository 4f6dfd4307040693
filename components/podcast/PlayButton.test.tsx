// @vitest-environment jsdom
// SPEC section 4: a podcast play button toggles play/pause of its episode and reflects the global
// player; another episode's button switches the episode; in the app webview the press goes to the app.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { RenderModeContext } from '@/components/app/RenderModeContext';
import { getPlayerState, resetPlayerForTest } from '@/lib/client/podcastPlayer';
import { PlayButton } from './PlayButton';
import { testEpisode } from '@/tests/support/podcastEpisodes';

const one = testEpisode(1);
const two = testEpisode(2);

afterEach(() => {
  act(() => resetPlayerForTest());
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('PlayButton', () => {
  it('is a link to the audio file in the server HTML (readers without JavaScript)', () => {
    const html = renderToString(<PlayButton episode={one} />);
    const box = document.createElement('div');
    box.innerHTML = html;
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/uploads/audio/podcast/adas-1.mp3');
    expect(link.getAttribute('aria-label')).toBe('Lejátszás: Adás 1');
    expect(box.querySelector('button')).toBeNull();
  });

  it('toggles its episode and shows the global state on every button', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PlayButton episode={one} />
        <PlayButton episode={two} />
      </>,
    );
    await screen.findAllByRole('button', { name: /^Lejátszás: / });
    expect(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }).textContent).toContain(
      'Lejátszás',
    );

    await user.click(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }));
    expect(screen.getByRole('button', { name: 'Szünet: Adás 1' }).textContent).toContain('Szünet');
    expect(screen.getByRole('button', { name: 'Lejátszás: Adás 2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Lejátszás: Adás 2' }));
    expect(screen.getByRole('button', { name: 'Lejátszás: Adás 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Szünet: Adás 2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Szünet: Adás 2' }));
    expect(screen.getByRole('button', { name: 'Lejátszás: Adás 2' })).toBeTruthy();
    expect(getPlayerState()).toMatchObject({ visible: true, playing: false, episode: two });
  });

  it('is pressed with the keyboard', async () => {
    const user = userEvent.setup();
    render(<PlayButton episode={one} />);
    await screen.findByRole('button', { name: 'Lejátszás: Adás 1' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Szünet: Adás 1' }));
    await user.keyboard(' ');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }));
  });

  it('in the app, sends play and then pause to the app', async () => {
    const user = userEvent.setup();
    const postMessage = vi.fn();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    render(
      <RenderModeContext.Provider value="app">
        <PlayButton episode={one} />
      </RenderModeContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Lejátszás: Adás 1' }));
    await user.click(screen.getByRole('button', { name: 'Szünet: Adás 1' }));
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(2));
    const sent = postMessage.mock.calls.map(([text]) => JSON.parse(text as string));
    expect(sent.map((m) => [m.type, m.action, m.episode.slug])).toEqual([
      ['podcast', 'play', 'adas-1'],
      ['podcast', 'pause', 'adas-1'],
    ]);
    expect(sent[0].episode.sourceUrl).toBe(
      `${window.location.origin}/uploads/audio/podcast/adas-1.mp3`,
    );
  });
});
