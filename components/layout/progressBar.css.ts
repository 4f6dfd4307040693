import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: 1000,
  overflow: 'hidden',
  pointerEvents: 'none',
  background: vars.color.surface,
});

export const bar = style({
  display: 'block',
  width: '40%',
  height: '100%',
  background: vars.color.brand,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': {
    // No sliding for readers who asked for less motion: a still, full-width bar says "busy" as well.
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
  },
});
