import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const form = style({ position: 'relative', margin: `0 0 ${vars.space.l}` });

export const field = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  selectors: { '&:focus-within': { borderColor: vars.color.brand } },
});

export const tags = style({ display: 'contents', listStyle: 'none' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.s}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  fontSize: vars.fontSize.small,
});

export const markedTag = style({
  background: vars.color.live,
  color: vars.color.onLive,
  borderColor: vars.color.live,
});

export const removeTag = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: '1rem',
  padding: 0,
});

export const input = style({
  flex: '1 1 12rem',
  minWidth: '8rem',
  border: 0,
  padding: vars.space.s,
  fontSize: vars.fontSize.body,
  background: 'transparent',
  color: vars.color.text,
});

export const submit = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  cursor: 'pointer',
});

export const listbox = style({
  position: 'absolute',
  zIndex: 20,
  left: 0,
  right: 0,
  top: '100%',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
  maxHeight: '20rem',
  overflowY: 'auto',
});

export const option = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  cursor: 'pointer',
  borderRadius: vars.radius.s,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const separator = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const hint = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  margin: `${vars.space.xs} 0 0`,
});
