// Styles of the tippjáték pages (issue 31 item 6): the games' list, the game's form, result and
// leaderboard, a tip's page and its share link. From the theme contract, so both editions fit.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const page = style({ maxWidth: vars.layout.readingWidth, margin: '0 auto' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: `${vars.space.s} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const state = style({
  display: 'inline-block',
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
});

export const section = style({ margin: `${vars.space.xl} 0` });

export const sectionTitle = style({ fontSize: vars.fontSize.h2, margin: `0 0 ${vars.space.m}` });

export const games = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
});

export const gameCard = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

export const gameTitle = style({ fontSize: vars.fontSize.h2, margin: `0 0 ${vars.space.xs}` });

export const notice = style({
  margin: `${vars.space.m} 0`,
  padding: vars.space.m,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
});

export const form = style({ display: 'grid', gap: vars.space.l });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 700 });

export const inputRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export { textInput as input } from '../common/formControls.css';

export const numberInput = style({ width: '8rem' });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export const fieldError = style({
  margin: 0,
  paddingLeft: vars.space.s,
  borderLeft: `4px solid ${vars.color.live}`,
  fontWeight: 700,
  color: vars.color.text,
});

export const summary = style({
  padding: vars.space.m,
  border: `2px solid ${vars.color.live}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const summaryTitle = style({ fontSize: vars.fontSize.body, margin: `0 0 ${vars.space.s}` });

export const button = style({
  justifySelf: 'start',
  minHeight: vars.layout.tapTarget,
  padding: `${vars.space.s} ${vars.space.l}`,
  border: 0,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const secondaryButton = style([
  button,
  {
    background: vars.color.background,
    color: vars.color.text,
    border: `2px solid ${vars.color.brand}`,
  },
]);

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 700, marginBottom: vars.space.s });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const anonymous = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const rules = style({ margin: `${vars.space.s} 0`, paddingLeft: vars.space.l });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: `${vars.space.m} 0`,
});

globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0 });

export const share = style({ display: 'grid', gap: vars.space.s });

export const shareRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const shareInput = style({ flex: '1 1 20rem', minWidth: 0 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });
