import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

export const toc = style({
  margin: `${vars.space.m} 0 ${vars.space.l}`,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderLeft: `3px solid ${vars.color.brand}`,
  background: vars.color.surface,
});

export const tocTitle = style({ fontWeight: 700, margin: `0 0 ${vars.space.xs}` });

export const tocList = style({ margin: 0, paddingLeft: vars.space.l });

/** Each entry a comfortable tap target (WCAG 2.5.8), the list stays compact. */
globalStyle(`${tocList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
});

export const section = style({ marginTop: vars.space.xl });

export const publisher = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.m}`,
});

/** A dt/dd pair's wrapper, which the grid lays out as if it were not there. */
export const publisherRow = style({ display: 'contents' });

export const term = style({ fontWeight: 700 });

export const definition = style({ margin: 0 });

export const staffList = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.m}` });

export const personTitle = style({ color: vars.color.textMuted });
