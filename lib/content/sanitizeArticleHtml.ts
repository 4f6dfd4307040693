// Article HTML is untrusted: an allow-list (sanitize-html) keeps the real content (paragraphs,
// headings, lists, quotes, tables, figures, images, links) and drops scripts, event handlers and
// javascript:/data: URLs. Embed placeholders (figure.embed-video / figure.embed-music with data-url)
// become iframes only when the URL passes the embed rules of SPEC section 5; content ad slots are
// numbered sequentially (section 9). A quiz placeholder (`<div data-quiz-id>` with a 24-character id,
// issue 17) keeps that one attribute, so the page can put the quiz in its place (./quizPlaceholders.ts).
import sanitizeHtml, { type Attributes, type Tag } from 'sanitize-html';
import { parseMusicEmbed, parseVideoEmbed } from '../rules/embeds';
import { isQuizPlaceholderId } from '../rules/quizPlaceholders';

const EMBED_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'www.facebook.com',
  'open.spotify.com',
];

function embedFrame(attribs: Attributes): Tag | null {
  const url = attribs['data-url'] ?? '';
  const kind = attribs.class?.includes('embed-music') ? 'music' : 'video';
  if (kind === 'video') {
    const video = parseVideoEmbed(url);
    if (!video) return null;
    const src = video.start
      ? `${video.embedUrl}${video.embedUrl.includes('?') ? '&' : '?'}start=${video.start}`
      : video.embedUrl;
    return {
      tagName: 'iframe',
      attribs: {
        src,
        class: video.portrait ? 'embed embed-video embed-portrait' : 'embed embed-video',
        title: 'Videó',
        loading: 'lazy',
        allow: 'encrypted-media; picture-in-picture; fullscreen',
        allowfullscreen: '',
      },
    };
  }
  const music = parseMusicEmbed(url);
  if (!music) return null;
  return {
    tagName: 'iframe',
    attribs: {
      src: music.embedUrl,
      class: 'embed embed-music',
      title: 'Zene',
      loading: 'lazy',
      height: String(music.height),
      allow: 'encrypted-media',
    },
  };
}

export function sanitizeArticleHtml(html: string): string {
  let adNumber = 0;
  const clean = sanitizeHtml(html, {
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
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
      iframe: ['src', 'class', 'title', 'loading', 'allow', 'allowfullscreen', 'height'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      div: ['class', 'data-ad-slot', 'data-quiz-id'],
      figure: ['class'],
      abbr: ['title'],
    },
    allowedClasses: { div: ['content-ad'], figure: ['image', 'table'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: EMBED_HOSTS,
    allowIframeRelativeUrls: false,
    transformTags: {
      figure: (tagName, attribs): Tag => {
        if (attribs.class?.includes('embed-')) {
          // An embed that fails the rules becomes a tag outside the allow-list: it disappears.
          return embedFrame(attribs) ?? { tagName: 'rejected-embed', attribs: {} };
        }
        return { tagName, attribs };
      },
      a: (tagName, attribs): Tag => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? '')
          ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
          : attribs,
      }),
      div: (tagName, attribs): Tag => {
        if (attribs.class === 'content-ad') {
          return { tagName, attribs: { class: 'content-ad', 'data-ad-slot': String(++adNumber) } };
        }
        const quizId = attribs['data-quiz-id'];
        return { tagName, attribs: isQuizPlaceholderId(quizId) ? { 'data-quiz-id': quizId } : {} };
      },
    },
    // An iframe whose source was not allowed is left without one: drop it.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  });
  // An empty header cell (a table's corner) announces nothing: make it a data cell.
  return clean.replace(/<th(?: [^>]*)?>\s*<\/th>/g, '<td></td>');
}
