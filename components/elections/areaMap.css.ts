// The election maps and their tables (AreaMap.tsx, AreaTable.tsx). The drawing scales to its
// container's width with its height from the viewBox's aspect ratio, so it never scrolls sideways and
// takes its room before it paints; strokes keep their width in pixels whatever the scale.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const figure = style({ margin: `0 0 ${vars.space.l}`, maxWidth: '100%', minWidth: 0 });

export const caption = style({
  fontFamily: vars.font.heading,
  fontWeight: 700,
  marginBottom: vars.space.s,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto', maxWidth: '100%' });

/** An area with data: a link. */
export const area = style({
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

/** Every area's shape, a link's or a grey one's. */
export const shape = style({
  stroke: vars.color.background,
  strokeWidth: 1,
  strokeLinejoin: 'round',
  vectorEffect: 'non-scaling-stroke',
});

globalStyle(`${area}:hover ${shape}`, { stroke: vars.color.text, strokeWidth: 2 });

// The focused area's own outline in the focus colour, besides the ring around its box.
globalStyle(`${area}:focus-visible ${shape}`, { stroke: vars.color.focus, strokeWidth: 3 });

/** A label on a shape (its colour is chosen for contrast with the fill; centred by attributes). */
export const label = style({ pointerEvents: 'none', fontFamily: vars.font.body, fontWeight: 700 });

/** Outlines around groups of shapes (a county's constituencies): drawn over the shapes, not hit. */
export const groupOutline = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  vectorEffect: 'non-scaling-stroke',
  pointerEvents: 'none',
});

/** A group's label, over shapes of any colour: light letters on a dark halo. */
export const groupLabel = style([
  label,
  { fill: vars.color.background, stroke: vars.color.text, paintOrder: 'stroke' },
]);

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.m}`,
  listStyle: 'none',
  margin: `${vars.space.s} 0 0`,
  padding: 0,
  fontSize: vars.fontSize.small,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flex: 'none',
  borderRadius: vars.radius.s,
  // Light colours (yellow, the grey of no data) keep an edge on a light page.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

/** The table's frame: a table wider than the screen scrolls inside it (focusable, so keys can). */
export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const tableCaption = style({
  textAlign: 'left',
  fontWeight: 700,
  padding: `${vars.space.s} 0`,
});

export const cell = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const numeric = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
