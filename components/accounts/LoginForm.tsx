// The two-step login (SPEC sections 6 and 7): email and password, then the one-time code from the mail.
// Each step is a real form with labelled fields; an error is announced (role=alert), named on the
// field (aria-invalid, aria-describedby) and focused, and the code step's field gets the focus when
// it appears. Social sign-in is a plain link to the provider redirect. Both forms post to the API
// themselves when no script runs (issue 28: a password or code never goes into a URL); the server
// answers such a post with a 303 back to /login (lib/accounts/formLogin.ts), which shows the step and
// the refusal's reason it names.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AccountsKey } from '@/lib/i18n/accounts';
import type { RefusalBody } from '@/lib/view/loginPage';
import { ACCOUNT_API } from '@/lib/client/accountsApi';
import { ApiError } from '@/lib/client/apiClient';
import { apiRequest } from '@/lib/client/apiRequest';
import { withQuery } from '@/lib/routing/paths';
import {
  firstStepAnswerSchema,
  sessionAnswerSchema,
  type PublicUser,
} from '@/lib/schemas/accountAnswers';
import * as styles from './accounts.css';
import { useAccountsText } from './useAccountsText';

export interface LoginFormProps {
  intro: 'preview' | 'support';
  /** An error to show at once (e.g. the account may not preview). */
  initialError?: AccountsKey | null;
  /** After a post without JavaScript: the step to show and the reason the server gave. */
  initialStep?: 'credentials' | 'code';
  initialRefusal?: RefusalBody | null;
  /** Social sign-in is configured: show its link; the path to come back to after it, if not /login's own. */
  social?: { returnPath?: string } | null;
  onSignedIn(user: PublicUser): void;
}

interface Problem {
  key: AccountsKey;
  params?: Record<string, string | number>;
  field?: 'email' | 'password' | 'code';
}

/** What the reader reads for a refused call (the answer's `reason`, lib/accounts/authHttp.ts). */
export function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError) || error.kind === 'network')
    return { key: 'login.error.network' };
  return problemOfRefusal((error.body ?? {}) as RefusalBody);
}

/** The same for a refusal's body, or a reason alone (a form post's 303 names only the reason). */
export function problemOfRefusal(body: RefusalBody): Problem {
  switch (body.reason) {
    case 'missing-field':
      return body.field === 'code'
        ? { key: 'login.error.missingCode', field: 'code' }
        : {
            key: 'login.error.missingCredentials',
            field: body.field === 'password' ? 'password' : 'email',
          };
    case 'invalid-field':
      return body.field === 'email'
        ? { key: 'login.error.badEmail', field: 'email' }
        : body.field === 'code'
          ? { key: 'login.error.missingCode', field: 'code' }
          : { key: 'login.error.missingCredentials', field: 'password' };
    case 'bad-credentials':
      return { key: 'login.error.badCredentials', field: 'password' };
    case 'rate-limited':
      return {
        key: 'login.error.rateLimited',
        params: { minutes: Math.max(1, Math.ceil((body.retryAfter ?? 60) / 60)) },
      };
    case 'code-expired':
      return { key: 'login.error.codeExpired' };
    case 'wrong-code':
      return { key: 'login.error.wrongCode', params: { n: body.attemptsLeft ?? 0 }, field: 'code' };
    case 'locked':
      return { key: 'login.error.locked' };
    case 'mail-queued':
      return { key: 'login.codeQueued' };
    default:
      return { key: 'login.error.network' };
  }
}

export function LoginForm({
  intro,
  initialError = null,
  initialStep = 'credentials',
  initialRefusal = null,
  social = null,
  onSignedIn,
}: LoginFormProps) {
  const t = useAccountsText();
  const id = useId();
  const [step, setStep] = useState<'credentials' | 'code'>(initialStep);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [firstStepToken, setFirstStepToken] = useState('');
  const [problem, setProblem] = useState<Problem | null>(
    initialError ? { key: initialError } : initialRefusal ? problemOfRefusal(initialRefusal) : null,
  );
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const errorRef = useRef<HTMLParagraphElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (problem) errorRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  const errorId = `${id}-error`;
  const fieldProps = (field: Problem['field']) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  async function submitCredentials(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem({
        key: 'login.error.missingCredentials',
        field: email.trim() ? 'password' : 'email',
      });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await apiRequest(ACCOUNT_API.login, firstStepAnswerSchema, {
        method: 'POST',
        body: { email: email.trim(), password },
        progress: true,
      });
      setFirstStepToken(answer.firstStepToken);
      setCode('');
      setStep('code');
      // A late code is news the reader must hear (an alert), not a status.
      if (answer.mailQueued) setProblem({ key: 'login.codeQueued' });
      else setStatus(t('login.codeSent', { email: email.trim() }));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setProblem({ key: 'login.error.missingCode', field: 'code' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const session = await apiRequest(ACCOUNT_API.verifyCode, sessionAnswerSchema, {
        method: 'POST',
        body: { code: code.trim() },
        // After a first step without JavaScript the token is in its HttpOnly cookie, sent by itself.
        headers: firstStepToken ? { authorization: `Bearer ${firstStepToken}` } : {},
        progress: true,
      });
      setStatus(t('login.success'));
      onSignedIn(session.loggedInUser);
    } catch (error) {
      const next = problemOf(error);
      // An expired, used or locked code cannot be tried again: back to the first step.
      if (next.key === 'login.error.codeExpired' || next.key === 'login.error.locked') {
        setStep('credentials');
        setPassword('');
      }
      setProblem(next);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.panel}>
      <p>{t(intro === 'preview' ? 'login.intro.preview' : 'login.intro.support')}</p>
      {problem ? (
        <p id={errorId} ref={errorRef} role="alert" tabIndex={-1} className={styles.error}>
          {t(problem.key, problem.params)}
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {busy ? t('login.working') : status}
      </p>
      {step === 'credentials' ? (
        <form
          className={styles.form}
          method="post"
          action={ACCOUNT_API.login}
          onSubmit={submitCredentials}
          noValidate
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{t('login.email')}</label>
            <input
              id={`${id}-email`}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...fieldProps('email')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>{t('login.password')}</label>
            <input
              id={`${id}-password`}
              className={styles.input}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...fieldProps('password')}
            />
          </div>
          <button type="submit" className={styles.button} disabled={busy}>
            {t('login.submitPassword')}
          </button>
        </form>
      ) : (
        <form
          className={styles.form}
          method="post"
          action={ACCOUNT_API.verifyCode}
          onSubmit={submitCode}
          noValidate
        >
          <h2>{t('login.codeHeading')}</h2>
          <div className={styles.field}>
            <label htmlFor={`${id}-code`}>{t('login.code')}</label>
            <input
              id={`${id}-code`}
              ref={codeRef}
              className={styles.input}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
              {...fieldProps('code')}
            />
          </div>
          <button type="submit" className={styles.button} disabled={busy}>
            {t('login.submitCode')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setStep('credentials');
              setProblem(null);
              setStatus('');
            }}
          >
            {t('login.restart')}
          </button>
        </form>
      )}
      {social && step === 'credentials' ? (
        <p>
          <span className={styles.status}>{t('login.or')} </span>
          <a
            className={styles.socialLink}
            href={withQuery(ACCOUNT_API.socialStart, { path: social.returnPath })}
          >
            {t('login.social')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
