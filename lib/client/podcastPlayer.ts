// The global podcast player's state store (SPEC sections 3 and 4): one per browser tab, outside React,
// so that it outlives page changes; every play button and the player bar read it through
// usePodcastPlayer. Tiny on purpose: it is in the first-load JavaScript of pages with play buttons,
// while the player bar and the audio logic load only on the first play (components/podcast/PlayerHost).
// In the newsroom's app (render mode 'app') the presses go to the app through the bridge
// (lib/client/appBridge.ts, loaded only there) and the app's answers set the state.
import { useSyncExternalStore } from 'react';
import { activatePlayer } from './playerActivation';
import type { RenderMode } from '../routing/renderMode';
import {
  appActionOfToggle,
  initialPlayerState,
  playerReducer,
  type PlayerAction,
  type PlayerState,
} from '../rules/podcastPlayer';
import type { EpisodeView } from '../view/podcast';

let state: PlayerState = initialPlayerState;
const listeners = new Set<() => void>();
/** Episodes the page's play buttons show, so the app's answer (an episode id) can be shown. */
const knownEpisodes = new Map<number, EpisodeView>();

export function dispatchPlayer(action: PlayerAction): void {
  const next = playerReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
  if (next.visible) activatePlayer();
}

export function getPlayerState(): PlayerState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player state; the initial (hidden) state on the server and during hydration. */
export function usePodcastPlayer(): PlayerState {
  return useSyncExternalStore(subscribe, getPlayerState, () => initialPlayerState);
}

const loadBridge = () => import('./appBridge');

/** Remembers an episode a button shows (app mode: the app's answers name episodes by id). */
export function registerEpisode(episode: EpisodeView): void {
  knownEpisodes.set(episode.id, episode);
}

/** A play button press: toggles its episode here, or asks the app to (SPEC section 4). */
export function pressPlay(episode: EpisodeView, mode: RenderMode): void {
  if (mode === 'app') {
    registerEpisode(episode);
    const action = appActionOfToggle(state, episode.id);
    void loadBridge().then((bridge) => bridge.postToApp(bridge.podcastMessage(action, episode)));
  }
  // In the app too: the button shows the new state at once; the app's answer corrects it.
  dispatchPlayer({ type: 'toggle', episode });
}

/** Adds an episode to the app's queue (app mode only; a browser has no queue). */
export function addToAppQueue(episode: EpisodeView): void {
  registerEpisode(episode);
  void loadBridge().then((bridge) => bridge.postToApp(bridge.podcastMessage('add', episode)));
}

/** Stop and hide (the player's close button; in the app, the app's player stops). */
export function closePlayer(mode: RenderMode): void {
  if (mode === 'app') void loadBridge().then((b) => b.postToApp(b.podcastMessage('stop')));
  dispatchPlayer({ type: 'close' });
}

/**
 * App mode: listen to the app's player state and ask for it once; returns the disconnect, which
 * tells the app the page's player is gone ('destroy').
 */
export function connectApp(): () => void {
  let disconnect: (() => void) | null = null;
  let cancelled = false;
  void loadBridge().then((bridge) => {
    if (cancelled) return;
    const stop = bridge.onAppMessage('podcast', (message) => {
      const next = bridge.podcastStateOfMessage(message, (id) =>
        state.episode?.id === id ? state.episode : (knownEpisodes.get(id) ?? null),
      );
      if (next) dispatchPlayer({ type: 'sync', state: next });
    });
    bridge.postToApp(bridge.podcastMessage('ask-state'));
    disconnect = () => {
      stop();
      bridge.postToApp(bridge.podcastMessage('destroy'));
    };
  });
  return () => {
    cancelled = true;
    disconnect?.();
  };
}

/** Tests only: back to the initial state. */
export function resetPlayerForTest(): void {
  state = initialPlayerState;
  knownEpisodes.clear();
  for (const listener of listeners) listener();
}
