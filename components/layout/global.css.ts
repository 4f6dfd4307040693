// Document-wide base styles; every value comes from the theme contract.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.55,
  color: vars.color.text,
  background: vars.color.background,
  // Full-bleed blocks (breaking news) reach the viewport edges without a horizontal scrollbar.
  overflowX: 'clip',
});

globalStyle('a', { color: vars.color.link });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('img', { maxWidth: '100%', height: 'auto' });

globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.2 });

// Text for screen readers only (e.g. the front page's heading).
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
