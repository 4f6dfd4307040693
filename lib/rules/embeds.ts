// SPEC section 5: a video url must be a video-site link (start time from the t parameter, shorts shown
// portrait); embedded music urls must be Spotify album, artist, playlist, track or episode links, with the
// player heights of section 9.
//
// Accepted video links (http or https, exact host names; anything else is null, including javascript:,
// data:, look-alike hosts such as youtube.com.evil.com and links without a scheme):
// - YouTube (youtube.com, www., m.): /watch?v={id}, /shorts/{id} (portrait), /embed/{id}, /live/{id};
//   youtu.be/{id}; ids are the 11-character YouTube ids. Start from t or start: '90', '90s', '1m30s',
//   '1h2m3s'.
// - Vimeo: vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id},
//   player.vimeo.com/video/{id}; start from t in the query or the #t= fragment.
// - Facebook (facebook.com, www., m., web.): /{page}/videos/{id}, /{page}/videos/{title}/{id},
//   /watch?v={id}, /reel/{id} (portrait); the embed is Facebook's video plugin, which has no start time.
// YouTube embeds use youtube-nocookie.com: no tracking cookies until the reader plays the video.
import { MUSIC_EMBED_HEIGHTS } from '../constants';

/**
 * Where the players an article embeds come from: the only frame origins the Content-Security-Policy
 * allows for embeds (lib/http/contentSecurityPolicy.ts). Every embed URL below is built on one of them.
 */
export const EMBED_PLAYER_ORIGINS = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
  facebook: 'https://www.facebook.com',
  spotify: 'https://open.spotify.com',
} as const;

export type VideoProvider = 'youtube' | 'vimeo' | 'facebook';

/** How readers know the sites (the facade's label). */
export const PROVIDER_NAMES = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
} as const satisfies Record<VideoProvider, string>;

export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  embedUrl: string;
  /** The video's own page on its site (the facade's link without JavaScript), with the start. */
  pageUrl: string;
  /** Start position, whole seconds (0 from the beginning). */
  start: number;
  /** Vertical video (YouTube shorts, Facebook reels). */
  portrait: boolean;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTU_BE = 'youtu.be';
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOST = 'player.vimeo.com';
const FACEBOOK_HOSTS = new Set([
  'facebook.com',
  'www.facebook.com',
  'm.facebook.com',
  'web.facebook.com',
]);
const SPOTIFY_HOST = 'open.spotify.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const NUMERIC_ID = /^\d{1,20}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

function parseHttpUrl(url: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed;
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

function segmentsOf(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

/** Seconds from a t value: '90', '90s', '1m30s', '1h2m3s'; anything else is 0. */
export function parseStartTime(value: string | null): number {
  if (value === null) return 0;
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || text === '') return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function youtube(id: string | undefined, start: number, portrait: boolean): VideoEmbed | null {
  if (id === undefined || !YOUTUBE_ID.test(id)) return null;
  const query = start > 0 ? `?start=${start}` : '';
  return {
    provider: 'youtube',
    id,
    embedUrl: `${EMBED_PLAYER_ORIGINS.youtube}/embed/${id}${query}`,
    pageUrl: portrait
      ? `https://www.youtube.com/shorts/${id}`
      : `https://www.youtube.com/watch?v=${id}${start > 0 ? `&t=${start}s` : ''}`,
    start,
    portrait,
  };
}

function parseYoutube(url: URL, host: string): VideoEmbed | null {
  const start = parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const [first, second, ...rest] = segmentsOf(url);
  if (host === YOUTU_BE)
    return rest.length === 0 && second === undefined ? youtube(first, start, false) : null;
  if (first === 'watch' && second === undefined) {
    return youtube(url.searchParams.get('v') ?? undefined, start, false);
  }
  if (rest.length > 0) return null;
  if (first === 'shorts') return youtube(second, start, true);
  if (first === 'embed' || first === 'live') return youtube(second, start, false);
  return null;
}

function parseVimeo(url: URL, host: string): VideoEmbed | null {
  const segments = segmentsOf(url);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === VIMEO_PLAYER_HOST) {
    if (segments[0] === 'video' && segments.length === 2) id = segments[1];
    hash = url.searchParams.get('h') ?? undefined;
  } else if (segments[0] === 'channels' && segments.length === 3) {
    id = segments[2];
  } else if (segments.length <= 2) {
    [id, hash] = segments;
  }
  if (id === undefined || !NUMERIC_ID.test(id)) return null;
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return null;
  const fragment = new URLSearchParams(url.hash.slice(1));
  const start = parseStartTime(url.searchParams.get('t') ?? fragment.get('t'));
  const query = hash === undefined ? '' : `?h=${hash}`;
  const time = start > 0 ? `#t=${start}s` : '';
  return {
    provider: 'vimeo',
    id,
    embedUrl: `${EMBED_PLAYER_ORIGINS.vimeo}/video/${id}${query}${time}`,
    pageUrl: `https://vimeo.com/${id}${hash === undefined ? '' : `/${hash}`}${time}`,
    start,
    portrait: false,
  };
}

function parseFacebook(url: URL): VideoEmbed | null {
  const segments = segmentsOf(url);
  let id: string | undefined;
  let portrait = false;
  if (segments[0] === 'watch' && segments.length === 1) {
    id = url.searchParams.get('v') ?? undefined;
  } else if (segments[0] === 'reel' && segments.length === 2) {
    id = segments[1];
    portrait = true;
  } else if (segments[1] === 'videos' && (segments.length === 3 || segments.length === 4)) {
    id = segments[segments.length - 1];
  }
  if (id === undefined || !NUMERIC_ID.test(id)) return null;
  const href = `https://www.facebook.com/watch/?v=${id}`;
  return {
    provider: 'facebook',
    id,
    embedUrl: `${EMBED_PLAYER_ORIGINS.facebook}/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`,
    pageUrl: portrait ? `https://www.facebook.com/reel/${id}` : href,
    start: 0,
    portrait,
  };
}

/** The embed for a video-site link, or null for anything that is not one. */
export function parseVideoEmbed(url: string): VideoEmbed | null {
  const parsed = parseHttpUrl(url);
  if (parsed === null) return null;
  const host = hostOf(parsed);
  if (YOUTUBE_HOSTS.has(host) || host === YOUTU_BE) return parseYoutube(parsed, host);
  if (VIMEO_HOSTS.has(host) || host === VIMEO_PLAYER_HOST) return parseVimeo(parsed, host);
  if (FACEBOOK_HOSTS.has(host)) return parseFacebook(parsed);
  return null;
}

export const SPOTIFY_EMBED_TYPES = ['album', 'artist', 'playlist', 'track', 'episode'] as const;
export type SpotifyEmbedType = (typeof SPOTIFY_EMBED_TYPES)[number];
/** default: the ordinary player; compact: the one-row player; after: the tall player of the /after sidebar. */
export type MusicEmbedVariant = 'default' | 'compact' | 'after';

/** Where a music player is drawn. */
export type MusicEmbedPlace = 'article' | 'liveBlogPost' | 'afterSidebar';

/**
 * Which player a place gets (SPEC section 9 "Music embed height 155 (episode 233, compact 80, after
 * 400)"): an article's body the ordinary one; a live blog post the compact one-row player, since posts
 * are short items in a stream a reader scans and a 155 px player would outweigh the post's text; the
 * /after sidebar the tall one.
 */
export function musicEmbedVariant(place: MusicEmbedPlace): MusicEmbedVariant {
  switch (place) {
    case 'article':
      return 'default';
    case 'liveBlogPost':
      return 'compact';
    case 'afterSidebar':
      return 'after';
  }
}

export interface MusicEmbed {
  type: SpotifyEmbedType;
  id: string;
  embedUrl: string;
  height: number;
}

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_LOCALE = /^intl-[a-z]{2}(?:-[a-z]{2})?$/i;

/**
 * Height by SPEC section 9: 155 by default and 233 for episodes; a compact (80) or after (400) variant
 * sets the height whatever the type, since those places have a fixed slot.
 */
export function musicEmbedHeight(type: SpotifyEmbedType, variant: MusicEmbedVariant): number {
  if (variant === 'compact') return MUSIC_EMBED_HEIGHTS.compact;
  if (variant === 'after') return MUSIC_EMBED_HEIGHTS.after;
  return type === 'episode' ? MUSIC_EMBED_HEIGHTS.episode : MUSIC_EMBED_HEIGHTS.default;
}

/**
 * The Spotify player for open.spotify.com/{album|artist|playlist|track|episode}/{id} links (also with the
 * /intl-xx/ locale prefix Spotify's share button adds, or already an /embed/ link), else null.
 */
export function parseMusicEmbed(
  url: string,
  variant: MusicEmbedVariant = 'default',
): MusicEmbed | null {
  const parsed = parseHttpUrl(url);
  if (parsed === null || hostOf(parsed) !== SPOTIFY_HOST) return null;
  const segments = segmentsOf(parsed);
  if (segments[0] !== undefined && SPOTIFY_LOCALE.test(segments[0])) segments.shift();
  if (segments[0] === 'embed') segments.shift();
  const [type, id, ...rest] = segments;
  if (rest.length > 0 || id === undefined || !SPOTIFY_ID.test(id)) return null;
  const known = SPOTIFY_EMBED_TYPES.find((candidate) => candidate === type);
  if (known === undefined) return null;
  return {
    type: known,
    id,
    embedUrl: `${EMBED_PLAYER_ORIGINS.spotify}/embed/${known}/${id}`,
    height: musicEmbedHeight(known, variant),
  };
}
