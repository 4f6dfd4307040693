// The support login page's account part (/tamogatas/belepes, issue 14): the login form for a reader who
// is not signed in; for a signed-in reader their address and subscriptions with start and end dates,
// from the CRM endpoints (SPEC section 7) under the session rules.
import { useEffect, useState } from 'react';
import { ACCOUNT_API } from '@/lib/client/accountsApi';
import { ApiError } from '@/lib/client/apiClient';
import { onSessionReset, sessionRequest } from '@/lib/client/session';
import {
  meAnswerSchema,
  subscriptionsAnswerSchema,
  type PublicUser,
  type Subscription,
} from '@/lib/schemas/accountAnswers';
import { intlLocales } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import * as styles from './accounts.css';
import { useMayHaveSession } from './AccountSlot';
import { LoginForm } from './LoginForm';
import { useAccountsText } from './useAccountsText';

type State =
  | { kind: 'checking' }
  | { kind: 'anonymous' }
  | { kind: 'failed' }
  | { kind: 'signed-in'; user: PublicUser; subscriptions: Subscription[] };

/** The signed-in reader's account and subscriptions, or who they are not (signed out, or a failure). */
async function fetchAccount(): Promise<State> {
  try {
    const options = { goToLogin: false } as const;
    const me = await sessionRequest(ACCOUNT_API.me, meAnswerSchema, options);
    const { items } = await sessionRequest(
      ACCOUNT_API.subscriptions,
      subscriptionsAnswerSchema,
      options,
    );
    return { kind: 'signed-in', user: me.loggedInUser, subscriptions: items };
  } catch (error) {
    const signedOut = !(error instanceof ApiError) || error.status === 401;
    return { kind: signedOut ? 'anonymous' : 'failed' };
  }
}

export function SupportAccount() {
  const t = useAccountsText();
  const locale = useLocale();
  const hint = useMayHaveSession();
  const [loaded, setLoaded] = useState<State | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    const stop = onSessionReset(() => setLoaded({ kind: 'anonymous' }));
    if (hint || generation > 0) {
      void fetchAccount().then((next) => live && setLoaded(next));
    }
    return () => {
      live = false;
      stop();
    };
  }, [hint, generation]);

  const state: State =
    loaded ?? (hint || generation > 0 ? { kind: 'checking' } : { kind: 'anonymous' });
  if (state.kind === 'checking') return <p role="status">{t('login.working')}</p>;
  if (state.kind === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        {t('subscription.loadError')}
      </p>
    );
  }
  if (state.kind === 'anonymous') {
    return (
      <LoginForm
        intro="support"
        social={{ returnPath: paths.support('belepes') }}
        onSignedIn={() => {
          setLoaded(null);
          setGeneration((n) => n + 1);
        }}
      />
    );
  }
  const date = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long' });
  const period = (s: Subscription) =>
    t('subscription.period', {
      from: date.format(new Date(s.startDate)),
      to: date.format(new Date(s.endDate)),
    });
  const active = state.subscriptions.filter((s) => s.active);
  const finished = state.subscriptions.filter((s) => !s.active);
  return (
    <section aria-labelledby="subscriptions-heading" className={styles.panel}>
      <h2 id="subscriptions-heading">{t('subscription.heading')}</h2>
      <p>{t('subscription.signedInAs', { email: state.user.email })}</p>
      {active.length ? (
        <ul className={styles.subscriptions}>
          {active.map((s) => (
            <li key={s.id}>
              <strong>{s.product}</strong> {period(s)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('subscription.none')}</p>
      )}
      {finished.length ? (
        <>
          <h3>{t('subscription.finished')}</h3>
          <ul className={styles.subscriptions}>
            {finished.map((s) => (
              <li key={s.id}>
                {s.product} {period(s)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
