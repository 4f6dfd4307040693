// The way back from the social sign-in provider (SPEC section 7): the code and state it put on /login
// go to /api/login/google/check as a form (code, redirect_uri, and the state the server checks against
// its cookie), then the current user is reloaded (/api/me) and the page goes on.
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_API } from '@/lib/client/accountsApi';
import { apiRequest } from '@/lib/client/apiRequest';
import { paths } from '@/lib/routing/paths';
import { meAnswerSchema, type PublicUser } from '@/lib/schemas/accountAnswers';
import * as styles from './accounts.css';
import { useAccountsText } from './useAccountsText';
import { log } from '@/lib/observability/log';

async function check(code: string, state: string): Promise<PublicUser> {
  const response = await fetch(ACCOUNT_API.socialCheck, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      code,
      state,
      redirect_uri: `${window.location.origin}${paths.login()}`,
    }),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`social sign-in check: HTTP ${response.status}`);
  return (await apiRequest(ACCOUNT_API.me, meAnswerSchema)).loggedInUser;
}

export function SocialReturn({ onSignedIn }: { onSignedIn(user: PublicUser): void }) {
  const t = useAccountsText();
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!router.isReady || started.current) return;
    started.current = true;
    const code = String(router.query.code ?? '');
    const state = String(router.query.state ?? '');
    check(code, state).then(onSignedIn, (error: unknown) => {
      log.warn('social sign-in return failed', { error });
      setFailed(true);
    });
  }, [router.isReady, router.query, onSignedIn]);
  return failed ? (
    <>
      <p role="alert" className={styles.error}>
        {t('login.error.social')}
      </p>
      <p>
        <a href={paths.login()}>{t('login.title')}</a>
      </p>
    </>
  ) : (
    <p role="status">{t('login.working')}</p>
  );
}
