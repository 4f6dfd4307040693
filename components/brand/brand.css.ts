import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const cover = style({ display: 'grid', gap: vars.space.xl });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.m,
  borderBottom: `3px solid ${vars.color.brand}`,
  paddingBottom: vars.space.s,
});

export const brandTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h1,
  color: vars.color.brand,
});

export const headerLink = style({ marginLeft: 'auto', fontSize: vars.fontSize.small });

export const section = style({ display: 'grid', gap: vars.space.m, alignContent: 'start' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.brand,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.s,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const withSidebar = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.l,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const plainList = style({
  display: 'grid',
  gap: vars.space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const leadCard = style({
  display: 'grid',
  gap: vars.space.m,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '3fr 2fr', alignItems: 'center' },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

export const kicker = style({
  justifySelf: 'start',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.s,
});

export const cardTitle = style({ margin: 0, fontSize: '1.125rem', lineHeight: 1.3 });

export const leadTitle = style({ margin: 0, fontSize: vars.fontSize.h1, lineHeight: 1.15 });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const lead = style({ margin: 0 });

export const meta = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  margin: 0,
});

export const partner = style({
  background: vars.color.surface,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
});

export const carousel = style({ display: 'grid', gap: vars.space.s });

export const carouselTrack = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(14rem, 18rem)',
  gap: vars.space.l,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.s}`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const carouselSlide = style({ scrollSnapAlign: 'start' });

export const carouselControls = style({
  display: 'flex',
  gap: vars.space.s,
  justifyContent: 'flex-end',
});

export const button = style({
  font: 'inherit',
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.background,
  color: vars.color.brand,
  borderRadius: vars.radius.m,
  padding: `${vars.space.xs} ${vars.space.m}`,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const video = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.m,
  overflow: 'hidden',
});

export const videoPortrait = style({ aspectRatio: '9 / 16', maxWidth: '22rem' });

export const videoFrame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const playButton = style({
  font: 'inherit',
  fontSize: vars.fontSize.lead,
  fontWeight: 700,
  background: vars.color.background,
  color: vars.color.brand,
  border: 0,
  borderRadius: '999px',
  padding: `${vars.space.s} ${vars.space.l}`,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const music = style({ width: '100%', border: 0, borderRadius: vars.radius.m });
