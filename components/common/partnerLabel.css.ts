// The partner label's look: a small band in the text colours swapped, readable on every edition's
// and sub-brand's theme (the muted text colour already meets contrast on the background).
import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const label = style({
  display: 'inline-block',
  justifySelf: 'start',
  alignSelf: 'start',
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.s}`,
  background: vars.color.textMuted,
  color: vars.color.background,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  letterSpacing: '0.04em',
  lineHeight: 1.6,
  textTransform: 'uppercase',
});
