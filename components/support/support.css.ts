// Styles of the support pages, the minutes counter, the demo checkout and the 1% tax number box.
import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const page = style({ maxWidth: vars.layout.readingWidth, margin: '0 auto' });

export const panel = style({
  margin: `${vars.space.l} 0`,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

export const counterValue = style({
  margin: `${vars.space.s} 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h2,
  fontWeight: 700,
});

export const progress = style({ width: '100%', height: '1rem', accentColor: vars.color.brand });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const form = style({ display: 'grid', gap: vars.space.m });

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ fontWeight: 700, marginBottom: vars.space.s, width: '100%' });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand } },
});

export const field = style({ display: 'grid', gap: vars.space.xs, maxWidth: '16rem' });

export { textInput as input } from '../common/formControls.css';

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
  textDecoration: 'none',
  display: 'inline-block',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const error = style({
  padding: vars.space.s,
  borderLeft: `4px solid ${vars.color.live}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const fieldError = style({ color: vars.color.text, fontWeight: 700, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
  margin: `${vars.space.m} 0`,
});

export const taxNumber = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.h2,
  fontWeight: 700,
  letterSpacing: '0.05em',
  userSelect: 'all',
});

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.m}`,
  alignItems: 'baseline',
  margin: `${vars.space.s} 0`,
});
