// The campaign's form: amount (presets in the edition's currency, or the reader's own) and how often.
// A GET form to the support page itself, so it works without JavaScript and the server checks it: a bad
// choice comes back with the problems listed (an alert that links to the field) and what was typed kept.
import { usePageText, type PageTextKey } from '@/components/common/usePageText';
import { useRef } from 'react';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { paths } from '@/lib/routing/paths';
import {
  CUSTOM_AMOUNT,
  SUPPORT_PARAMS,
  SUPPORT_PERIODS,
  type AmountProblem,
} from '@/lib/rules/supportChoice';
import { SUPPORT_FORM_ID, type AmountFormView, type CurrencyView } from '@/lib/view/supportPage';
import * as styles from './support.css';

const amountProblems = {
  missing: 'support.error.amount.missing',
  'not-a-number': 'support.error.amount.notANumber',
  'too-small': 'support.error.amount.tooSmall',
  'too-large': 'support.error.amount.tooLarge',
} as const satisfies Record<AmountProblem, PageTextKey>;

const periodLabels = {
  monthly: 'support.period.monthly',
  once: 'support.period.once',
} as const satisfies Record<keyof typeof SUPPORT_PERIODS, PageTextKey>;

const CUSTOM_ID = 'support-amount-custom';
const AMOUNT_ERROR_ID = 'support-amount-error';
const PERIOD_ERROR_ID = 'support-period-error';
const PERIOD_FIRST_ID = 'support-period-monthly';

export function AmountForm({ form, currency }: { form: AmountFormView; currency: CurrencyView }) {
  const t = usePageText();
  const number = new Intl.NumberFormat(intlLocales[useLocale()]);
  const customChoice = useRef<HTMLInputElement>(null);
  const limits = {
    min: number.format(form.min),
    max: number.format(form.max),
    sign: currency.sign,
  };
  const amountError = form.problems.amount ? t(amountProblems[form.problems.amount], limits) : null;
  const periodError = form.problems.period ? t('support.error.period') : null;

  return (
    <section aria-labelledby="support-form-heading">
      <h2 id="support-form-heading">{t('support.campaign.formHeading')}</h2>
      <form
        id={SUPPORT_FORM_ID}
        className={styles.form}
        method="get"
        action={paths.support()}
        noValidate
      >
        {amountError || periodError ? (
          <div role="alert" className={styles.error}>
            <p>{t('support.error.summary')}</p>
            <ul>
              {amountError ? (
                <li>
                  <a href={`#${CUSTOM_ID}`}>{amountError}</a>
                </li>
              ) : null}
              {periodError ? (
                <li>
                  <a href={`#${PERIOD_FIRST_ID}`}>{periodError}</a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        <fieldset
          className={styles.fieldset}
          aria-describedby={amountError ? AMOUNT_ERROR_ID : undefined}
        >
          <legend className={styles.legend}>{t('support.amount.legend')}</legend>
          {form.presets.map((amount) => (
            <label key={amount} className={styles.choice}>
              <input
                type="radio"
                name={SUPPORT_PARAMS.amount}
                value={String(amount)}
                defaultChecked={form.selected === String(amount)}
              />
              {t('support.amount.option', { amount: number.format(amount), sign: currency.sign })}
            </label>
          ))}
          <label className={styles.choice}>
            <input
              ref={customChoice}
              type="radio"
              name={SUPPORT_PARAMS.amount}
              value={CUSTOM_AMOUNT}
              defaultChecked={form.selected === CUSTOM_AMOUNT}
            />
            {t('support.amount.custom')}
          </label>
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={CUSTOM_ID}>
            {t('support.amount.customLabel', { sign: currency.sign })}
          </label>
          <input
            id={CUSTOM_ID}
            className={styles.input}
            name={SUPPORT_PARAMS.custom}
            type="text"
            inputMode="numeric"
            autoComplete="transaction-amount"
            defaultValue={form.custom}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={
              amountError ? `${AMOUNT_ERROR_ID} support-amount-hint` : 'support-amount-hint'
            }
            // Typing an amount means "other amount" (without JavaScript the server reads it so when
            // no preset is picked).
            onInput={() => {
              if (customChoice.current) customChoice.current.checked = true;
            }}
          />
          <p id="support-amount-hint" className={styles.muted}>
            {t('support.amount.hint', limits)}
          </p>
          {amountError ? (
            <p id={AMOUNT_ERROR_ID} className={styles.fieldError}>
              {amountError}
            </p>
          ) : null}
        </div>
        <fieldset
          className={styles.fieldset}
          aria-describedby={periodError ? PERIOD_ERROR_ID : undefined}
        >
          <legend className={styles.legend}>{t('support.period.legend')}</legend>
          {(Object.keys(SUPPORT_PERIODS) as Array<keyof typeof SUPPORT_PERIODS>).map((period) => (
            <label key={period} className={styles.choice}>
              <input
                id={period === 'monthly' ? PERIOD_FIRST_ID : undefined}
                type="radio"
                name={SUPPORT_PARAMS.period}
                value={SUPPORT_PERIODS[period]}
                defaultChecked={form.period === SUPPORT_PERIODS[period]}
              />
              {t(periodLabels[period])}
            </label>
          ))}
          {periodError ? (
            <p id={PERIOD_ERROR_ID} className={styles.fieldError}>
              {periodError}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className={styles.button}>
          {t('support.submit')}
        </button>
      </form>
    </section>
  );
}
