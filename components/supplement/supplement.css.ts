import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const searchTitle = style({ fontSize: vars.fontSize.body, margin: `0 0 ${vars.space.xs}` });

/** A part of the 'Műsorok' tab (episodes, videos) and its heading. */
export const showsSection = style({ marginBottom: vars.space.xl });

export const showsTitle = style({
  fontSize: vars.fontSize.h2,
  borderBottom: `2px solid ${vars.color.brand}`,
  paddingBottom: vars.space.xs,
  marginTop: 0,
});
