// The login page's props (/login, SPEC section 4), per request and never cached: a signed-in reader
// goes on (to the kept path, to preview, or to /), an editor's expired access token is refreshed first,
// and outside preview mode the page redirects to / unless it has something to say.
import type { GetServerSideProps } from 'next';
import { PRIVATE_NO_STORE } from '../cachePolicy';
import {
  clearSessionCookies,
  getAccounts,
  requestAuth,
  setSessionCookies,
} from '../accounts/authHttp';
import {
  appendCookies,
  clearCookie,
  COOKIES,
  cookieValue,
  isSecureRequest,
} from '../accounts/cookies';
import { oidcSettingsFromEnv } from '../accounts/oidc';
import {
  ATTEMPTS_LEFT_PARAM,
  CODE_STEP,
  LOGIN_PROBLEM_PARAM,
  LOGIN_STEP_PARAM,
  RETRY_AFTER_PARAM,
  refusalOfQuery,
} from '../accounts/formLogin';
import { FORBIDDEN_QUERY, SOCIAL_FAILED_QUERY } from '../accounts/preview';
import { paths } from '../routing/paths';
import { renderModeOf } from '../routing/renderMode';
import { safeKeptPath } from '../rules/keptPath';
import { canSeeInactive } from '../rules/sessionRules';
import type { LoginPageProps } from '../view/loginPage';
import { loadShell } from './loadShell';
import { pageQueryText } from './pageQuery';

export const loginServerSideProps: GetServerSideProps<LoginPageProps> = async ({
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
