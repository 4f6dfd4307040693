// The global player: a bar fixed to the bottom of the window, or a compact box in the bottom-left or
// bottom-right corner when minimised (SPEC section 3 minimalized left/right).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

const frame = style({
  position: 'fixed',
  bottom: 0,
  zIndex: 50,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `3px solid ${vars.color.brand}`,
  boxShadow: '0 -2px 12px rgb(0 0 0 / 0.2)',
  padding: `${vars.space.s} ${vars.space.m}`,
});

export const region = styleVariants({
  none: [frame, { left: 0, right: 0 }],
  left: [frame, { left: vars.space.s, bottom: vars.space.s, maxWidth: '22rem' }],
  right: [frame, { right: vars.space.s, bottom: vars.space.s, maxWidth: '22rem' }],
});

/** Keeps the end of the page reachable above the full-width bar. */
export const spacer = style({ height: '7rem' });

export const bar = style({
  display: 'grid',
  gap: vars.space.s,
  alignItems: 'center',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  '@media': {
    'screen and (min-width: 768px)': {
      gridTemplateColumns: 'minmax(10rem, 1fr) auto minmax(12rem, 2fr) auto',
    },
  },
});

export const compact = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export const titles = style({ minWidth: 0 });

export const episodeTitle = style({
  display: 'block',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const podcastName = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const button = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});

export const primary = style([
  button,
  { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
]);

export const seek = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export const range = style({ flex: 1, minWidth: '6rem', accentColor: vars.color.brand });

export const clock = style({
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const error = style({ color: vars.color.live, margin: 0 });
