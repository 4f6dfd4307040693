// The payment step: what the reader chose and the payment button, a real form that goes to the
// payment provider: it posts the choice to our payment start (issue 32), which records the payment and
// sends the reader on to the provider with the button's identifier (SPEC section 9) and the return
// addresses.
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import type { CurrencyView, PaymentView } from '@/lib/view/supportPage';
import * as styles from './support.css';

export function PaymentButton({
  payment,
  currency,
}: {
  payment: PaymentView;
  currency: CurrencyView;
}) {
  const t = usePageText();
  const number = new Intl.NumberFormat(intlLocales[useLocale()]);
  const summary = t(
    payment.period === 'monthly'
      ? 'support.payment.summary.monthly'
      : 'support.payment.summary.once',
    { amount: number.format(payment.amount), sign: currency.sign },
  );
  return (
    <section className={styles.panel} aria-labelledby="support-payment-heading">
      <h2 id="support-payment-heading">{t('support.payment.heading')}</h2>
      <p>
        <strong>{summary}</strong>
      </p>
      <form method="post" action={payment.action} className={styles.actions}>
        {payment.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={styles.button}>
          {t('support.payment.button')}
        </button>
        <a href={payment.changeHref}>{t('support.payment.change')}</a>
      </form>
      <p className={styles.muted}>{t('support.payment.note')}</p>
    </section>
  );
}
