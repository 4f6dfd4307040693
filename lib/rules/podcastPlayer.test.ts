// SPEC section 3 (player state: visible, minimalized none/left/right, episode, playing) and section 4
// (a podcast play button toggles play/pause and reflects the global player).
import { describe, expect, it } from 'vitest';
import type { EpisodeView } from '../view/podcast';
import {
  appActionOfToggle,
  initialPlayerState,
  isEpisodePlaying,
  playerReducer,
  type PlayerAction,
  type PlayerState,
} from './podcastPlayer';

const episode = (id: number): EpisodeView => ({
  id,
  slug: `e${id}`,
  title: `Episode ${id}`,
  duration: 60,
  sourceUrl: `/uploads/audio/podcast/e${id}.mp3`,
  pubDate: 0,
  image: null,
  podcast: { slug: 'p', name: 'P', href: '/podcastok/p' },
  href: `/podcastok/p/e${id}`,
});
const one = episode(1);
const two = episode(2);
const playingOne: PlayerState = { visible: true, minimalized: 'none', episode: one, playing: true };
const pausedOne: PlayerState = { ...playingOne, playing: false };

describe('playerReducer (SPEC sections 3 and 4)', () => {
  it.each<[string, PlayerState, PlayerAction, PlayerState]>([
    [
      'first play shows the player with the episode playing',
      initialPlayerState,
      { type: 'toggle', episode: one },
      playingOne,
    ],
    ['the same button pauses', playingOne, { type: 'toggle', episode: one }, pausedOne],
    ['and plays again', pausedOne, { type: 'toggle', episode: one }, playingOne],
    [
      "another episode's button switches episode and plays",
      pausedOne,
      { type: 'toggle', episode: two },
      { ...playingOne, episode: two },
    ],
    [
      'switching keeps the minimised side',
      { ...playingOne, minimalized: 'left' },
      { type: 'toggle', episode: two },
      { ...playingOne, minimalized: 'left', episode: two },
    ],
    ['the audio pauses', playingOne, { type: 'pause' }, pausedOne],
    ['the audio plays', pausedOne, { type: 'play' }, playingOne],
    [
      'play without an episode does nothing',
      initialPlayerState,
      { type: 'play' },
      initialPlayerState,
    ],
    ['the end of the episode', playingOne, { type: 'ended' }, pausedOne],
    [
      'minimise to the left',
      playingOne,
      { type: 'minimise', side: 'left' },
      { ...playingOne, minimalized: 'left' },
    ],
    [
      'minimise to the right',
      playingOne,
      { type: 'minimise', side: 'right' },
      { ...playingOne, minimalized: 'right' },
    ],
    [
      'a hidden player is not minimised',
      initialPlayerState,
      { type: 'minimise', side: 'right' },
      initialPlayerState,
    ],
    ['restore', { ...playingOne, minimalized: 'right' }, { type: 'restore' }, playingOne],
    [
      'close stops and hides',
      { ...playingOne, minimalized: 'left' },
      { type: 'close' },
      initialPlayerState,
    ],
    [
      "the app's state replaces ours",
      playingOne,
      { type: 'sync', state: { playing: false, episode: two } },
      { ...playingOne, playing: false, episode: two },
    ],
  ])('%s', (_name, before, action, after) => {
    expect(playerReducer(before, action)).toEqual(after);
  });

  it('keeps the same state object when nothing changes (no re-render)', () => {
    expect(playerReducer(playingOne, { type: 'play' })).toBe(playingOne);
    expect(playerReducer(pausedOne, { type: 'pause' })).toBe(pausedOne);
    expect(playerReducer(playingOne, { type: 'restore' })).toBe(playingOne);
  });
});

describe('a play button reflects the global player (SPEC section 4)', () => {
  it.each<[string, PlayerState, number, boolean, 'play' | 'pause']>([
    ['nothing playing', initialPlayerState, 1, false, 'play'],
    ['its episode playing', playingOne, 1, true, 'pause'],
    ['its episode paused', pausedOne, 1, false, 'play'],
    ['another episode playing', playingOne, 2, false, 'play'],
  ])('%s', (_name, state, id, playing, appAction) => {
    expect(isEpisodePlaying(state, id)).toBe(playing);
    expect(appActionOfToggle(state, id)).toBe(appAction);
  });
});
