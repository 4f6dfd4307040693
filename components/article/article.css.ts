import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';
import { SCROLL_DESKTOP_BREAKPOINT_PX, SCROLL_HALF_HERO_OFFSET_PX } from '@/lib/constants';
import { label as partnerLabelBase } from '../common/partnerLabel.css';

// The article format (lib/view/articleFormat.ts) sits on the <article> as data-design, data-display and
// data-theme; every format-dependent colour or size is derived here from those attributes, as CSS
// variables filled from the edition's theme contract, never by conditions in the components.

/** The accent of the article's design: the section link and the rule above the title. */
const accent = createVar();
/** The band that marks the design (partner content), and the text on it. */
const band = createVar();
const onBand = createVar();

export const article = style({
  vars: {
    [accent]: vars.color.link,
    [band]: vars.color.textMuted,
    [onBand]: vars.color.background,
  },
  maxWidth: vars.layout.readingWidth,
  margin: '0 auto',
  selectors: {
    '&[data-display="immersive"]': { maxWidth: '56rem' },
    '&[data-design="live"], &[data-design="liveblog"]': { vars: { [accent]: vars.color.live } },
    '&[data-design="partner"]': { vars: { [accent]: vars.color.textMuted } },
  },
});

/**
 * "Partnerünk ajánlata" (components/common/PartnerLabel.tsx) as the band across partner content; on
 * top of the label's own class, so it wins whatever order the style sheets load in.
 */
export const partnerLabel = style({
  selectors: {
    [`${partnerLabelBase}&`]: {
      display: 'block',
      margin: `0 0 ${vars.space.s}`,
      padding: `${vars.space.xs} ${vars.space.s}`,
      background: band,
      color: onBand,
    },
  },
});

/** The title block; live designs carry their accent as a rule above it. */
export const titleSection = style({
  selectors: {
    [`${article}[data-design="live"] &, ${article}[data-design="liveblog"] &`]: {
      borderTop: `4px solid ${accent}`,
      paddingTop: vars.space.s,
    },
  },
});

export const section = style({
  fontWeight: 700,
  textTransform: 'uppercase',
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  color: accent,
});

export const title = style({ fontSize: vars.fontSize.h1, margin: `${vars.space.s} 0` });

export const subtitle = style({
  fontSize: vars.fontSize.lead,
  color: vars.color.textMuted,
  margin: 0,
});

export const lead = style({ fontSize: vars.fontSize.lead, fontWeight: 600, lineHeight: 1.45 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.s} 0`,
});

export const avatar = style({ borderRadius: '50%', width: '2.5rem', height: '2.5rem' });

export const figure = style({ margin: `${vars.space.l} 0` });

/**
 * The cover is drawn 16:9 (its width and height attributes) whichever srcset candidate the browser
 * picks: a candidate's height is rounded to whole pixels (500 wide: 281, not 281.25), and the box must
 * not follow that rounding.
 */
export const coverImage = style({ aspectRatio: '16 / 9', objectFit: 'cover' });

/**
 * A half hero (an immersive article with halfImage, SPEC section 4) fills the window below the header
 * on desktop (SCROLL_DESKTOP_BREAKPOINT_PX and up; the scroll classes wait until window height minus
 * SCROLL_HALF_HERO_OFFSET_PX there); narrower windows show the ordinary cover.
 */
export const halfHero = style({
  '@media': {
    [`screen and (min-width: ${SCROLL_DESKTOP_BREAKPOINT_PX}px)`]: {
      height: `calc(100vh - ${SCROLL_HALF_HERO_OFFSET_PX}px)`,
      display: 'flex',
      flexDirection: 'column',
    },
  },
});

globalStyle(`${halfHero} img`, {
  '@media': {
    [`screen and (min-width: ${SCROLL_DESKTOP_BREAKPOINT_PX}px)`]: {
      flex: '1 1 auto',
      minHeight: 0,
      aspectRatio: 'auto',
      width: '100%',
      objectFit: 'cover',
    },
  },
});

export const caption = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const notice = style({
  padding: vars.space.m,
  background: vars.color.surface,
  borderLeft: `4px solid ${vars.color.brand}`,
  margin: `${vars.space.l} 0`,
});

export const body = style({ fontSize: vars.fontSize.body });

// A table wider than the column (a phone) scrolls inside its own box, never the page (issue 27).
globalStyle(`${body} table`, {
  borderCollapse: 'collapse',
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  margin: `${vars.space.m} 0`,
  fontSize: vars.fontSize.small,
});
globalStyle(`${body} th, ${body} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  textAlign: 'left',
});
globalStyle(`${body} blockquote`, {
  margin: `${vars.space.l} 0`,
  paddingLeft: vars.space.m,
  borderLeft: `4px solid ${vars.color.brand}`,
  fontStyle: 'italic',
});
globalStyle(`${body} iframe.embed`, { width: '100%', border: 0, aspectRatio: '16 / 9' });
globalStyle(`${body} iframe.embed-portrait`, { aspectRatio: '9 / 16', maxWidth: '22rem' });
// The video facade (issue 18: click to load): the player's box is reserved before it loads, so the
// click does not move the page; a play mark drawn in CSS, no third-party poster image.
globalStyle(`${body} .video-facade, ${body} .video-player`, {
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  width: '100%',
  aspectRatio: '16 / 9',
  margin: `${vars.space.l} 0`,
  background: '#111',
  color: '#fff',
  borderRadius: vars.radius.s,
  overflow: 'hidden',
});
globalStyle(`${body} .video-facade`, {
  padding: vars.space.m,
  boxSizing: 'border-box',
  fontWeight: 700,
  textDecoration: 'none',
  textShadow: '0 1px 3px #000',
  isolation: 'isolate',
});
// An editor's poster (one of our own uploads) lies under the label and the play mark.
globalStyle(`${body} .video-facade img`, {
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
globalStyle(`${body} .video-facade::before`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: '50%',
  background: `${vars.color.brand} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='white' d='M8 5v14l11-7z'/%3E%3C/svg%3E") center / 55% no-repeat`,
});
globalStyle(`${body} .video-facade:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(`${body} .video-portrait`, {
  aspectRatio: '9 / 16',
  maxWidth: '22rem',
  marginInline: 'auto',
});
globalStyle(`${body} .video-player iframe`, { width: '100%', height: '100%', border: 0 });
globalStyle(`${body} iframe.embed-music`, { aspectRatio: 'auto' });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  listStyle: 'none',
  padding: 0,
});

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
});

export const posts = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.l });

export const post = style({
  borderTop: `3px solid ${vars.color.border}`,
  paddingTop: vars.space.s,
});

export const pinnedPost = style({ borderTopColor: vars.color.brand });

export const postTitle = style({ fontSize: vars.fontSize.h2, margin: `${vars.space.xs} 0` });

export const newPosts = style({
  position: 'sticky',
  top: '4.5rem',
  zIndex: 5,
  display: 'block',
  margin: `0 auto ${vars.space.m}`,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  border: 0,
  borderRadius: '999px',
  fontWeight: 700,
  cursor: 'pointer',
});

export const author = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s });

export const authorTitle = style({ display: 'block', fontSize: vars.fontSize.small });

export const more = style({
  maxWidth: vars.layout.readingWidth,
  margin: `${vars.space.xl} auto 0`,
  paddingTop: vars.space.m,
  borderTop: `2px solid ${vars.color.brand}`,
});

export const moreList = style({ display: 'grid', gap: vars.space.s, paddingLeft: vars.space.l });

export const blank = style({
  height: '24rem',
  borderRadius: vars.radius.m,
  background: `linear-gradient(${vars.color.surface} 0 2rem, transparent 2rem 3rem, ${vars.color.surface} 3rem 24rem)`,
});
