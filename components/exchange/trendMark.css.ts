// Kept apart from exchange.css.ts: the front page's rate widget uses the trend mark too, and should
// not carry the exchange page's styles.
import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const up = style({ color: '#1a7f37' });
export const down = style({ color: '#b42318' });
export const same = style({ color: vars.color.textMuted });
