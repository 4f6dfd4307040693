import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const section = style({ margin: `0 0 ${vars.space.l}` });

export const heading = style({ fontSize: vars.fontSize.h2, margin: `0 0 ${vars.space.s}` });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'baseline',
  margin: `0 0 ${vars.space.s}`,
  fontSize: vars.fontSize.small,
});

export const live = style({
  background: vars.color.live,
  color: vars.color.onLive,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
  fontWeight: 700,
});

export const note = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  borderLeft: `3px solid ${vars.color.border}`,
  padding: `0 0 0 ${vars.space.s}`,
  margin: `${vars.space.s} 0`,
});

/** A party's colour beside its name (decorative: the name says it). */
export const swatch = style({
  display: 'inline-block',
  width: '0.8rem',
  height: '0.8rem',
  marginRight: vars.space.xs,
  borderRadius: '2px',
  verticalAlign: 'middle',
  border: '1px solid rgba(0, 0, 0, 0.25)',
});

/** A share drawn as a bar under the line's name (the number beside it says it). */
export const bar = style({
  height: '0.5rem',
  marginTop: '0.2rem',
  borderRadius: '2px',
  minWidth: '1px',
});

/** A row's head (a party, a candidate, an area): it wraps before the figures do. */
export const name = style({ minWidth: '7rem' });

/** The tables of figures: a little smaller on a phone, so four columns fit 390 px. */
export const table = style({
  '@media': { 'screen and (max-width: 480px)': { fontSize: vars.fontSize.small } },
});

/** A table's caption reads as its heading, at its left edge (not centred over a scrolled width). */
export const caption = style([heading, { textAlign: 'left' }]);

export const big = style({ fontSize: vars.fontSize.h1, fontWeight: 700, margin: 0 });

export const frame = style({
  display: 'block',
  width: '100%',
  border: 0,
  margin: `0 0 ${vars.space.m}`,
});

export const links = style({
  columns: '14rem',
  fontSize: vars.fontSize.small,
  paddingLeft: vars.space.m,
});

/** Each area's link a whole line high: a comfortable tap target on a phone. */
globalStyle(`${links} a`, {
  display: 'inline-block',
  minHeight: vars.layout.tapTarget,
  paddingBlock: vars.space.xs,
});

export const guide = style({ maxWidth: vars.layout.readingWidth });

export const box = style({
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
  padding: vars.space.m,
  margin: `0 0 ${vars.space.l}`,
});

export const boxTitle = style({ fontSize: vars.fontSize.body, margin: `0 0 ${vars.space.s}` });

export const withSidebar = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const main = style({ minWidth: 0 });

export const crumbs = style({ fontSize: vars.fontSize.small, margin: `0 0 ${vars.space.s}` });

export const candidates = style({ margin: 0, paddingLeft: vars.space.l });

export const elected = style({ fontWeight: 700 });

/** The embedded map page: nothing around the map. */
export const framePage = style({ padding: vars.space.s, margin: 0 });

export const toggle = style({
  display: 'flex',
  gap: vars.space.s,
  margin: `0 0 ${vars.space.s}`,
  padding: 0,
  listStyle: 'none',
});
