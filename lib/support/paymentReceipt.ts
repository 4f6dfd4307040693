// The receipt mail of a recorded payment (issue 32), in the edition's language from the dictionary:
// what was paid, until when the supporter membership runs, the payment's reference and where to
// manage it.
import { edition } from '@/editions/currentEdition';
import { pagesText } from '../i18n/pages';
import { intlLocales } from '../i18n/locales';
import { paths } from '../routing/paths';
import type { ReceiptTexts } from './paymentCallback';
import { supportCurrency } from './supportConfig';

export function receiptTexts(): ReceiptTexts {
  const locale = edition.locale;
  const number = new Intl.NumberFormat(intlLocales[locale]);
  const date = new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'long',
    timeZone: edition.timeZone,
  });
  const money = (amount: number) => ({ amount: number.format(amount), sign: supportCurrency.sign });
  return {
    subject: (payment) => pagesText(locale, 'support.receipt.subject', money(payment.amount)),
    text: (payment, reader, subscription) =>
      pagesText(locale, 'support.receipt.text', {
        ...money(payment.amount),
        name: reader.name,
        period: pagesText(
          locale,
          payment.period === 'monthly'
            ? 'support.receipt.period.monthly'
            : 'support.receipt.period.once',
        ),
        until: date.format(subscription.endsAt),
        reference: payment.reference,
        manageUrl: edition.siteUrl + paths.support('belepes'),
        site: edition.name,
      }),
  };
}
