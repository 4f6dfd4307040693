// The video players' API (issue 18; SPEC section 9: "video API polling 100 ms"): an iframe player of
// a video site, driven over postMessage (YouTube's iframe API protocol, Vimeo's player API; Facebook's
// plugin has none: it only plays). While at least one player exists, every 100 ms each is asked for
// its time and state; with no player the timer does not run. Messages are accepted only from the
// player's own frame and its site's origin.
import { VIDEO_API_POLL_MS, VIDEO_AUTOPLAY_CHECK_MS } from '../constants';
import type { VideoEmbed } from '../rules/embeds';
import { log } from '@/lib/observability/log';

export interface PlayerStatus {
  currentTime: number;
  playing: boolean;
}

export interface VideoPlayer {
  iframe: HTMLIFrameElement;
  embed: VideoEmbed;
  status(): PlayerStatus;
  play(): void;
  pause(): void;
  /** Removes the player: the video stops. */
  destroy(): void;
  /** Called with every new status. */
  onStatus?: (status: PlayerStatus) => void;
}

const players = new Set<VideoPlayer>();
let timer: ReturnType<typeof setInterval> | null = null;

/** The player source: autoplay on the reader's click, the API switched on, the start time. */
export function playerUrl(
  embed: VideoEmbed,
  { startAt, muted, origin }: { startAt: number; muted: boolean; origin: string },
): string {
  const url = new URL(embed.embedUrl);
  if (embed.provider === 'youtube') {
    url.searchParams.set('autoplay', '1');
    url.searchParams.set('enablejsapi', '1');
    url.searchParams.set('origin', origin);
    url.searchParams.set('playsinline', '1');
    if (startAt > 0) url.searchParams.set('start', String(startAt));
    else url.searchParams.delete('start');
    if (muted) url.searchParams.set('mute', '1');
  } else if (embed.provider === 'vimeo') {
    url.searchParams.set('autoplay', '1');
    url.searchParams.set('api', '1');
    if (muted) url.searchParams.set('muted', '1');
    url.hash = startAt > 0 ? `t=${startAt}s` : '';
  } else {
    url.searchParams.set('autoplay', 'true');
  }
  return url.toString();
}

function send(player: VideoPlayer, message: unknown) {
  const target = player.iframe.contentWindow;
  if (target) target.postMessage(JSON.stringify(message), new URL(player.iframe.src).origin);
}

/** One poll: YouTube answers 'listening' with its current info; Vimeo is asked by method. */
function poll() {
  for (const player of players) {
    if (player.embed.provider === 'youtube') {
      send(player, { event: 'listening', id: player.iframe.id, channel: 'widget' });
    } else if (player.embed.provider === 'vimeo') {
      send(player, { method: 'getCurrentTime' });
      send(player, { method: 'getPaused' });
    }
  }
}

function startPolling() {
  timer ??= setInterval(poll, VIDEO_API_POLL_MS);
}

function stopPollingWhenEmpty() {
  if (players.size === 0 && timer !== null) {
    clearInterval(timer);
    timer = null;
  }
}

/** Whether the video API is being polled (only while a player exists). */
export function isPolling(): boolean {
  return timer !== null;
}

/** Whether any player reports playing (autoplay's "nothing else playing"). */
export function anyPlaying(except?: VideoPlayer): boolean {
  return [...players].some((player) => player !== except && player.status().playing);
}

/**
 * A muted autoplay that has not started after a moment was blocked by the browser: logged only (SPEC
 * section 8). `what` names the player in the log. Returns the cancel.
 */
export function logBlockedAutoplay(player: VideoPlayer, what: string, url: string): () => void {
  const timer = setTimeout(() => {
    if (!player.status().playing) log.info(`${what} autoplay blocked`, { url });
  }, VIDEO_AUTOPLAY_CHECK_MS);
  return () => clearTimeout(timer);
}

function parse(data: unknown): Record<string, unknown> | null {
  try {
    const value: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads one message of the player's frame into the status; returns the new status or null. */
export function readPlayerMessage(
  provider: VideoEmbed['provider'],
  message: Record<string, unknown>,
  previous: PlayerStatus,
): PlayerStatus | null {
  if (provider === 'youtube') {
    const info = message.info as Record<string, unknown> | number | undefined;
    if (message.event === 'onStateChange' && typeof info === 'number') {
      return { ...previous, playing: info === 1 };
    }
    if (
      (message.event === 'infoDelivery' || message.event === 'initialDelivery') &&
      info &&
      typeof info === 'object'
    ) {
      return {
        currentTime: typeof info.currentTime === 'number' ? info.currentTime : previous.currentTime,
        playing: typeof info.playerState === 'number' ? info.playerState === 1 : previous.playing,
      };
    }
    return null;
  }
  if (provider === 'vimeo') {
    if (message.method === 'getCurrentTime' && typeof message.value === 'number') {
      return { ...previous, currentTime: message.value };
    }
    if (message.method === 'getPaused' && typeof message.value === 'boolean') {
      return { ...previous, playing: !message.value };
    }
    if (message.event === 'play' || message.event === 'pause') {
      return { ...previous, playing: message.event === 'play' };
    }
  }
  return null;
}

let serial = 0;

/** A player for `embed` in a new iframe (not yet in the page: the caller places it). */
export function createVideoPlayer(
  embed: VideoEmbed,
  options: { startAt: number; muted: boolean; title: string },
): VideoPlayer {
  const iframe = document.createElement('iframe');
  iframe.id = `video-player-${++serial}`;
  iframe.title = options.title;
  iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  iframe.allowFullscreen = true;
  iframe.src = playerUrl(embed, { ...options, origin: window.location.origin });
  let status: PlayerStatus = { currentTime: options.startAt, playing: false };
  const command = (func: string) =>
    embed.provider === 'youtube'
      ? send(player, { event: 'command', func, args: [], id: iframe.id, channel: 'widget' })
      : send(player, { method: func === 'playVideo' ? 'play' : 'pause' });
  const origin = new URL(iframe.src).origin;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin) return;
    const message = parse(event.data);
    const next = message && readPlayerMessage(embed.provider, message, status);
    if (next) {
      status = next;
      player.onStatus?.(status);
    }
  };
  const player: VideoPlayer = {
    iframe,
    embed,
    status: () => status,
    play: () => command('playVideo'),
    pause: () => command('pauseVideo'),
    destroy: () => {
      window.removeEventListener('message', onMessage);
      players.delete(player);
      iframe.remove();
      stopPollingWhenEmpty();
    },
  };
  window.addEventListener('message', onMessage);
  // Vimeo reports play/pause once asked to.
  iframe.addEventListener('load', () => {
    if (embed.provider === 'vimeo') {
      send(player, { method: 'addEventListener', value: 'play' });
      send(player, { method: 'addEventListener', value: 'pause' });
    }
  });
  if (embed.provider !== 'facebook') {
    players.add(player);
    startPolling();
  }
  return player;
}
