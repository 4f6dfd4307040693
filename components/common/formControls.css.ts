// The text input of the site's forms (login, support amount, newsletter sign-up): one look for every
// edition from the theme contract, a visible focus and the invalid state the forms set (aria-invalid).
import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const textInput = style({
  padding: vars.space.s,
  fontSize: vars.fontSize.body,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&:focus': { borderColor: vars.color.brand, outline: `2px solid ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.live },
  },
});
