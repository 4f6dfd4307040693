import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const breaking = style({
  margin: `calc(-1 * ${vars.space.l}) calc(50% - 50vw) ${vars.space.l}`,
  padding: `6rem calc(50vw - 50% + ${vars.space.m}) ${vars.space.l}`,
  background: '#111',
  color: '#fff',
});

export const breakingLabel = style({
  display: 'inline-block',
  background: vars.color.live,
  color: vars.color.onLive,
  fontWeight: 700,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.s,
});

export const breakingTitle = style({ fontSize: vars.fontSize.h1, margin: `${vars.space.s} 0` });

export const breakingLink = style({ color: '#fff' });

export const block = style({ marginBottom: vars.space.xl });

export const blockTitle = style({
  fontSize: vars.fontSize.h2,
  borderBottom: `2px solid ${vars.color.brand}`,
  paddingBottom: vars.space.xs,
  marginTop: 0,
});

export const cover = style({ display: 'grid', gap: vars.space.m });

export const coverImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const coverTitle = style({ fontSize: vars.fontSize.h1, margin: 0 });

export const plainLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.l,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const autoV1 = style({});
export const autoV2 = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
});
export const autoV3 = style({ gridTemplateColumns: 'minmax(0, 1fr)' });
export const autoV4 = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const teaserTitle = style({ fontSize: '1.125rem', margin: `${vars.space.xs} 0` });

export const aside = style({ display: 'grid', gap: vars.space.l, alignContent: 'start' });

export const box = style({
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
  padding: vars.space.m,
  background: vars.color.background,
});

export const boxTitle = style({
  fontSize: vars.fontSize.body,
  margin: `0 0 ${vars.space.s}`,
  fontFamily: vars.font.body,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const boxList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.s,
});

export const small = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** A score widget row: the teams and score, then the state; one height whatever the score says. */
export const scoreRow = style({
  display: 'grid',
  minHeight: vars.layout.tapTarget,
  color: vars.color.text,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const scoreLive = style({
  background: vars.color.live,
  color: vars.color.onLive,
  fontWeight: 700,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
});
