// /login (SPEC section 4): the login of preview mode. Outside preview mode it redirects to /. A visitor
// sent here from a preview URL (the path kept in a cookie) or in preview mode gets the two-step login
// form; a signed-in user goes on to the kept path (an editor through /api/preview, which turns preview
// on) or to /; an expired access token is refreshed here first. The provider of social sign-in
// redirects back here with code and state, which the page hands to /api/login/google/check.
import { PRIVATE_NO_STORE } from '@/lib/cachePolicy';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { LoginForm } from '@/components/accounts/LoginForm';
import { SocialReturn } from '@/components/accounts/SocialReturn';
import { useAccountsText } from '@/components/accounts/useAccountsText';
import { edition } from '@/editions/currentEdition';
import {
  clearSessionCookies,
  getAccounts,
  requestAuth,
  setSessionCookies,
} from '@/lib/accounts/authHttp';
import {
  appendCookies,
  clearCookie,
  COOKIES,
  cookieValue,
  isSecureRequest,
} from '@/lib/accounts/cookies';
import { oidcSettingsFromEnv } from '@/lib/accounts/oidc';
import {
  ATTEMPTS_LEFT_PARAM,
  CODE_STEP,
  LOGIN_PROBLEM_PARAM,
  LOGIN_STEP_PARAM,
  RETRY_AFTER_PARAM,
  refusalOfQuery,
  type LoginRefusal,
} from '@/lib/accounts/formLogin';
import { FORBIDDEN_QUERY, SOCIAL_FAILED_QUERY } from '@/lib/accounts/preview';
import { pageQueryText } from '@/lib/pages/pageQuery';
import type { AccountsKey } from '@/lib/i18n/accounts';
import { loadShell } from '@/lib/pages/loadShell';
import { paths } from '@/lib/routing/paths';
import { renderModeOf } from '@/lib/routing/renderMode';
import { safeKeptPath } from '@/lib/rules/keptPath';
import { pageTitle } from '@/lib/rules/pageTitle';
import { canSeeInactive } from '@/lib/rules/sessionRules';
import type { ShellData } from '@/lib/view/shellData';

interface Props {
  shell: ShellData;
  socialReturn: boolean;
  error: AccountsKey | null;
  social: boolean;
  /** After a post without JavaScript: the code step (its token is in a cookie) and the refusal. */
  codeStep: boolean;
  refusal: LoginRefusal | null;
}

export default function LoginPage({ socialReturn, error, social, codeStep, refusal }: Props) {
  const t = useAccountsText();
  // After a login the server decides where to go (the kept path, preview, or the front page).
  const goOn = () => window.location.replace(paths.login());
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, t('login.title'))}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <h1>{t('login.title')}</h1>
      {socialReturn ? (
        <SocialReturn onSignedIn={goOn} />
      ) : (
        <LoginForm
          intro="preview"
          initialError={error}
          initialStep={codeStep ? 'code' : 'credentials'}
          initialRefusal={refusal}
          social={social ? {} : null}
          onSignedIn={goOn}
        />
      )}
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({
  req,
  res,
  query,
  draftMode,
}) => {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  const socialReturn = Boolean(pageQueryText(query.code, 2_000) && pageQueryText(query.state, 100));
  let auth = await requestAuth(req);
  const refreshToken = cookieValue(req, COOKIES.refresh);
  if (!socialReturn && auth.status !== 'ok' && refreshToken) {
    // The editor's access token ran out while previewing: refresh it here and go straight back.
    const { accounts } = await getAccounts();
    const refreshed = await accounts.refresh(refreshToken);
    if (refreshed.ok) {
      setSessionCookies(req, res, refreshed.session);
      const { id, role } = refreshed.session.user;
      auth = {
        status: 'ok',
        via: 'cookie',
        claims: { userId: id, role, expiresAt: refreshed.session.accessTokenExpiresAt },
      };
    } else {
      clearSessionCookies(req, res);
    }
  }
  const kept = safeKeptPath(cookieValue(req, COOKIES.keptPath));
  if (!socialReturn && auth.status === 'ok') {
    // SPEC section 4: "logged-in users visiting /login go to /" (or the path kept for them).
    let destination = '/';
    if (kept && canSeeInactive(auth.claims.role)) destination = paths.preview(kept);
    else if (kept) {
      destination = kept;
      appendCookies(res, [clearCookie(COOKIES.keptPath, isSecureRequest(req))]);
    }
    return { redirect: { destination, permanent: false } };
  }
  const problem = `hiba=${pageQueryText(query.hiba, 50) ?? ''}`;
  const forbidden = problem === FORBIDDEN_QUERY;
  const socialFailed = problem === SOCIAL_FAILED_QUERY;
  const refusal = refusalOfQuery(
    Object.fromEntries(
      [LOGIN_PROBLEM_PARAM, ATTEMPTS_LEFT_PARAM, RETRY_AFTER_PARAM].map((name) => [
        name,
        pageQueryText(query[name], 50),
      ]),
    ),
  );
  const codeStep =
    pageQueryText(query[LOGIN_STEP_PARAM], 10) === CODE_STEP &&
    Boolean(cookieValue(req, COOKIES.firstStep));
  // SPEC section 4: "outside preview mode /login redirects to /" (a failed sign-in says why first).
  if (
    !socialReturn &&
    !draftMode &&
    !kept &&
    !forbidden &&
    !socialFailed &&
    !refusal &&
    !codeStep
  ) {
    return { redirect: { destination: '/', permanent: false } };
  }
  return {
    props: {
      shell: await loadShell({ renderMode: renderModeOf(query), headerSearch: null }),
      socialReturn,
      error: forbidden ? 'login.error.forbidden' : socialFailed ? 'login.error.social' : null,
      social: oidcSettingsFromEnv() !== null,
      codeStep,
      refusal,
    },
  };
};
