// Where the global player lives in the app shell (components/app/AppProviders.tsx, mounted once, so
// playback survives client navigation). Holds only what must exist before the first play: the
// player's region with a polite live region announcing play/pause. The bar itself and the audio logic
// (PlayerBar) are a lazy import that the first play triggers. In the newsroom's app nothing plays
// here: the host connects the store to the app (SPEC section 4).
import { usePlayerText } from './usePlayerText';
import { Suspense, useEffect } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { useRenderMode } from '@/components/app/RenderModeContext';
import { connectApp, usePodcastPlayer } from '@/lib/client/podcastPlayer';
import * as styles from './player.css';

const PlayerBar = lazyComponent(() => import('./PlayerBar'), 'PlayerBar');

export function PlayerHost() {
  const t = usePlayerText();
  const mode = useRenderMode();
  const state = usePodcastPlayer();
  useEffect(() => (mode === 'app' ? connectApp() : undefined), [mode]);
  if (mode === 'app' || !state.visible || !state.episode) return null;
  const { episode, playing, minimalized } = state;
  return (
    <>
      {minimalized === 'none' ? <div className={styles.spacer} /> : null}
      <section
        className={styles.region[minimalized]}
        aria-label={t('player.region')}
        data-minimalized={minimalized}
      >
        <p role="status" className="visually-hidden">
          {t(playing ? 'player.status.playing' : 'player.status.paused', { title: episode.title })}
        </p>
        <Suspense fallback={null}>
          <PlayerBar />
        </Suspense>
      </section>
    </>
  );
}
