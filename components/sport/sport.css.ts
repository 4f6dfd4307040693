import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const page = style({ display: 'grid', gap: vars.space.l });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'end',
  border: 0,
  padding: 0,
  margin: 0,
});

export const field = style({ display: 'grid', gap: vars.space.xs });

export const control = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.body,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  background: vars.color.background,
  color: vars.color.text,
});

export const button = style({
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.s,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
});

export const dayNav = style({
  display: 'flex',
  gap: vars.space.m,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const fixtures = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const roundHeader = style({
  margin: `${vars.space.m} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
});

export const fixture = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem 1fr auto',
  gap: vars.space.s,
  alignItems: 'center',
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  // Fixed height: a score or status that changes never moves the rows below (no layout shift).
  minHeight: '3rem',
});

export const selected = style({ borderColor: vars.color.brand, borderWidth: 2 });

export const score = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const live = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
  background: vars.color.live,
  color: vars.color.onLive,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const tab = style({ padding: `${vars.space.xs} ${vars.space.s}`, color: vars.color.link });

export const currentTab = style({ fontWeight: 700, borderBottom: `3px solid ${vars.color.brand}` });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

export const detail = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const timeline = style({
  position: 'relative',
  height: '2.5rem',
  background: vars.color.surface,
  borderRadius: vars.radius.s,
});

export const marker = style({
  position: 'absolute',
  top: '0.5rem',
  width: '1.5rem',
  height: '1.5rem',
  marginLeft: '-0.75rem',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: '0.7rem',
  display: 'grid',
  placeItems: 'center',
});

/** Tables side by side while each fits whole (a group table needs about 22rem), else one a row. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.m,
});

/** A wide table's frame: it scrolls sideways on a narrow screen (focusable, so keys scroll it too). */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });

/** Hungary's line of a medal table. */
export const highlightRow = style({ background: vars.color.surface, fontWeight: 700 });

export const numeric = style([cell, { textAlign: 'right' }]);

export const dayTitle = style({ fontSize: vars.fontSize.body, margin: `${vars.space.m} 0 0` });
