// The newsletter sign-up form (issue 17; SPEC section 7: email, firstName, lastName, listCodes): a real
// form that posts to the API without JavaScript (the API answers with a 303 to the sign-up page, which
// shows the outcome). With JavaScript it posts JSON instead and stays: a problem is named on its field
// (aria-invalid, aria-describedby) and the field gets the focus; success is announced (role=status):
// check your mailbox for the confirmation link.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
} from 'react';
import { ApiError } from '@/lib/client/apiClient';
import { MAX_PERSONAL_NAME_LENGTH } from '@/lib/constants';
import { apiRequest } from '@/lib/client/apiRequest';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { NEWSLETTER_API } from '@/lib/newsletter/newsletterPaths';
import {
  SIGNUP_MAIL_OUTCOMES,
  SIGNUP_PROBLEMS,
  signupProblemOf,
  type SignupField,
  type SignupProblem,
} from '@/lib/newsletter/signupProblem';
import { paths } from '@/lib/routing/paths';
import type { NewsletterListView } from '@/lib/view/newsletterPage';
import * as styles from './newsletter.css';
import { useNewsletterText } from './useNewsletterText';

/** The privacy notice the consent text links to (data/docs/adatvedelem.md). */
const PRIVACY_DOC = 'adatvedelem';

/** The route's own schema, loaded beside the call: the sign-up page's first-load JS has no zod. */
const signupAnswer = () =>
  import('@/lib/newsletter/subscribeAnswer').then((m) => m.newsletterSubscribeAnswerSchema);

export interface NewsletterSignupFormProps {
  lists: NewsletterListView[];
  /** A problem to show at once (the sign-up page after a plain form post). */
  initialProblem?: SignupProblem | null;
}

export function NewsletterSignupForm({ lists, initialProblem = null }: NewsletterSignupFormProps) {
  const t = useNewsletterText();
  const locale = useLocale();
  const id = useId();
  const [problem, setProblem] = useState<SignupProblem | null>(initialProblem);
  const [retryMinutes, setRetryMinutes] = useState(1);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = useRef<Partial<Record<SignupField, HTMLInputElement | null>>>({});
  const summary = useRef<HTMLParagraphElement>(null);
  // Each submission's problem gets the focus, even when it is the same as the last one; so does the
  // problem a plain form post came back with.
  const [attempt, setAttempt] = useState(initialProblem ? 1 : 0);

  const problemField = problem ? SIGNUP_PROBLEMS[problem].field : null;
  useEffect(() => {
    if (!problem || attempt === 0) return;
    if (problemField) fields.current[problemField]?.focus();
    else summary.current?.focus();
  }, [problem, problemField, attempt]);

  const inputId = (field: SignupField) => `${id}-${field}`;
  const errorId = `${id}-error`;
  const problemText = problem ? t(SIGNUP_PROBLEMS[problem].key, { minutes: retryMinutes }) : '';
  const fieldProps = (field: SignupField) =>
    problemField === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const fieldError = (field: SignupField) =>
    problemField === field ? (
      <p id={errorId} className={styles.fieldError}>
        {problemText}
      </p>
    ) : null;

  const textField = (
    field: SignupField,
    label: string,
    attributes: Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'autoComplete' | 'required' | 'maxLength'
    >,
  ) => (
    <div className={styles.field}>
      <label htmlFor={inputId(field)}>{label}</label>
      <input
        ref={(element) => {
          fields.current[field] = element;
        }}
        id={inputId(field)}
        className={styles.input}
        name={field}
        {...attributes}
        {...fieldProps(field)}
      />
      {fieldError(field)}
    </div>
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const body = {
      email,
      firstName: String(data.get('firstName') ?? ''),
      lastName: String(data.get('lastName') ?? ''),
      listCodes: data.getAll('listCodes').map(String),
    };
    setBusy(true);
    setStatus('');
    setProblem(null);
    try {
      const answer = await apiRequest(NEWSLETTER_API.subscribe, signupAnswer, {
        method: 'POST',
        // Empty fields are "not given": the API names them as missing.
        body: Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== '' && value.length !== 0),
        ),
      });
      setStatus(t(SIGNUP_MAIL_OUTCOMES[answer.mail].form, { email }));
      form.reset();
    } catch (error) {
      const answer = error instanceof ApiError && error.kind === 'http' ? error : null;
      const details = (answer?.body ?? {}) as {
        reason?: unknown;
        field?: unknown;
        retryAfter?: unknown;
      };
      if (typeof details.retryAfter === 'number') {
        setRetryMinutes(Math.max(1, Math.ceil(details.retryAfter / 60)));
      }
      setProblem(answer ? signupProblemOf({ status: answer.status, ...details }) : 'network');
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      method="post"
      action={NEWSLETTER_API.subscribe}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{t('newsletter.form.heading')}</h2>
      {problem && !problemField ? (
        <p ref={summary} id={errorId} role="alert" tabIndex={-1} className={styles.error}>
          {problemText}
        </p>
      ) : null}
      {problem && problemField ? (
        // Announced at once; the field itself says it again when it gets the focus.
        <p role="alert" className="visually-hidden">
          {t('newsletter.error.summary')} {problemText}
        </p>
      ) : null}
      {textField('email', t('newsletter.form.email'), {
        type: 'email',
        autoComplete: 'email',
        required: true,
      })}
      {textField('firstName', t('newsletter.form.firstName'), {
        type: 'text',
        autoComplete: 'given-name',
        required: true,
        maxLength: MAX_PERSONAL_NAME_LENGTH,
      })}
      {textField('lastName', t('newsletter.form.lastName'), {
        type: 'text',
        autoComplete: 'family-name',
        maxLength: MAX_PERSONAL_NAME_LENGTH,
      })}
      <fieldset
        className={styles.fieldset}
        aria-describedby={problemField === 'listCodes' ? errorId : undefined}
      >
        <legend className={styles.legend}>{t('newsletter.form.lists')}</legend>
        {lists.map((list, index) => (
          <div
            key={list.code}
            className={styles.choice}
            lang={list.locale !== locale ? list.locale : undefined}
          >
            <input
              ref={
                index === 0
                  ? (element) => {
                      fields.current.listCodes = element;
                    }
                  : undefined
              }
              id={`${id}-list-${list.code}`}
              type="checkbox"
              name="listCodes"
              value={list.code}
              aria-describedby={`${id}-list-${list.code}-about`}
              aria-invalid={problemField === 'listCodes' ? true : undefined}
            />
            <label className={styles.choiceName} htmlFor={`${id}-list-${list.code}`}>
              {list.name}
            </label>
            <p id={`${id}-list-${list.code}-about`} className={styles.choiceDescription}>
              {list.frequency}. {list.description}
            </p>
          </div>
        ))}
        {fieldError('listCodes')}
      </fieldset>
      <p className={styles.muted}>
        {t('newsletter.form.consent')}{' '}
        <a href={paths.doc(PRIVACY_DOC)}>{t('newsletter.form.privacy')}</a>
      </p>
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? t('newsletter.form.working') : t('newsletter.form.submit')}
      </button>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </form>
  );
}
