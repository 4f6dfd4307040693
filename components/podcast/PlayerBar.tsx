// The global player's bar and its audio (SPEC sections 3 and 4), loaded on the first play
// (PlayerHost). Follows the store: plays or pauses the store's episode, and reports what the audio
// element (or the OS media controls through the Media Session) did back to it. Keyboard: every
// control is a button or the seek slider (arrow keys move PLAYER_SEEK_STEP_SECONDS); minimising and
// restoring keep the focus on the control that replaces the one pressed.
import { usePlayerText } from './usePlayerText';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { edition } from '@/editions/currentEdition';
import { closePlayer, dispatchPlayer, usePodcastPlayer } from '@/lib/client/podcastPlayer';
import { PLAYER_SEEK_STEP_SECONDS, PLAYER_SKIP_SECONDS } from '@/lib/constants';
import { clockTime } from '@/lib/rules/podcastDuration';
import type { EpisodeView } from '@/lib/view/podcast';
import * as styles from './player.css';
import { log } from '@/lib/observability/log';

const SEEK_KEYS: Record<string, number> = {
  ArrowLeft: -PLAYER_SEEK_STEP_SECONDS,
  ArrowDown: -PLAYER_SEEK_STEP_SECONDS,
  ArrowRight: PLAYER_SEEK_STEP_SECONDS,
  ArrowUp: PLAYER_SEEK_STEP_SECONDS,
};

/** Media Session metadata and OS media-control handlers (lock screen, media keys), where supported. */
function useMediaSession(
  episode: EpisodeView | null,
  playing: boolean,
  seekBy: (seconds: number) => void,
  seekTo: (seconds: number) => void,
) {
  useEffect(() => {
    if (!episode || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: episode.title,
        artist: episode.podcast.name,
        album: edition.name,
        artwork: episode.image
          ? [{ src: new URL(episode.image.src, window.location.href).toString(), sizes: '400x225' }]
          : [],
      });
    }
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', () => dispatchPlayer({ type: 'play' })],
      ['pause', () => dispatchPlayer({ type: 'pause' })],
      ['stop', () => closePlayer('web')],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? PLAYER_SKIP_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? PLAYER_SKIP_SECONDS)],
      ['seekto', (details) => (details.seekTime == null ? undefined : seekTo(details.seekTime))],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know: the others still work.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
    };
  }, [episode, seekBy, seekTo]);

  useEffect(() => {
    if (typeof navigator !== 'undefined' && 'mediaSession' in navigator) {
      navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
    }
  }, [playing]);
}

export function PlayerBar() {
  const t = usePlayerText();
  const { episode, playing, minimalized } = usePodcastPlayer();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(episode?.duration ?? 0);
  const [failed, setFailed] = useState(false);
  const [shownEpisode, setShownEpisode] = useState(episode?.id);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const minimiseRef = useRef<HTMLButtonElement>(null);
  const previousMinimalized = useRef(minimalized);

  // A new episode starts from its beginning with its own length.
  if (episode && episode.id !== shownEpisode) {
    setShownEpisode(episode.id);
    setTime(0);
    setDuration(episode.duration);
    setFailed(false);
  }

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      // Older browsers answer play() with nothing instead of a promise.
      void audio.play()?.catch((error: unknown) => {
        // SPEC section 8: "Autoplay blocked: logged only" (the button shows it is not playing).
        log.warn('podcast playback refused', { error: error });
        dispatchPlayer({ type: 'pause' });
      });
    } else audio.pause();
  }, [playing, episode?.id]);

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
    audio.currentTime = Math.min(Math.max(0, seconds), end);
    setTime(audio.currentTime);
  }, []);
  const seekBy = useCallback(
    (seconds: number) => seekTo((audioRef.current?.currentTime ?? 0) + seconds),
    [seekTo],
  );

  // Minimising removes the pressed button, restoring brings it back: keep the focus on the control
  // that takes its place (not on <body>).
  useEffect(() => {
    if (previousMinimalized.current === minimalized) return;
    const wasMinimised = previousMinimalized.current !== 'none';
    previousMinimalized.current = minimalized;
    (wasMinimised && minimalized === 'none' ? minimiseRef : restoreRef).current?.focus();
  }, [minimalized]);

  useMediaSession(episode, playing, seekBy, seekTo);

  if (!episode) return null;
  const fromThisAudio = (target: EventTarget) => target === audioRef.current;
  const toggleLabel = t(playing ? 'podcast.pauseLabel' : 'podcast.playLabel', {
    title: episode.title,
  });

  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = SEEK_KEYS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    seekBy(step);
  };

  const toggle = (
    <button
      type="button"
      className={styles.primary}
      aria-label={toggleLabel}
      data-playing={playing}
      onClick={() => dispatchPlayer({ type: playing ? 'pause' : 'play' })}
    >
      <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
    </button>
  );
  const close = (
    <button
      type="button"
      className={styles.button}
      aria-label={t('player.close')}
      onClick={() => closePlayer('web')}
    >
      <span aria-hidden="true">✕</span>
    </button>
  );

  return (
    <>
      {/* Keyed by episode: a new element per episode, so the old one's late events are ignored. */}
      <audio
        key={episode.id}
        ref={audioRef}
        src={episode.sourceUrl}
        preload="metadata"
        onPlay={(e) => fromThisAudio(e.currentTarget) && dispatchPlayer({ type: 'play' })}
        onPause={(e) => fromThisAudio(e.currentTarget) && dispatchPlayer({ type: 'pause' })}
        onEnded={(e) => fromThisAudio(e.currentTarget) && dispatchPlayer({ type: 'ended' })}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) =>
          Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)
        }
        onError={() => {
          setFailed(true);
          dispatchPlayer({ type: 'pause' });
        }}
      />
      {minimalized === 'none' ? (
        <div className={styles.bar}>
          <div className={styles.titles}>
            <Link className={styles.episodeTitle} href={episode.href}>
              {episode.title}
            </Link>
            <span className={styles.podcastName}>{episode.podcast.name}</span>
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.button}
              aria-label={t('player.skipBack', { n: PLAYER_SKIP_SECONDS })}
              onClick={() => seekBy(-PLAYER_SKIP_SECONDS)}
            >
              <span aria-hidden="true">↺</span>
            </button>
            {toggle}
            <button
              type="button"
              className={styles.button}
              aria-label={t('player.skipForward', { n: PLAYER_SKIP_SECONDS })}
              onClick={() => seekBy(PLAYER_SKIP_SECONDS)}
            >
              <span aria-hidden="true">↻</span>
            </button>
          </div>
          <div className={styles.seek}>
            <span className={styles.clock}>{clockTime(time)}</span>
            <input
              className={styles.range}
              type="range"
              min={0}
              max={Math.max(1, Math.ceil(duration))}
              step={1}
              value={Math.floor(time)}
              aria-label={t('player.seek')}
              aria-valuetext={t('player.seekValue', {
                elapsed: clockTime(time),
                total: clockTime(duration),
              })}
              onChange={(e) => seekTo(Number(e.target.value))}
              onKeyDown={onSeekKey}
            />
            <span className={styles.clock}>{clockTime(duration)}</span>
          </div>
          <div className={styles.controls}>
            <button
              ref={minimiseRef}
              type="button"
              className={styles.button}
              aria-label={t('player.minimiseLeft')}
              onClick={() => dispatchPlayer({ type: 'minimise', side: 'left' })}
            >
              <span aria-hidden="true">⇙</span>
            </button>
            <button
              type="button"
              className={styles.button}
              aria-label={t('player.minimiseRight')}
              onClick={() => dispatchPlayer({ type: 'minimise', side: 'right' })}
            >
              <span aria-hidden="true">⇘</span>
            </button>
            {close}
          </div>
          {failed ? <p className={styles.error}>{t('player.error')}</p> : null}
        </div>
      ) : (
        <div className={styles.compact}>
          {toggle}
          <div className={styles.titles}>
            <Link className={styles.episodeTitle} href={episode.href}>
              {episode.title}
            </Link>
            <span className={styles.clock}>
              {clockTime(time)} / {clockTime(duration)}
            </span>
          </div>
          <button
            ref={restoreRef}
            type="button"
            className={styles.button}
            aria-label={t('player.restore')}
            onClick={() => dispatchPlayer({ type: 'restore' })}
          >
            <span aria-hidden="true">⤢</span>
          </button>
          {close}
        </div>
      )}
    </>
  );
}
