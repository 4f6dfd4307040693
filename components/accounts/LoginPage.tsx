// The login page (/login, SPEC section 4): the login of preview mode. Outside preview mode it redirects to /. A visitor
// sent here from a preview URL (the path kept in a cookie) or in preview mode gets the two-step login
// form; a signed-in user goes on to the kept path (an editor through /api/preview, which turns preview
// on) or to /; an expired access token is refreshed here first. The provider of social sign-in
// redirects back here with code and state, which the page hands to /api/login/google/check.
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { LoginPageProps } from '@/lib/view/loginPage';
import { LoginForm } from './LoginForm';
import { SocialReturn } from './SocialReturn';
import { useAccountsText } from './useAccountsText';

export function LoginPage({ socialReturn, error, social, codeStep, refusal }: LoginPageProps) {
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
