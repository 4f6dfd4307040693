// The one message channel between a page and the newsroom's native app when the page runs in its
// webview (SPEC section 4). Messages are JSON strings: to the app through
// window.ReactNativeWebView.postMessage when the app injected it, else to window.parent (an embedding
// page, e.g. a test harness); the app answers with 'message' events (React Native delivers them on
// window, and on document on Android). Every message names its feature in `type`, so later features
// add their own message kinds here and reuse the channel. Loaded only in app mode.
import type { NavigationMessage } from '../rules/appNavigation';
import type { Minimalized, PlayerState } from '../rules/podcastPlayer';
import type { EpisodeView } from '../view/podcast';

export type PodcastBridgeAction = 'play' | 'pause' | 'stop' | 'destroy' | 'add' | 'ask-state';

/** What the app needs to play an episode on its own: absolute URLs, no page context. */
export interface BridgeEpisode {
  id: number;
  slug: string;
  title: string;
  duration: number;
  sourceUrl: string;
  image: string | null;
  url: string;
  podcast: { slug: string; name: string };
}

export interface PodcastMessage {
  type: 'podcast';
  action: PodcastBridgeAction;
  episode?: BridgeEpisode;
}

/**
 * Topic notifications (issue 32): the page asks the app to register for push with the reader's client
 * token; the app answers { type: 'push', action: 'token', token } with its push token, which the page
 * stores through /api/push-subscriptions (or the app does that itself with the token it was given).
 */
export interface PushRegisterMessage {
  type: 'push';
  action: 'register';
  clientToken: string;
}

/**
 * Every message a page sends to the app: podcast controls, navigation (lib/rules/appNavigation.ts)
 * and push registration.
 */
export type AppMessage = PodcastMessage | NavigationMessage | PushRegisterMessage;

interface NativeWebView {
  postMessage(message: string): void;
}

type BridgeWindow = Window & { ReactNativeWebView?: NativeWebView };

/** Sends a message to the app; false when there is nobody to send it to (a plain browser tab). */
export function postToApp(message: AppMessage, target: BridgeWindow = window): boolean {
  const text = JSON.stringify(message);
  if (typeof target.ReactNativeWebView?.postMessage === 'function') {
    target.ReactNativeWebView.postMessage(text);
    return true;
  }
  if (target.parent && target.parent !== target) {
    target.parent.postMessage(text, '*');
    return true;
  }
  return false;
}

/** A message event's payload as an object (the app may send a JSON string or an object), or null. */
export function messageData(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * Calls `handler` with every message of `type` from the app (or the embedding page); returns the
 * unsubscribe. Messages from other frames (ads, embeds) are ignored.
 */
export function onAppMessage(
  type: string,
  handler: (message: Record<string, unknown>) => void,
  target: BridgeWindow = window,
): () => void {
  const listener = (event: Event) => {
    const { data, source } = event as MessageEvent;
    if (source && source !== target && source !== target.parent) return;
    const message = messageData(data);
    if (message?.type === type) handler(message);
  };
  target.addEventListener('message', listener);
  target.document?.addEventListener('message', listener);
  return () => {
    target.removeEventListener('message', listener);
    target.document?.removeEventListener('message', listener);
  };
}

// --- Podcasts (SPEC section 4: play/pause/stop/destroy/add/ask-state go to the app) ---

export function toBridgeEpisode(episode: EpisodeView, origin: string): BridgeEpisode {
  const absolute = (url: string) => new URL(url, origin).toString();
  return {
    id: episode.id,
    slug: episode.slug,
    title: episode.title,
    duration: episode.duration,
    sourceUrl: absolute(episode.sourceUrl),
    image: episode.image ? absolute(episode.image.src) : null,
    url: absolute(episode.href),
    podcast: { slug: episode.podcast.slug, name: episode.podcast.name },
  };
}

export function podcastMessage(
  action: PodcastBridgeAction,
  episode?: EpisodeView,
  origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
): PodcastMessage {
  return episode
    ? { type: 'podcast', action, episode: toBridgeEpisode(episode, origin) }
    : { type: 'podcast', action };
}

const MINIMALIZED: readonly Minimalized[] = ['none', 'left', 'right'];

/**
 * The player state in the app's answer `{ type: 'podcast', action: 'state', state: { playing,
 * visible?, minimalized?, episode?: { id } | null } }`, as far as it is valid. An episode is known by
 * its id: when it is not the one we hold, `known` (the episodes this page shows) supplies it.
 */
export function podcastStateOfMessage(
  message: Record<string, unknown>,
  known: (id: number) => EpisodeView | null,
): Partial<PlayerState> | null {
  if (message.type !== 'podcast' || message.action !== 'state') return null;
  const raw = messageData(message.state);
  if (!raw) return null;
  const state: Partial<PlayerState> = {};
  if (typeof raw.playing === 'boolean') state.playing = raw.playing;
  if (typeof raw.visible === 'boolean') state.visible = raw.visible;
  if (MINIMALIZED.includes(raw.minimalized as Minimalized)) {
    state.minimalized = raw.minimalized as Minimalized;
  }
  if (raw.episode === null) state.episode = null;
  else {
    const id = messageData(raw.episode)?.id;
    if (typeof id === 'number') {
      const episode = known(id);
      if (episode) state.episode = episode;
      // An episode this page does not know cannot be shown here: nothing of ours is playing.
      else {
        state.episode = null;
        state.playing = false;
      }
    }
  }
  return state;
}
