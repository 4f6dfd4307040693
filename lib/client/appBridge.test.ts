// @vitest-environment jsdom
// SPEC section 4: in a mobile app webview, play/pause/stop/destroy/add/ask-state messages go to the app
// (JSON strings), and the app's state answers come back as 'message' events.
import type { EpisodeView } from '../view/podcast';
import {
  messageData,
  onAppMessage,
  podcastMessage,
  podcastStateOfMessage,
  postToApp,
  type PodcastBridgeAction,
} from './appBridge';

const episode: EpisodeView = {
  id: 7,
  slug: 'kotetlenul-szalai-ildiko',
  title: 'Kötetlenül: Szalai Ildikó',
  duration: 64,
  sourceUrl: '/uploads/audio/podcast/kotetlenul-szalai-ildiko.mp3',
  pubDate: 1_700_000_000,
  image: { src: '/uploads/images/podcast/k_400x225.svg', srcSet: null, alt: '', color: null },
  podcast: { slug: 'kotetlenul', name: 'Kötetlenül', href: '/podcastok/kotetlenul' },
  href: '/podcastok/kotetlenul/kotetlenul-szalai-ildiko',
};
const ORIGIN = 'https://hirvonal.example';

describe('podcast messages to the app (SPEC section 4)', () => {
  it.each<[PodcastBridgeAction, boolean]>([
    ['play', true],
    ['pause', true],
    ['add', true],
    ['stop', false],
    ['destroy', false],
    ['ask-state', false],
  ])('%s', (action, withEpisode) => {
    const message = podcastMessage(action, withEpisode ? episode : undefined, ORIGIN);
    expect(message).toEqual(
      withEpisode
        ? {
            type: 'podcast',
            action,
            episode: {
              id: 7,
              slug: 'kotetlenul-szalai-ildiko',
              title: 'Kötetlenül: Szalai Ildikó',
              duration: 64,
              sourceUrl: `${ORIGIN}/uploads/audio/podcast/kotetlenul-szalai-ildiko.mp3`,
              image: `${ORIGIN}/uploads/images/podcast/k_400x225.svg`,
              url: `${ORIGIN}/podcastok/kotetlenul/kotetlenul-szalai-ildiko`,
              podcast: { slug: 'kotetlenul', name: 'Kötetlenül' },
            },
          }
        : { type: 'podcast', action },
    );
  });
});

describe('postToApp', () => {
  it('posts a JSON string to the native webview when the app injected it', () => {
    const native = vi.fn();
    const target = Object.assign(Object.create(window), {
      ReactNativeWebView: { postMessage: native },
    });
    expect(postToApp(podcastMessage('ask-state'), target)).toBe(true);
    expect(native).toHaveBeenCalledWith('{"type":"podcast","action":"ask-state"}');
  });

  it('posts to the embedding page otherwise', () => {
    const parentPost = vi.fn();
    const target = { parent: { postMessage: parentPost } } as unknown as Window;
    expect(postToApp(podcastMessage('pause'), target)).toBe(true);
    expect(parentPost).toHaveBeenCalledWith('{"type":"podcast","action":"pause"}', '*');
  });

  it('sends nothing from a top-level tab without the app', () => {
    expect(postToApp(podcastMessage('pause'), window)).toBe(false);
  });
});

describe('messages from the app', () => {
  it.each([
    ['{"type":"podcast"}', { type: 'podcast' }],
    [{ type: 'podcast' }, { type: 'podcast' }],
    ['not json', null],
    ['[1]', null],
    [42, null],
  ])('messageData(%j)', (data, parsed) => {
    expect(messageData(data)).toEqual(parsed);
  });

  it('hands messages of its type to the handler, as strings or objects, on window and document', () => {
    const handler = vi.fn();
    const stop = onAppMessage('podcast', handler);
    window.dispatchEvent(
      new MessageEvent('message', { data: '{"type":"podcast","action":"state"}' }),
    );
    document.dispatchEvent(new MessageEvent('message', { data: { type: 'podcast', action: 'x' } }));
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"navigation"}' }));
    expect(handler.mock.calls).toEqual([
      [{ type: 'podcast', action: 'state' }],
      [{ type: 'podcast', action: 'x' }],
    ]);
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"podcast"}' }));
    expect(handler).toHaveBeenCalledTimes(2);
  });

  const known = (id: number) => (id === 7 ? episode : null);
  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'playing a known episode',
      {
        type: 'podcast',
        action: 'state',
        state: { playing: true, visible: true, episode: { id: 7 } },
      },
      { playing: true, visible: true, episode },
    ],
    [
      'as a JSON string, minimised',
      { type: 'podcast', action: 'state', state: '{"playing":false,"minimalized":"left"}' },
      { playing: false, minimalized: 'left' },
    ],
    [
      'stopped',
      { type: 'podcast', action: 'state', state: { playing: false, episode: null } },
      { playing: false, episode: null },
    ],
    [
      'an episode this page does not show',
      { type: 'podcast', action: 'state', state: { playing: true, episode: { id: 99 } } },
      { playing: false, episode: null },
    ],
    [
      'invalid fields are left out',
      { type: 'podcast', action: 'state', state: { playing: 'yes', minimalized: 'top' } },
      {},
    ],
    ['not a state answer', { type: 'podcast', action: 'play' }, null],
    ['no state', { type: 'podcast', action: 'state' }, null],
  ])('state answer: %s', (_name, message, state) => {
    expect(podcastStateOfMessage(message, known)).toEqual(state);
  });
});
