// Styles of the newsletter promo box (issue 17), with the rule that hides it: the <head> script marks
// <html> with the places whose promo the reader hid (lib/rules/newsletterPromo.ts), and the box of such
// a place is never painted (no layout shift). One class, the rest by descendant: the eager part of the
// box (NewsletterPromoSlot) carries only this module's one class name.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';
import { PROMO_HIDDEN_ATTRIBUTE, PROMO_PLACES } from '@/lib/rules/newsletterPromo';

export const promo = style({
  margin: `${vars.space.l} 0`,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

for (const place of PROMO_PLACES) {
  globalStyle(`html[${PROMO_HIDDEN_ATTRIBUTE}~="${place}"] ${promo}[data-place="${place}"]`, {
    display: 'none',
  });
}

globalStyle(`${promo}:empty`, { display: 'none' });

globalStyle(`${promo} h2`, { margin: `0 0 ${vars.space.s}`, fontSize: vars.fontSize.lead });

globalStyle(`${promo} summary`, {
  cursor: 'pointer',
  fontWeight: 700,
  padding: `${vars.space.xs} 0`,
});

globalStyle(`${promo} details > p`, { margin: `${vars.space.s} 0` });

globalStyle(`${promo} a`, {
  display: 'inline-block',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: 'none',
});

globalStyle(`${promo} form`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  marginTop: vars.space.s,
});

globalStyle(`${promo} button`, {
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  textDecoration: 'underline',
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
});
