// The signed-in reader's menu in the header: who is signed in, the subscription page (where the
// edition has one) and logout. Loaded only when the hint cookie says a session may exist; asks /api/me
// under the session rules (an expired token is refreshed once), and disappears if the session is over.
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { ACCOUNT_API } from '@/lib/client/accountsApi';
import { meAnswerSchema, type PublicUser } from '@/lib/schemas/accountAnswers';
import { logout, onSessionReset, sessionRequest } from '@/lib/client/session';
import { paths } from '@/lib/routing/paths';
import { supportPageAvailable } from '@/lib/routing/routeRules';
import { LineIcon } from '../common/LineIcon';
import * as styles from './accounts.css';
import { useAccountsText } from './useAccountsText';
import { log } from '@/lib/observability/log';

export function UserMenu() {
  const t = useAccountsText();
  const router = useRouter();
  const [user, setUser] = useState<PublicUser | null>(null);
  useEffect(() => {
    let live = true;
    const stop = onSessionReset(() => setUser(null));
    sessionRequest(ACCOUNT_API.me, meAnswerSchema, {
      session: { preview: router.isPreview },
      goToLogin: router.isPreview,
    }).then(
      (answer) => live && setUser(answer.loggedInUser),
      (error: unknown) => log.warn('current user not loaded', { error: error }),
    );
    return () => {
      live = false;
      stop();
    };
  }, [router.isPreview]);
  if (!user) return null;
  return (
    <details className={styles.userMenu} data-testid="user-menu">
      <summary className={styles.userMenuSummary}>
        <LineIcon>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </LineIcon>
        <span className={styles.userMenuLabel}>{t('userMenu.button')}</span>
      </summary>
      <div className={styles.userMenuPanel}>
        <p>{t('userMenu.signedInAs', { name: user.name })}</p>
        {supportPageAvailable() ? (
          <a href={paths.support('belepes')}>{t('userMenu.subscription')}</a>
        ) : null}
        <button
          type="button"
          className={styles.button}
          onClick={async () => {
            await logout({ goToLogin: false });
            await router.push('/');
          }}
        >
          {t('userMenu.logout')}
        </button>
      </div>
    </details>
  );
}
