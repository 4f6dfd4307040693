// Styles of the newsletter sign-up form and the newsletter pages (issue 17). The sign-up document
// imports this module itself (NewsletterSignupSlot), so the styles come with its first HTML even though
// the form's code loads lazily.
import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const signup = style({
  margin: `${vars.space.xl} 0`,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

export const page = style({ maxWidth: vars.layout.readingWidth, margin: '0 auto' });

export const form = style({ display: 'grid', gap: vars.space.m });

export const field = style({ display: 'grid', gap: vars.space.xs, maxWidth: '24rem' });

export { textInput as input } from '../common/formControls.css';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ fontWeight: 700, marginBottom: vars.space.s });

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.s,
  alignItems: 'baseline',
  padding: vars.space.s,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand } },
});

export const choiceName = style({ fontWeight: 700, cursor: 'pointer' });

export const choiceDescription = style({
  gridColumn: 2,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const button = style({
  justifySelf: 'start',
  padding: `${vars.space.s} ${vars.space.l}`,
  border: 0,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
  },
});

export const error = style({
  margin: 0,
  padding: vars.space.s,
  borderLeft: `4px solid ${vars.color.live}`,
  background: vars.color.background,
  color: vars.color.text,
});

export const fieldError = style({ margin: 0, fontWeight: 700, color: vars.color.text });

export const status = style({
  margin: 0,
  selectors: {
    '&:not(:empty)': {
      padding: vars.space.s,
      borderLeft: `4px solid ${vars.color.brand}`,
      background: vars.color.background,
    },
  },
});

export const lists = style({ paddingLeft: vars.space.l });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: `${vars.space.l} 0`,
});
