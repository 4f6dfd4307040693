import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  marginBottom: vars.space.l,
  borderBottom: `2px solid ${vars.color.brand}`,
  paddingBottom: vars.space.s,
});

export const avatar = style({ borderRadius: '50%', width: '4rem', height: '4rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.h1 });

export const rss = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.small,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.l}`,
});

/** A bordered link (tabs, page numbers); the current one is filled with the brand colour. */
const linkButton = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
} as const;

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.m}`,
  ...linkButton,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.l,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.m,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '12.5rem minmax(0, 1fr)' } },
});

export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
});

export const cardSection = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const cardTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.h2 });

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  display: 'flex',
  gap: vars.space.s,
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const lead = style({ margin: `${vars.space.xs} 0 0` });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  background: vars.color.live,
  color: vars.color.onLive,
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  borderRadius: vars.radius.s,
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.s,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.xl} 0 0`,
});

export const pageLink = style({
  display: 'inline-block',
  minWidth: '2.75rem',
  padding: vars.space.s,
  textAlign: 'center',
  ...linkButton,
});

export const highlights = style({
  padding: vars.space.m,
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.brand}`,
});

export const highlightGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

// A highlighted card is a column of its own: image above the text at every width (the list card's
// side image left its title a sliver of the cell, and long words widened the page: issue 27).
globalStyle(`${highlightGrid} ${card}`, { gridTemplateColumns: 'minmax(0, 1fr)' });

export const partner = style({
  borderLeft: `4px solid ${vars.color.border}`,
  paddingLeft: vars.space.m,
});

export const sponsored = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const map = style({ margin: `0 0 ${vars.space.l}` });

export const mapLand = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 2,
});

/** A marker's invisible tap area, larger than its dot (WCAG 2.5.8 at phone widths). */
export const mapMarkerTarget = style({ fill: 'transparent' });

export const mapMarker = style({
  fill: vars.color.brand,
  stroke: vars.color.background,
  strokeWidth: 3,
});

export const mapList = style({ fontSize: vars.fontSize.small, columns: '16rem' });

export const sideBox = style({
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
  padding: vars.space.m,
  margin: `0 0 ${vars.space.l}`,
});
