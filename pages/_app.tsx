import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import '@/components/layout/global.css';
// The edition themes' CSS must ship with the app; _document only sets the class on <html>.
import '@/editions/themes.css';
import { PageShell } from '@/components/layout/PageShell';
import { emptyShell } from '@/lib/view/shellData';
import { LocaleContext } from '@/lib/i18n/LocaleContext';
import { faviconFor } from '@/lib/rules/favicon';
import type { ShellData } from '@/lib/view/shellData';

export default function App({ Component, pageProps }: AppProps<{ shell?: ShellData }>) {
  const router = useRouter();
  const shell = pageProps.shell ?? emptyShell;
  return (
    <LocaleContext.Provider value={shell.locale}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={faviconFor(router.asPath)} type="image/svg+xml" />
      </Head>
      <PageShell shell={shell}>
        <Component {...pageProps} />
      </PageShell>
    </LocaleContext.Provider>
  );
}
