// The follow button of tag and section pages (issue 17): edition tokens only. Both labels share one
// grid cell, so the button is as wide as the longer one from the server HTML on: following or not,
// hydrated or not, nothing around it moves.
import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const follow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.m}`,
  marginTop: vars.space.s,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.m}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: '999px',
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'default' },
    '&:disabled': { opacity: 0.6 },
  },
});

export const mark = style({ width: '1em', textAlign: 'center', lineHeight: 1 });

export const labels = style({ display: 'grid' });

export const label = style({ gridArea: '1 / 1' });

export const hiddenLabel = style([label, { visibility: 'hidden' }]);

export const status = style({ margin: 0, fontSize: vars.fontSize.small });

export const error = style([status, { fontWeight: 700 }]);
