// The working play button of one episode (SPEC section 4): toggles play/pause of ITS episode in the
// global player and shows the global state; pressing another episode's button switches the episode.
// Its name says the action and the episode ("Lejátszás: …" / "Szünet: …"). In the newsroom's app the
// press goes to the app (lib/client/podcastPlayer.ts). Loaded after hydration by PlayButton, so the
// player's store is no part of any page's first-load JavaScript.
import { usePodcastText } from './usePodcastText';
import { useRenderMode } from '@/components/app/RenderModeContext';
import { pressPlay, usePodcastPlayer } from '@/lib/client/podcastPlayer';
import { isEpisodePlaying } from '@/lib/rules/podcastPlayer';
import type { EpisodeView } from '@/lib/view/podcast';
import * as styles from './podcast.css';

export function LivePlayButton({ episode }: { episode: EpisodeView }) {
  const t = usePodcastText();
  const mode = useRenderMode();
  const playing = isEpisodePlaying(usePodcastPlayer(), episode.id);
  return (
    <button
      type="button"
      className={styles.playButton}
      aria-label={t(playing ? 'podcast.pauseLabel' : 'podcast.playLabel', { title: episode.title })}
      data-playing={playing}
      onClick={() => pressPlay(episode, mode)}
    >
      <span className={styles.playIcon} aria-hidden="true">
        {playing ? '❚❚' : '▶'}
      </span>
      {t(playing ? 'podcast.pause' : 'podcast.play')}
    </button>
  );
}
