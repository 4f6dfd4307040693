// /tamogatas/hiba: the payment failed or was cancelled: what happened, the usual reasons, a "try
// again" with the same amount (straight to the payment step), the contact address and the FAQ.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import type { CurrencyView, SupportChoiceView } from '@/lib/view/supportPage';
import * as article from '../article/article.css';
import { SupportContact } from './SupportContact';
import * as styles from './support.css';

export function SupportFailure({
  title,
  choice,
  retryHref,
  currency,
  contactEmail,
  faqHref,
}: {
  title: string;
  choice: SupportChoiceView | null;
  retryHref: string;
  currency: CurrencyView;
  contactEmail: string;
  faqHref: string;
}) {
  const t = usePageText();
  const number = new Intl.NumberFormat(intlLocales[useLocale()]);
  return (
    <>
      <h1 className={article.title}>{title}</h1>
      <p className={article.lead} role="status">
        {t('support.note.hiba')}
      </p>
      {choice ? (
        <p>
          {t('support.hiba.choice', {
            amount: number.format(choice.amount),
            sign: currency.sign,
            period: t(
              choice.period === 'monthly'
                ? 'support.period.word.monthly'
                : 'support.period.word.once',
            ),
          })}
        </p>
      ) : null}
      <h2>{t('support.hiba.whatHeading')}</h2>
      <p>{t('support.hiba.reasons')}</p>
      <p className={styles.actions}>
        <Link className={styles.button} href={retryHref}>
          {t(choice ? 'support.hiba.retry' : 'support.hiba.retryForm')}
        </Link>
      </p>
      <SupportContact contactEmail={contactEmail} faqHref={faqHref} />
    </>
  );
}
