import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const high = style({ color: vars.color.text, fontWeight: 700 });
