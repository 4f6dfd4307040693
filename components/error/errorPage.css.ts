import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const wrapper = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space.m,
  padding: `${vars.space.xl} 0`,
});

export const image = style({ width: 'min(20rem, 80vw)', height: 'auto' });

export const lead = style({ fontSize: vars.fontSize.h1, margin: 0 });

export const description = style({
  maxWidth: vars.layout.readingWidth,
  color: vars.color.textMuted,
  margin: 0,
});

export const button = style({
  display: 'inline-block',
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.m,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
