// A live blog teaser's posts: one row each, of one fixed height (the title cut to one line, the whole
// title in its tooltip), and room kept for the rows the list will hold (`--live-teaser-rows`: the
// pinned posts and the 4 newest), so a post arriving with a poll takes a row the list already had.
import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.s} 0 0`,
  padding: `0 0 0 ${vars.space.s}`,
  borderLeft: `3px solid ${vars.color.live}`,
  minHeight: `calc(var(--live-teaser-rows) * ${vars.layout.tapTarget})`,
  fontSize: vars.fontSize.small,
  // The one-line titles never size the list: it takes its teaser's width (else a long title widened
  // the teaser's grid column past a phone's screen).
  contain: 'inline-size',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  height: vars.layout.tapTarget,
  minWidth: 0,
});

export const time = style({ flex: 'none', opacity: 0.8 });

export const pinned = style({ flex: 'none', fontWeight: 700 });

export const link = style({
  color: 'inherit',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
