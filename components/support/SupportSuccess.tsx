// /tamogatas/siker: the payment went through: thanks, what was paid, what happens now, where to manage
// the support and where to go on.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { paths } from '@/lib/routing/paths';
import type { CurrencyView, SupportChoiceView } from '@/lib/view/supportPage';
import * as article from '../article/article.css';
import { SupportContact } from './SupportContact';
import * as styles from './support.css';

export function SupportSuccess({
  title,
  choice,
  currency,
  contactEmail,
  faqHref,
}: {
  title: string;
  choice: SupportChoiceView | null;
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
        {choice
          ? t(
              choice.period === 'monthly'
                ? 'support.siker.summary.monthly'
                : 'support.siker.summary.once',
              { amount: number.format(choice.amount), sign: currency.sign },
            )
          : t('support.note.siker')}
      </p>
      <h2>{t('support.siker.nextHeading')}</h2>
      <ul>
        <li>{t('support.siker.next.mail')}</li>
        {choice?.period !== 'once' ? <li>{t('support.siker.next.monthly')}</li> : null}
        <li>{t('support.siker.next.counter')}</li>
      </ul>
      <p className={styles.actions}>
        <Link className={styles.button} href={paths.support('belepes')}>
          {t('support.siker.manage')}
        </Link>
        <Link href={paths.home()}>{t('support.backHome')}</Link>
      </p>
      <SupportContact contactEmail={contactEmail} faqHref={faqHref} />
    </>
  );
}
