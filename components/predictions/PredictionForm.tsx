// The tip's form (issue 31 item 6): a plain form that posts to the game page itself, so it works without
// JavaScript; the server answers a new tip with a 303 to its page, and a refused one with this form
// again, as the reader left it, with the problems. Each question has its label (a choice its
// fieldset and legend), its hint and its problem tied to the field with aria-describedby; the problems
// are listed first, in a summary that takes the focus (autofocus without a script, and again once the
// script runs) and links to each field. The browser's own checks are off (noValidate): the server's
// messages are the ones readers get, in one voice.
import { useEffect, useRef } from 'react';
import { MAX_DISPLAY_NAME_LENGTH, PREDICTION_FIELDS } from '@/lib/rules/predictions';
import type { PredictionFormView, PredictionQuestionView } from '@/lib/view/predictionPage';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

const NAME_ID = 'tipp-nev';
const CONSENT_ID = 'tipp-hozzajarulas';
const SUMMARY_ID = 'tipp-hibak';

/** The id of the field a question's problem links to (a choice: its first option). */
const fieldId = (question: PredictionQuestionView) =>
  question.kind === 'choice'
    ? `${question.field}-${question.options[0]?.id ?? ''}`
    : question.field;

export interface PredictionFormProps {
  /** Where the form posts: the game page. */
  action: string;
  questions: PredictionQuestionView[];
  form: PredictionFormView;
}

export function PredictionForm({ action, questions, form }: PredictionFormProps) {
  const t = usePredictionText();
  const summary = useRef<HTMLDivElement>(null);
  const problems = [
    ...form.generalErrors.map((message) => ({ href: null, message })),
    ...questions.flatMap((question) =>
      form.questionErrors[question.id]
        ? [
            {
              href: `#${fieldId(question)}`,
              message: `${question.label}: ${form.questionErrors[question.id]}`,
            },
          ]
        : [],
    ),
    ...(form.nameError ? [{ href: `#${NAME_ID}`, message: form.nameError }] : []),
  ];

  useEffect(() => {
    if (problems.length) summary.current?.focus();
    // Once, when the page with the problems shows: the summary is what the reader reads first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const describedBy = (...ids: Array<string | false | null | undefined>) =>
    ids.filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.form} method="post" action={action} noValidate>
      {problems.length ? (
        <div
          ref={summary}
          id={SUMMARY_ID}
          className={styles.summary}
          role="alert"
          tabIndex={-1}
          // Without a script the browser focuses it; with one, the effect above does it again.
          autoFocus
          aria-labelledby={`${SUMMARY_ID}-cim`}
        >
          <h3 id={`${SUMMARY_ID}-cim`} className={styles.summaryTitle}>
            {t('predictions.errors.heading')}
          </h3>
          <ul>
            {problems.map((problem) => (
              <li key={problem.message}>
                {problem.href ? <a href={problem.href}>{problem.message}</a> : problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.hint}>{t('predictions.form.once')}</p>

      {questions.map((question) => {
        const error = form.questionErrors[question.id];
        const hintId = `${question.field}-sugo`;
        const errorId = `${question.field}-hiba`;
        const hint =
          question.kind === 'share'
            ? [question.hint, t('predictions.form.shareHint')]
            : question.kind === 'count'
              ? [
                  question.hint,
                  t('predictions.form.countHint', {
                    min: question.min ?? 0,
                    max: question.max ?? 0,
                  }),
                ]
              : [question.hint];
        const hintText = hint.filter(Boolean).join(' ');
        const errorText = error ? (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        ) : null;

        if (question.kind === 'choice') {
          return (
            <fieldset
              key={question.id}
              className={styles.fieldset}
              aria-describedby={describedBy(hintText && hintId, error && errorId)}
            >
              <legend className={styles.legend}>{question.label}</legend>
              {hintText ? (
                <p id={hintId} className={styles.hint}>
                  {hintText}
                </p>
              ) : null}
              {question.options.map((option) => {
                const id = `${question.field}-${option.id}`;
                return (
                  <div key={option.id} className={styles.choice}>
                    <input
                      id={id}
                      type="radio"
                      name={question.field}
                      value={option.id}
                      defaultChecked={form.values[question.field] === option.id}
                      required
                    />
                    <label htmlFor={id}>{option.label}</label>
                  </div>
                );
              })}
              {errorText}
            </fieldset>
          );
        }

        return (
          <div key={question.id} className={styles.field}>
            <label htmlFor={question.field} className={styles.label}>
              {question.label}
            </label>
            <p id={hintId} className={styles.hint}>
              {hintText}
            </p>
            <div className={styles.inputRow}>
              <input
                id={question.field}
                name={question.field}
                className={`${styles.input} ${styles.numberInput}`}
                type="text"
                inputMode={question.kind === 'share' ? 'decimal' : 'numeric'}
                autoComplete="off"
                maxLength={question.kind === 'share' ? 5 : 7}
                defaultValue={form.values[question.field] ?? ''}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hintId, error && errorId)}
              />
              <span aria-hidden="true">
                {question.kind === 'share' ? t('predictions.form.percent') : question.unit}
              </span>
            </div>
            {errorText}
          </div>
        );
      })}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('predictions.form.about')}</legend>
        <div className={styles.field}>
          <label htmlFor={NAME_ID} className={styles.label}>
            {t('predictions.form.name')}
          </label>
          <p id={`${NAME_ID}-sugo`} className={styles.hint}>
            {t('predictions.form.nameHint', { max: MAX_DISPLAY_NAME_LENGTH })}
          </p>
          <input
            id={NAME_ID}
            name={PREDICTION_FIELDS.name}
            className={styles.input}
            type="text"
            autoComplete="nickname"
            maxLength={MAX_DISPLAY_NAME_LENGTH}
            defaultValue={form.name}
            aria-invalid={form.nameError ? true : undefined}
            aria-describedby={describedBy(`${NAME_ID}-sugo`, form.nameError && `${NAME_ID}-hiba`)}
          />
          {form.nameError ? (
            <p id={`${NAME_ID}-hiba`} className={styles.fieldError}>
              {form.nameError}
            </p>
          ) : null}
        </div>
        <div className={styles.choice}>
          <input
            id={CONSENT_ID}
            type="checkbox"
            name={PREDICTION_FIELDS.consent}
            value="on"
            defaultChecked={form.consent}
            aria-describedby={`${CONSENT_ID}-sugo`}
          />
          <label htmlFor={CONSENT_ID}>{t('predictions.form.consent')}</label>
        </div>
        <p id={`${CONSENT_ID}-sugo`} className={styles.hint}>
          {t('predictions.form.consentHint')}
        </p>
      </fieldset>

      <button type="submit" className={styles.button}>
        {t('predictions.form.submit')}
      </button>
    </form>
  );
}
