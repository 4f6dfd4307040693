import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const searchTitle = style({ fontSize: vars.fontSize.body, margin: `0 0 ${vars.space.xs}` });
