import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

/** One column on a phone, up to three side by side where the webview is wide. */
export const widget = style({
  display: 'grid',
  gap: vars.space.m,
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
});
