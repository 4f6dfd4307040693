// The global podcast player's state and its transitions (SPEC section 3: visible, minimalized
// none/left/right, episode, playing; section 4: a play button toggles play/pause and reflects the
// global player). Pure: the store (lib/client/podcastPlayer.ts) and the app bridge feed it actions.
import type { EpisodeView } from '../view/podcast';

export type Minimalized = 'none' | 'left' | 'right';

export interface PlayerState {
  visible: boolean;
  minimalized: Minimalized;
  episode: EpisodeView | null;
  playing: boolean;
}

export type PlayerAction =
  /** A play button: its episode plays, or pauses when it is the one playing. */
  | { type: 'toggle'; episode: EpisodeView }
  /** The audio element (or the OS media controls) started or paused the current episode. */
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'ended' }
  | { type: 'minimise'; side: 'left' | 'right' }
  | { type: 'restore' }
  /** Close: stop and hide. */
  | { type: 'close' }
  /** The app's answer in the webview (SPEC section 4): its player state replaces ours. */
  | { type: 'sync'; state: Partial<PlayerState> };

export const initialPlayerState: PlayerState = {
  visible: false,
  minimalized: 'none',
  episode: null,
  playing: false,
};

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'toggle':
      if (state.episode?.id === action.episode.id) {
        return { ...state, visible: true, playing: !state.playing };
      }
      return { ...state, visible: true, episode: action.episode, playing: true };
    case 'play':
      return state.episode && !state.playing ? { ...state, playing: true } : state;
    case 'pause':
    case 'ended':
      return state.playing ? { ...state, playing: false } : state;
    case 'minimise':
      return state.visible ? { ...state, minimalized: action.side } : state;
    case 'restore':
      return state.minimalized === 'none' ? state : { ...state, minimalized: 'none' };
    case 'close':
      return initialPlayerState;
    case 'sync':
      return { ...state, ...action.state };
  }
}

/** Whether a play button of `episodeId` shows the playing state. */
export function isEpisodePlaying(state: PlayerState, episodeId: number): boolean {
  return state.playing && state.episode?.id === episodeId;
}

/** The app-bridge action a play button press sends in the webview (SPEC section 4). */
export function appActionOfToggle(state: PlayerState, episodeId: number): 'play' | 'pause' {
  return isEpisodePlaying(state, episodeId) ? 'pause' : 'play';
}
