// Podcast pages, episode cards and play buttons: edition tokens only (editions/themeContract.css.ts).
import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
});

export const podcastName = style({
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const title = style({ fontSize: vars.fontSize.body, margin: 0 });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  margin: 0,
});

export const playButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.m}`,
  border: 0,
  borderRadius: '999px',
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const playIcon = style({ fontSize: '0.9em', lineHeight: 1 });

export const section = style({ marginBottom: vars.space.xl });

export const sectionTitle = style({
  fontSize: vars.fontSize.h2,
  borderBottom: `2px solid ${vars.color.brand}`,
  paddingBottom: vars.space.xs,
  marginTop: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const lead = style({ fontSize: vars.fontSize.lead, maxWidth: vars.layout.readingWidth });

export const episodeHero = style({
  display: 'grid',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 2fr) 3fr' } },
});

export const heroImage = style([image, { maxWidth: '40rem' }]);

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: `${vars.space.m} 0`,
});

export const detailTerm = style({ fontWeight: 700 });

export const detailValue = style({ margin: 0 });
