// The site-wide picture-in-picture player (SPEC sections 3, 4; mounted lazily after hydration in _app,
// so it stays across navigation). Two sources:
// - the newsroom's pip from the shared data refresh (asked at mount, then every 15 s): a facade with a
//   play button first; a pip the newsroom opened (pipOpen) starts by itself, muted, when the
//   GENTLY_FORCE rule allows (tab visible, nothing else playing) — the newsroom's "open" is a strong
//   hint, not a reason to talk over the reader's podcast;
// - the reader's own article video scrolled out of view (the manual pip, lib/client/pipChannel.ts):
//   it plays at once from the article player's time rounded up.
// State and transitions: lib/rules/pipState.ts. The close button stops the video (the player is
// removed); a newsroom pip the reader closed stays away until its URL changes.
import { useEffect, useReducer, useRef } from 'react';
import {
  markPipShown,
  MANUAL_PIP_EVENT,
  otherMediaPlaying,
  type ManualPipRequest,
} from '@/lib/client/pipChannel';
import { usePodcastPlayer } from '@/lib/client/podcastPlayer';
import { createVideoPlayer, logBlockedAutoplay } from '@/lib/client/videoApi';
import { PIP_FINISHING_MS } from '@/lib/constants';
import { useSharedData } from '@/lib/hooks/useSharedData';
import { shouldAutoplay } from '@/lib/rules/autoplay';
import { parseVideoEmbed, PROVIDER_NAMES } from '@/lib/rules/embeds';
import { initialPip, pipReducer } from '@/lib/rules/pipState';
import type { PipStatus } from '@/lib/schemas/commonData';
import { useVideoText } from './useVideoText';
import * as styles from './video.css';

function PipPlayer({ url, startAt, auto }: { url: string; startAt: number; auto: boolean }) {
  const t = useVideoText();
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const embed = parseVideoEmbed(url);
    if (!embed || !screen.current) return;
    const player = createVideoPlayer(embed, {
      startAt,
      muted: auto,
      title: t('video.playerTitle', { provider: PROVIDER_NAMES[embed.provider] }),
    });
    player.iframe.className = styles.screen;
    screen.current.appendChild(player.iframe);
    const cancelCheck = auto ? logBlockedAutoplay(player, 'pip video', url) : undefined;
    return () => {
      cancelCheck?.();
      player.destroy();
    };
  }, [url, startAt, auto, t]);
  return <div ref={screen} className={styles.screen} data-pip-player="" />;
}

export function PipHost() {
  const t = useVideoText();
  const shared = useSharedData<{ pipStatus?: PipStatus }>({}, { pollOnMount: true });
  const podcast = usePodcastPlayer();
  const [view, dispatch] = useReducer(pipReducer, initialPip);
  const { state, status, startAt, playback } = view;
  const url = state.showPipVideo ? status.pipUrl : null;

  useEffect(() => {
    if (!shared.pipStatus) return;
    // Whether an opened newsroom pip may start by itself is decided here, when it arrives.
    const autoplay = shouldAutoplay('GENTLY_FORCE', {
      tabVisible: document.visibilityState === 'visible',
      otherPlaying: otherMediaPlaying(),
      pipShown: false,
    });
    dispatch({ type: 'status', status: shared.pipStatus, autoplay });
  }, [shared.pipStatus]);
  useEffect(() => {
    const onManual = (event: Event) => {
      const {
        url: manualUrl,
        title,
        currentTime,
      } = (event as CustomEvent<ManualPipRequest>).detail;
      dispatch({ type: 'manual', url: manualUrl, title, currentTime });
    };
    window.addEventListener(MANUAL_PIP_EVENT, onManual);
    return () => window.removeEventListener(MANUAL_PIP_EVENT, onManual);
  }, []);
  useEffect(() => {
    markPipShown(state.showPipVideo);
  }, [state.showPipVideo]);
  useEffect(() => {
    if (!state.showPipFinishing) return;
    const timer = setTimeout(() => dispatch({ type: 'finished' }), PIP_FINISHING_MS);
    return () => clearTimeout(timer);
  }, [state.showPipFinishing]);

  if (!state.showPipVideo && !state.showPipFinishing) return null;
  const title = status.pipTitle ?? t('video.pip.region');
  return (
    <section
      className={podcast.visible ? styles.pip.abovePodcast : styles.pip.alone}
      aria-label={t('video.pip.region')}
      data-pip={status.pipIsManual ? 'manual' : 'newsroom'}
      data-state={state.showPipVideo ? 'shown' : 'finishing'}
    >
      <div className={styles.bar}>
        {status.pipIsManual ? null : <span className={styles.label}>{status.pipLabel}</span>}
        <span className={styles.title}>{title}</span>
        <button
          type="button"
          className={styles.close}
          aria-label={t('video.pip.close')}
          onClick={() => dispatch({ type: 'close' })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {url && playback !== 'facade' ? (
        <PipPlayer url={url} startAt={startAt} auto={playback === 'autoplay'} />
      ) : (
        <div className={styles.screen}>
          {url ? (
            <button
              type="button"
              className={styles.play}
              aria-label={t('video.pip.play', { title })}
              onClick={() => dispatch({ type: 'play' })}
            >
              {t('video.play')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
