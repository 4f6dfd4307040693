import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';
import { CHART_FONT_REM, CHART_NARROW_BELOW_REM } from '@/lib/view/exchangeChart';

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  maxWidth: vars.layout.readingWidth,
  marginBottom: vars.space.l,
});

export const cell = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'left',
});

export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const caption = style({ textAlign: 'left', fontWeight: 700, padding: `${vars.space.s} 0` });

export const nav = style({ marginBottom: vars.space.m });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: 700,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// The chart (ExchangeChart.tsx): a grid of the axis title above the plot, the value labels left of
// it, the dates and the date axis's title below. The labels are HTML in rem, so they keep their size
// whatever the chart's width; the chart's own width (a container query) picks its layout.
const chartContainer = createContainer();
const NARROW = `${chartContainer} (max-width: ${CHART_NARROW_BELOW_REM - 0.01}rem)`;
const LABEL_LINE = 1.25;

export const chart = style({
  margin: `0 0 ${vars.space.l}`,
  maxWidth: '44rem',
  containerName: chartContainer,
  containerType: 'inline-size',
});

export const chartBox = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gridTemplateAreas: '"title title" "values plot" ". dates" ". dateTitle"',
  columnGap: '0.375rem',
  fontSize: `${CHART_FONT_REM}rem`,
  lineHeight: LABEL_LINE,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const axisText = style({ whiteSpace: 'nowrap' });

/** Above the plot, clear of the top value label (which reaches half a line above the plot). */
export const axisTitle = style({
  gridArea: 'title',
  marginBottom: `${LABEL_LINE / 2 + 0.375}em`,
  fontWeight: 700,
});

/** Spread from the plot's top to its bottom: each label's middle on its grid line. */
export const valueAxis = style({
  gridArea: 'values',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  margin: `-${LABEL_LINE / 2}em 0`,
});

export const plot = style({
  gridArea: 'plot',
  position: 'relative',
  height: '15rem',
  '@container': { [NARROW]: { height: '12rem' } },
});

export const svg = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  display: 'block',
  overflow: 'visible',
});

export const line = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const grid = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});

const dateAxis = style({
  gridArea: 'dates',
  position: 'relative',
  height: `${LABEL_LINE}em`,
  marginTop: '0.375rem',
});

/** Each layout has its own dates (lib/view/exchangeChart.ts chooses as many as fit). */
export const dateAxisWide = style([dateAxis, { '@container': { [NARROW]: { display: 'none' } } }]);
export const dateAxisNarrow = style([
  dateAxis,
  { display: 'none', '@container': { [NARROW]: { display: 'block' } } },
]);

export const dateLabel = style([axisText, { position: 'absolute', top: 0 }]);
export const dateStart = style({});
export const dateMiddle = style({ transform: 'translateX(-50%)' });
export const dateEnd = style({ right: 0 });

export const axisDate = style([axisText, { gridArea: 'dateTitle', justifySelf: 'end' }]);

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.s,
  margin: `${vars.space.m} 0`,
});

export const statTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const statValue = style({ margin: 0, fontWeight: 700 });

export const details = style({ marginTop: vars.space.m });

export const summary = style({
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
