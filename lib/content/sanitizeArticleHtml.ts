// Article HTML is untrusted: an allow-list (sanitize-html) keeps the real content (paragraphs,
// headings, lists, quotes, tables, figures, images, links) and drops scripts, event handlers and
// javascript:/data: URLs. Embed placeholders (figure.embed-video / figure.embed-music with data-url)
// are kept only when the URL passes the embed rules of SPEC section 5: music becomes an iframe, video a
// click-to-load facade (issue 18: no third-party request before the reader asks); content ad slots are
// numbered sequentially (section 9). A quiz placeholder (`<div data-quiz-id>` with a 24-character id,
// issue 17) keeps that one attribute, so the page can put the quiz in its place (./quizPlaceholders.ts).
import sanitizeHtml, { type Attributes, type Tag } from 'sanitize-html';
import type { Locale } from '../i18n/locales';
import { clockTime, videoText } from '../i18n/videoTexts';
import { isAutoplayMode } from '../rules/autoplay';
import {
  parseMusicEmbed,
  parseVideoEmbed,
  PROVIDER_NAMES,
  type MusicEmbedVariant,
} from '../rules/embeds';
import { isQuizPlaceholderId } from '../rules/quizPlaceholders';

const EMBED_HOSTS = ['open.spotify.com'];

/** A facade poster is one of our own uploaded images (never the video site's thumbnail). */
const OWN_POSTER = /^\/uploads\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/i;

function embedFrame(
  attribs: Attributes,
  locale: Locale,
  musicVariant: MusicEmbedVariant,
): Tag | null {
  const url = attribs['data-url'] ?? '';
  const kind = attribs.class?.includes('embed-music') ? 'music' : 'video';
  if (kind === 'video') {
    // Click to load (issue 18): a link to the video on its site, which the article's video script
    // (components/video/ArticleVideos.tsx) turns into the player on a click; without JavaScript it
    // opens the video site. Its box (16:9, shorts and reels 9:16) is drawn by our CSS, so the player
    // takes its place without moving the text. The script re-validates the link (lib/rules/embeds.ts).
    const video = parseVideoEmbed(url);
    if (!video) return null;
    const autoplay = attribs['data-autoplay'];
    const poster = attribs['data-poster'];
    const label = [videoText(locale, 'video.play'), PROVIDER_NAMES[video.provider]];
    if (video.start > 0) {
      label.push(videoText(locale, 'video.startsAt', { time: clockTime(video.start) }));
    }
    return {
      tagName: 'a',
      attribs: {
        href: video.pageUrl,
        class: video.portrait ? 'video-facade video-portrait' : 'video-facade',
        'data-video-provider': video.provider,
        ...(autoplay && isAutoplayMode(autoplay) ? { 'data-autoplay': autoplay } : {}),
        ...(poster && OWN_POSTER.test(poster) ? { 'data-poster': poster } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      text: label.join(' · '),
    };
  }
  const music = parseMusicEmbed(url, musicVariant);
  if (!music) return null;
  return {
    tagName: 'iframe',
    attribs: {
      src: music.embedUrl,
      class: 'embed embed-music',
      // Hungarian on every article, English ones too, as it has always been.
      title: videoText('hu', 'video.musicFrame'),
      loading: 'lazy',
      height: String(music.height),
      allow: 'encrypted-media',
    },
  };
}

const isEmbedFigure = (tag: string, attribs: Attributes): boolean =>
  tag === 'figure' && /(?:^|\s)embed-(?:video|music)(?:\s|$)/.test(attribs.class ?? '');

/**
 * An embed placeholder is ours to draw: whatever an author put inside one (links, captions, text) is
 * dropped before the allow-list pass, so nothing of it can end up inside the facade's link or the
 * player's frame, and a rejected embed leaves nothing behind (issue 28: a link inside a rejected embed
 * once swallowed the rest of the article). Only the placeholder's own attributes go on.
 */
function emptyEmbedPlaceholders(html: string): string {
  if (!html.includes('embed-')) return html;
  const openEmbeds: boolean[] = []; // one entry per open element: whether it is an embed placeholder
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attribs) => openEmbeds.push(isEmbedFigure(tag, attribs)),
    onCloseTag: () => openEmbeds.pop(),
    // The placeholder's own text goes; its descendants go whole (they close inside an open placeholder).
    transformTags: {
      figure: (tagName, attribs): Tag =>
        isEmbedFigure(tagName, attribs) ? { tagName, attribs, text: '' } : { tagName, attribs },
    },
    exclusiveFilter: () => openEmbeds.includes(true),
  });
}

/** Whether sanitised HTML holds a video facade (the page then loads the video code). */
export function hasVideoFacade(html: string): boolean {
  return html.includes('class="video-facade');
}

/** `locale`: the article's language, for the video facade's label (default Hungarian). */
export function sanitizeArticleHtml(
  html: string,
  {
    locale = 'hu',
    musicVariant = 'default',
  }: {
    locale?: Locale;
    /** The music player's variant where the HTML is shown (lib/rules/embeds.ts musicEmbedVariant). */
    musicVariant?: MusicEmbedVariant;
  } = {},
): string {
  let adNumber = 0;
  const rejectedEmbeds = new WeakSet<Attributes>();
  const clean = sanitizeHtml(emptyEmbedPlaceholders(html), {
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'h5',
      'ul',
      'ol',
      'li',
      'blockquote',
      'strong',
      'em',
      'b',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'br',
      'hr',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'caption',
      'iframe',
      'div',
      'span',
      'code',
      'pre',
      'mark',
      'abbr',
      'cite',
      'q',
    ],
    allowedAttributes: {
      a: [
        'href',
        'title',
        'rel',
        'target',
        'class',
        'data-video-provider',
        'data-autoplay',
        'data-poster',
      ],
      img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
      iframe: ['src', 'class', 'title', 'loading', 'allow', 'allowfullscreen', 'height'],
      table: ['tabindex'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      div: ['class', 'data-ad-slot', 'data-quiz-id'],
      figure: ['class'],
      abbr: ['title'],
    },
    allowedClasses: {
      div: ['content-ad'],
      figure: ['image', 'table'],
      a: ['video-facade', 'video-portrait'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: EMBED_HOSTS,
    allowIframeRelativeUrls: false,
    transformTags: {
      // A table wider than a phone scrolls inside itself (article.css.ts): focusable, so keyboard
      // users can scroll it too (issue 27).
      table: (tagName): Tag => ({ tagName, attribs: { tabindex: '0' } }),
      figure: (tagName, attribs): Tag => {
        if (isEmbedFigure(tagName, attribs)) {
          const frame = embedFrame(attribs, locale, musicVariant);
          if (frame) return frame;
          // An embed that fails the rules disappears (the filter below drops it whole).
          const rejected: Attributes = {};
          rejectedEmbeds.add(rejected);
          return { tagName, attribs: rejected };
        }
        return { tagName, attribs };
      },
      // An author's link keeps only its target; the video facade's markup is ours (embedFrame).
      a: (tagName, { href, title }): Tag => ({
        tagName,
        attribs: /^https?:/i.test(href ?? '')
          ? {
              href: href!,
              ...(title ? { title } : {}),
              rel: 'noopener noreferrer',
              target: '_blank',
            }
          : { ...(href ? { href } : {}), ...(title ? { title } : {}) },
      }),
      div: (tagName, attribs): Tag => {
        if (attribs.class === 'content-ad') {
          return { tagName, attribs: { class: 'content-ad', 'data-ad-slot': String(++adNumber) } };
        }
        const quizId = attribs['data-quiz-id'];
        return { tagName, attribs: isQuizPlaceholderId(quizId) ? { 'data-quiz-id': quizId } : {} };
      },
    },
    // An iframe whose source was not allowed is left without one, and a rejected embed: drop them.
    exclusiveFilter: (frame) =>
      (frame.tag === 'iframe' && !frame.attribs.src) || rejectedEmbeds.has(frame.attribs),
  });
  // An empty header cell (a table's corner) announces nothing: make it a data cell. A video facade's
  // poster is drawn inside its link (only ours carry data-poster: an author's link keeps href/title).
  return clean
    .replace(/<th(?: [^>]*)?>\s*<\/th>/g, '<td></td>')
    .replace(/(<a [^>]*data-poster="([^"]+)"[^>]*>)/g, '$1<img src="$2" alt="" loading="lazy" />');
}
