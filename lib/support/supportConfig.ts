// Configuration of the support pages (issue 16), read on the server only (page props pass on what a
// page shows). Every value has a documented demo default, so the demo runs with no setup:
//
//   SUPPORT_PAYMENT_URL        the payment provider's checkout the payment button's form goes to (GET).
//                              Default: our own demo checkout, /demo-fizetes (pages/demo-fizetes.tsx),
//                              which lets a tester pick success or failure; it is a 404 once this is set.
//   SUPPORT_PAYMENT_BUTTON_ID  the provider's identifier of our card/online payment button (SPEC section
//                              9: "a payment-button identifier ... is hard-coded"; here it is configured).
//                              Default: DEMO_PAYMENT_BUTTON_ID.
//   SUPPORT_PAYMENT_SECRET     the secret the provider signs its payment callbacks with (HMAC-SHA256,
//                              lib/support/paymentSignature.ts). Required with SUPPORT_PAYMENT_URL (the
//                              callback endpoint answers 503 without it); with the demo checkout it
//                              defaults to DEMO_PAYMENT_SECRET, which the demo provider signs with.
//   SUPPORT_CONTACT_EMAIL      where readers write about their support. Default: tamogatas@example.com.
//   FOUNDATION_TAX_NUMBER      the foundation's tax number on /egyszazalek. Default: 18912345-1-42.
//   FOUNDATION_NAME            the foundation's name on /egyszazalek.
//
// The provider is sent the button id, the amount, the currency, the period and where to send the reader
// back: /tamogatas/siker after a payment, /tamogatas/hiba after a failed or cancelled one (absolute
// URLs on the edition's site URL for a real provider; paths for the demo checkout, which is ours).
import { edition } from '@/editions/currentEdition';
import { SUPPORT_AMOUNTS } from '../constants';
import { paths } from '../routing/paths';
import { DEMO_PAYMENT_SECRET } from './paymentSignature';

/** The edition's currency as the support pages show it, and the amounts its form accepts. */
export const supportCurrency = { code: edition.currency, sign: edition.currencySign };
export const supportLimits = SUPPORT_AMOUNTS[edition.currency];
/** Words a reader may type after an amount: the sign and the code ("5000 Ft", "5000 HUF"). */
export const currencyWords = [edition.currencySign, edition.currency];

export const DEMO_PAYMENT_BUTTON_ID = 'HV-DEMO-TAMOGATAS';

const DEMO_CONTACT_EMAIL = 'tamogatas@example.com';
const DEMO_TAX_NUMBER = '18912345-1-42';
const DEMO_FOUNDATION_NAME = 'Hírvonal a Független Újságírásért Alapítvány';

/** A Hungarian tax number: 8 digits, the VAT code (1-5), the county code (2 digits). */
const TAX_NUMBER = /^\d{8}-[1-5]-\d{2}$/;

export interface PaymentConfig {
  /** The checkout URL the payment form goes to. */
  action: string;
  buttonId: string;
  /** True while the demo checkout stands in for a provider. */
  demo: boolean;
  /** Prefix of the return URLs: '' for the demo (same site), the site URL for a real provider. */
  returnOrigin: string;
  /** What the provider's callbacks are signed with; null when a provider is set without one. */
  secret: string | null;
}

function setting(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export function paymentConfig(): PaymentConfig {
  const url = setting('SUPPORT_PAYMENT_URL');
  return {
    action: url ?? paths.demoCheckout(),
    buttonId: setting('SUPPORT_PAYMENT_BUTTON_ID') ?? DEMO_PAYMENT_BUTTON_ID,
    demo: url === undefined,
    returnOrigin: url === undefined ? '' : edition.siteUrl,
    secret: setting('SUPPORT_PAYMENT_SECRET') ?? (url === undefined ? DEMO_PAYMENT_SECRET : null),
  };
}

export function supportContactEmail(): string {
  return setting('SUPPORT_CONTACT_EMAIL') ?? DEMO_CONTACT_EMAIL;
}

/** The foundation the 1% goes to; a malformed configured tax number fails loudly at render. */
export function foundationConfig(): { name: string; taxNumber: string } {
  const taxNumber = setting('FOUNDATION_TAX_NUMBER') ?? DEMO_TAX_NUMBER;
  if (!TAX_NUMBER.test(taxNumber)) {
    throw new Error(`FOUNDATION_TAX_NUMBER '${taxNumber}' is not a tax number like 12345678-1-12`);
  }
  return { name: setting('FOUNDATION_NAME') ?? DEMO_FOUNDATION_NAME, taxNumber };
}
