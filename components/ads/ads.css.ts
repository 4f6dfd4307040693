// Ad slots reserve their space in the server's HTML (CLS 0): the label line plus the tallest size of
// the unit the viewport takes (SPEC section 9: desktop from 768 px), set as CSS variables per slot.
// What loads inside never changes the box.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';
import { AD_DESKTOP_MIN_WIDTH } from '@/lib/constants';
import { ARTICLE_BODY_CLASS } from './articleBody';

const DESKTOP = `screen and (min-width: ${AD_DESKTOP_MIN_WIDTH}px)`;
const LABEL_HEIGHT = '1.25rem';

export const slot = style({
  boxSizing: 'content-box',
  height: `calc(var(--ad-mobile) + ${LABEL_HEIGHT})`,
  margin: `${vars.space.l} auto`,
  overflow: 'hidden',
  textAlign: 'center',
  '@media': { [DESKTOP]: { height: `calc(var(--ad-desktop) + ${LABEL_HEIGHT})` } },
});

/**
 * A content ad's placeholder in the article body (lib/rules/contentAds.ts) holds the space on the
 * server, with the heights the server wrote into its style; the slot mounted into it after hydration
 * fills it exactly.
 */
globalStyle(`.${ARTICLE_BODY_CLASS} .content-ad[style]`, {
  display: 'block',
  boxSizing: 'content-box',
  height: `calc(var(--ad-mobile) + ${LABEL_HEIGHT})`,
  margin: `${vars.space.l} auto`,
  overflow: 'hidden',
  '@media': { [DESKTOP]: { height: `calc(var(--ad-desktop) + ${LABEL_HEIGHT})` } },
});
globalStyle(`.content-ad > ${slot}`, { margin: 0 });

/** A unit for one device only: the box is absent on the other. */
export const mobileOnly = style({ '@media': { [DESKTOP]: { display: 'none' } } });
export const desktopOnly = style({
  display: 'none',
  '@media': { [DESKTOP]: { display: 'block' } },
});
/** In the app the webview always takes the mobile unit, whatever its width. */
export const appMode = style({
  '@media': { [DESKTOP]: { display: 'block', height: `calc(var(--ad-mobile) + ${LABEL_HEIGHT})` } },
});

/**
 * loadCollapsed (SPEC section 3), made CLS-safe: the slot reserves nothing and shows nothing; when its
 * ad has arrived while the box lies wholly below the viewport, the runtime drops this class and the box
 * opens to its reserved height (nothing the reader sees moves); otherwise the ad is dropped.
 */
export const collapsed = style({
  height: 0,
  marginBlock: 0,
  // Media rules come after plain ones in the stylesheet: the desktop height needs its own override.
  '@media': { [DESKTOP]: { height: 0 } },
});

export const label = style({
  display: 'block',
  height: LABEL_HEIGHT,
  lineHeight: LABEL_HEIGHT,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const creative = style({
  height: `calc(100% - ${LABEL_HEIGHT})`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The promo's lines fit the unit's height (a 320x100 unit has room for its title and button only).
  containerType: 'size',
});

/** Units this low (320x100, 728x90) show the promo's title and button, not its text. */
const SHORT_UNIT = '(max-height: 140px)';
const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

/** Our own promo, filling whatever size the unit has. */
export const houseAd = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '728px',
  height: '100%',
  padding: `${vars.space.s} ${vars.space.m}`,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
});

export const houseAdTitle = style({
  ...clamp(2),
  fontWeight: 700,
  fontSize: vars.fontSize.body,
  lineHeight: 1.3,
  '@container': { [SHORT_UNIT]: { WebkitLineClamp: 1 } },
});
export const houseAdText = style({
  ...clamp(3),
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
  '@container': { [SHORT_UNIT]: { display: 'none' } },
});
export const houseAdCta = style({
  fontWeight: 700,
  color: vars.color.link,
  fontSize: vars.fontSize.small,
});
