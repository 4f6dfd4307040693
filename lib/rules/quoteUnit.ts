// The quotation unit of an exchange rate (issue 27 item 6, "every figure carries its real unit"): how
// many units of the foreign currency a rate is the price of. Most currencies are quoted per 1, but a
// small one against a big one per 100 (the forint in lei: 1 HUF is about 0.013 Lei, so the data says
// 1.321 Lei per 100 HUF), and a figure shown without its unit is wrong by that factor. The data carries
// the unit (data/exchange.json `unit`, lib/schemas/commonData.ts); every display of a rate reads it
// through these functions instead of keeping a list of its own.
import { fillTemplate } from '../i18n/locales';

/** The unit of a rate that does not say one. */
export const DEFAULT_QUOTE_UNIT = 1;

/** How many units of its currency a rate (and its history) is the price of. */
export function quoteUnit(rate: { unit?: number | undefined }): number {
  return rate.unit ?? DEFAULT_QUOTE_UNIT;
}

/**
 * The amount a rate is the price of, as a currency column or label shows it: 'EUR' for a rate per
 * one unit, '100 HUF' (a no-break space, so the two never part) for a rate per 100.
 */
export function quotedAmount(currency: string, unit: number): string {
  return unit === DEFAULT_QUOTE_UNIT ? currency : `${unit}\u00a0${currency}`;
}

/**
 * What a rate's figure is in, where the figure stands alone (a chart's axis, title and summary): the
 * edition's sign for a rate per one unit ('Ft'); otherwise the dictionary's "sign per amount" text
 * (`perAmount`, with {sign} and {amount}: 'Lei / 100 HUF').
 */
export function quotedSign(
  sign: string,
  currency: string,
  unit: number,
  perAmount: string,
): string {
  return unit === DEFAULT_QUOTE_UNIT
    ? sign
    : fillTemplate(perAmount, { sign, amount: quotedAmount(currency, unit) });
}
