// The picture-in-picture box: a corner of the window above the page, stacked above the podcast player
// when that is open (its full bar or its corner box: components/podcast/player.css.ts).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

const box = style({
  position: 'fixed',
  right: vars.space.s,
  zIndex: 60,
  width: 'min(22rem, calc(100vw - 1rem))',
  background: '#111',
  color: '#fff',
  borderRadius: vars.radius.m,
  boxShadow: '0 4px 24px rgb(0 0 0 / 0.35)',
  overflow: 'hidden',
  transition: 'opacity 0.3s',
  selectors: { '&[data-state="finishing"]': { opacity: 0 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const pip = styleVariants({
  alone: [box, { bottom: vars.space.s }],
  abovePodcast: [box, { bottom: '8rem' }],
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  paddingLeft: vars.space.s,
  fontSize: vars.fontSize.small,
});

export const label = style({
  background: vars.color.live,
  color: vars.color.onLive,
  fontWeight: 700,
  textTransform: 'uppercase',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
});

export const title = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const close = style({
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  background: 'transparent',
  color: '#fff',
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
});

export const screen = style({ display: 'block', aspectRatio: '16 / 9', width: '100%', border: 0 });

export const play = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  width: '100%',
  height: '100%',
  border: 0,
  background: '#222',
  color: '#fff',
  fontWeight: 700,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  '::before': {
    content: '""',
    width: '3rem',
    height: '3rem',
    borderRadius: '50%',
    background: `${vars.color.brand} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='white' d='M8 5v14l11-7z'/%3E%3C/svg%3E") center / 55% no-repeat`,
  },
});
