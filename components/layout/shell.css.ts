import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.m,
  top: '-10rem',
  zIndex: 100,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.s } },
});

export const container = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.m}`,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.headerBackground,
  color: vars.color.headerText,
  borderBottom: `4px solid ${vars.color.brand}`,
  transition: 'transform 0.2s ease, background 0.2s ease',
  selectors: {
    'body.scroll-down &': { transform: 'translateY(-100%)' },
    'body.scroll-down &:focus-within': { transform: 'none' },
  },
});

export const headerTransparent = style({
  selectors: {
    'body:not(.scroll-down):not(.scroll-up) &': {
      // Dark and see-through over the breaking block or the longform cover below it, readable anywhere.
      background: 'rgba(17, 17, 17, 0.9)',
      color: '#fff',
      borderBottomColor: 'transparent',
    },
  },
});

/** Phones: the header's bar tightens to keep its logo and buttons on one row (issue 27). */
export const PHONE_ONLY = 'screen and (max-width: 479px)';

export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  flexWrap: 'wrap',
  paddingTop: vars.space.s,
  paddingBottom: vars.space.s,
  '@media': { [PHONE_ONLY]: { gap: vars.space.s } },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginRight: 'auto',
});

const logoHeight = { height: '2.25rem', '@media': { [PHONE_ONLY]: { height: '2rem' } } } as const;

export const logo = style({
  display: 'block',
  ...logoHeight,
  width: 'auto',
  selectors: {
    // The dark see-through header shows the logo drawn for it (a filter would turn the coloured
    // square into a blank one); once the header turns solid on scrolling, the ordinary one.
    [`body:not(.scroll-down):not(.scroll-up) ${headerTransparent} &`]: { display: 'none' },
  },
});

export const logoOnDark = style({
  display: 'none',
  ...logoHeight,
  width: 'auto',
  selectors: {
    [`body:not(.scroll-down):not(.scroll-up) ${headerTransparent} &`]: { display: 'block' },
  },
});

/**
 * The site menu sits in the header bar where it fits on one line with the logo, the search and the
 * drawer's button (from 1024 px; at 768 px they wrapped to a second row), else only in the drawer.
 */
const SITE_MENU_INLINE = 'screen and (min-width: 1024px)';
export const siteMenu = style({
  '@media': { 'screen and (max-width: 1023px)': { display: 'none' } },
});

export const drawerOnly = style({
  '@media': { [SITE_MENU_INLINE]: { display: 'none' } },
});

export const inlineMenu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.m}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.small,
});

export const menuLink = style({
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  padding: `${vars.space.xs} 0`,
  display: 'inline-block',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const mainMenuRow = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

/** The main menu stays one line; on narrow screens it scrolls sideways. */
export const singleLineMenu = style({ flexWrap: 'nowrap', whiteSpace: 'nowrap' });

export const drawer = style({ position: 'relative' });

export const drawerSummary = style({
  cursor: 'pointer',
  fontWeight: 700,
  listStyle: 'none',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `2px solid currentColor`,
  borderRadius: vars.radius.m,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const drawerPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.5rem)',
  width: 'min(22rem, 90vw)',
  padding: vars.space.m,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
  display: 'grid',
  gap: vars.space.m,
});

export const drawerHeading = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
});

export const stackMenu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const main = style({
  minHeight: '60vh',
  paddingTop: vars.space.l,
  paddingBottom: vars.space.xl,
});

export const footer = style({
  marginTop: vars.space.xl,
  padding: `${vars.space.xl} 0`,
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.brand}`,
  fontSize: vars.fontSize.small,
});

export const footerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.l,
});

export const footerHeading = style({ fontSize: vars.fontSize.body, margin: `0 0 ${vars.space.s}` });

export const copyright = style({ marginTop: vars.space.l, color: vars.color.textMuted });

/**
 * The header's search panel (here, not with the search's own styles: the header is server-rendered on
 * every page, and a lazily loaded chunk's CSS is missing until its JavaScript runs, or for good without
 * it): wide enough for tags and suggestions. On phones the disclosure is not at
 * the screen's edge, so the panel spans the screen under the header bar instead of hanging off it.
 */
export const searchPanel = style({
  width: 'min(36rem, 92vw)',
  '@media': {
    'screen and (max-width: 767px)': {
      position: 'fixed',
      top: '3.75rem',
      left: vars.space.s,
      right: vars.space.s,
      width: 'auto',
    },
  },
});

/** The magnifier of the header's search disclosure, as tall as the menu button's text. */
export const searchIcon = style({ display: 'block', width: '1.25rem', height: '1.35rem' });
