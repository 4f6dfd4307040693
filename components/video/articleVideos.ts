// The article's videos (issue 18; its own chunk, loaded by ./ArticleVideos.tsx only on articles whose
// body has a video facade). The server renders each video as a link to the video's site (so it works
// without JavaScript, and nothing of the video site loads before the reader asks: SPEC section 5); here
// the link becomes a button that loads the player in the facade's reserved box, starting at `t`.
// - Autoplay (SPEC section 4, lib/rules/autoplay.ts): an editor's `data-autoplay` mode may start the
//   player muted (browsers block autoplay with sound); FULL_FORCE waits for the tab to be visible. A
//   blocked autoplay is only logged (section 8).
// - A playing video scrolled out of view moves to the picture-in-picture player (components/video/
//   PipHost.tsx, through lib/client/pipChannel.ts), which continues from its time rounded up; the
//   article player is removed and the facade comes back (scrolling back does not move it back: the
//   reader has it in the corner, and a second click starts it in the article again).
// - A live article replaces its body (LiveArticleBodyPolling): new facades are picked up, players
//   whose box went with the old body are removed.
// Plain DOM rather than React portals: the body is server HTML React does not manage beyond its
// innerHTML, and this keeps the chunk small.
import { isPipShown, otherMediaPlaying, requestManualPip } from '@/lib/client/pipChannel';
import { createVideoPlayer, logBlockedAutoplay, type VideoPlayer } from '@/lib/client/videoApi';
import type { Locale } from '@/lib/i18n/locales';
import { videoText } from '@/lib/i18n/videoTexts';
import { isAutoplayMode, shouldAutoplay, type AutoplayMode } from '@/lib/rules/autoplay';
import { parseVideoEmbed, PROVIDER_NAMES } from '@/lib/rules/embeds';

export const FACADE_SELECTOR = 'a.video-facade';

interface Mounted {
  facade: HTMLAnchorElement;
  box: HTMLElement;
  player: VideoPlayer;
  observer: IntersectionObserver;
}

export function mountArticleVideos(
  body: Element,
  { title, locale }: { title: string; locale: Locale },
): () => void {
  const mounted = new Set<Mounted>();
  const bound = new WeakSet<Element>();
  const checks = new Set<() => void>();
  const waiting = new Set<() => void>();

  const remove = (entry: Mounted, restoreFacade: boolean) => {
    mounted.delete(entry);
    entry.observer.disconnect();
    entry.player.destroy();
    if (restoreFacade && entry.box.isConnected) entry.box.replaceWith(entry.facade);
    else entry.box.remove();
  };

  const start = (facade: HTMLAnchorElement, muted: boolean): VideoPlayer | null => {
    const embed = parseVideoEmbed(facade.href);
    if (!embed || !facade.isConnected) return null;
    const box = document.createElement('div');
    box.className = embed.portrait ? 'video-player video-portrait' : 'video-player';
    const player = createVideoPlayer(embed, {
      startAt: embed.start,
      muted,
      title: videoText(locale, 'video.playerTitle', { provider: PROVIDER_NAMES[embed.provider] }),
    });
    box.appendChild(player.iframe);
    facade.replaceWith(box);
    // Out of view while playing: continue in the picture-in-picture player (not Facebook's, which
    // has no API to tell its time).
    const observer = new IntersectionObserver(([seen]) => {
      const status = player.status();
      if (!seen || seen.isIntersecting || !status.playing) return;
      requestManualPip({ url: facade.href, title, currentTime: status.currentTime });
      remove(entry, true);
    });
    const entry: Mounted = { facade, box, player, observer };
    mounted.add(entry);
    if (embed.provider !== 'facebook') observer.observe(box);
    return player;
  };

  const autoplay = (facade: HTMLAnchorElement, mode: AutoplayMode) => {
    const allowed = () =>
      shouldAutoplay(mode, {
        tabVisible: document.visibilityState === 'visible',
        otherPlaying: otherMediaPlaying(),
        pipShown: isPipShown(),
      });
    const go = () => {
      const player = start(facade, true);
      if (!player) return;
      checks.add(logBlockedAutoplay(player, 'video', facade.href));
    };
    if (allowed()) return go();
    if (document.visibilityState === 'visible') return;
    // A hidden tab: the rule is asked again when the reader comes to it (once).
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      stopWaiting();
      if (facade.isConnected && allowed()) go();
    };
    const stopWaiting = () => {
      document.removeEventListener('visibilitychange', onVisible);
      waiting.delete(stopWaiting);
    };
    document.addEventListener('visibilitychange', onVisible);
    waiting.add(stopWaiting);
  };

  const bind = () => {
    for (const facade of body.querySelectorAll<HTMLAnchorElement>(FACADE_SELECTOR)) {
      if (bound.has(facade) || !parseVideoEmbed(facade.href)) continue;
      bound.add(facade);
      // The link becomes a button: it plays here; a middle click or ctrl/cmd-click still opens the
      // video's site.
      facade.setAttribute('role', 'button');
      facade.addEventListener('click', (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        start(facade, false)?.iframe.focus();
      });
      facade.addEventListener('keydown', (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        facade.click();
      });
      const mode = facade.dataset.autoplay ?? 'NO';
      if (isAutoplayMode(mode) && mode !== 'NO') autoplay(facade, mode);
    }
  };

  bind();
  const changes = new MutationObserver(() => {
    for (const entry of mounted) if (!entry.box.isConnected) remove(entry, false);
    bind();
  });
  changes.observe(body, { childList: true, subtree: true });

  return () => {
    changes.disconnect();
    for (const stop of waiting) stop();
    for (const cancel of checks) cancel();
    for (const entry of mounted) remove(entry, false);
  };
}
