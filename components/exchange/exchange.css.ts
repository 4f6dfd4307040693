import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  maxWidth: vars.layout.readingWidth,
  marginBottom: vars.space.l,
});

export const cell = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'left',
});

export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const caption = style({ textAlign: 'left', fontWeight: 700, padding: `${vars.space.s} 0` });

export const nav = style({ marginBottom: vars.space.m });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: 700,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const chart = style({ margin: `0 0 ${vars.space.l}`, maxWidth: '44rem' });

export const svg = style({ width: '100%', height: 'auto', display: 'block' });

export const line = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({ fill: vars.color.text, fontSize: '12px' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.s,
  margin: `${vars.space.m} 0`,
});

export const statTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const statValue = style({ margin: 0, fontWeight: 700 });

export const details = style({ marginTop: vars.space.m });

export const summary = style({
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
