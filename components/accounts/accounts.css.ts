import { style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';
import { PHONE_ONLY } from '../layout/shell.css';

export const panel = style({ maxWidth: '28rem', margin: `${vars.space.l} 0` });

export const form = style({ display: 'grid', gap: vars.space.m, margin: `${vars.space.m} 0` });

export const field = style({ display: 'grid', gap: vars.space.xs });

export { textInput as input } from '../common/formControls.css';

export const button = style({
  justifySelf: 'start',
  padding: `${vars.space.s} ${vars.space.l}`,
  border: 0,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.onBrand,
  // A button takes the browser's own font unless told: the site's, like the text around it.
  font: 'inherit',
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});

export const secondary = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  textDecoration: 'underline',
  font: 'inherit',
  fontSize: vars.fontSize.body,
  // A link's look: a line that wraps stays at the start (a button centres its lines).
  textAlign: 'start',
  cursor: 'pointer',
});

export const error = style({
  padding: vars.space.s,
  borderLeft: `4px solid ${vars.color.live}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const status = style({ color: vars.color.textMuted });

export const socialLink = style({
  display: 'inline-block',
  padding: `${vars.space.s} ${vars.space.l}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  textDecoration: 'none',
});

export const userMenu = style({ position: 'relative' });

/** Drawn like the header's other buttons (search, menu): a bordered box, no disclosure triangle. */
export const userMenuSummary = style({
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: '2px solid currentColor',
  borderRadius: vars.radius.m,
  fontWeight: 700,
  // The header's colour: dark on the plain header, white on the see-through one over a cover.
  color: 'inherit',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/**
 * On a phone the header holds the logo, the search, the account and the menu buttons on one row only
 * when the account button is its icon alone (issue 27: its label pushed the menu button to a second
 * row at 390 px); the label stays for screen readers.
 */
export const userMenuLabel = style({
  '@media': {
    [PHONE_ONLY]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const userMenuPanel = style({
  position: 'absolute',
  right: 0,
  zIndex: 20,
  minWidth: '14rem',
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const subscriptions = style({
  display: 'grid',
  gap: vars.space.s,
  paddingLeft: vars.space.l,
});
