// First, before any module that parses with Zod (lib/client/zodJitless.ts says why).
import '@/lib/client/zodJitless';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import '@/components/layout/global.css';
// The edition themes' CSS must ship with the app; _document only sets the class on <html>.
import '@/editions/themes.css';
import { AppProviders } from '@/components/app/AppProviders';
import { PageShell } from '@/components/layout/PageShell';
import { faviconFor } from '@/lib/rules/favicon';
import { emptyShell, type ShellData } from '@/lib/view/shellData';

export default function App({ Component, pageProps }: AppProps<{ shell?: ShellData }>) {
  const router = useRouter();
  const shell = pageProps.shell ?? emptyShell;
  return (
    <AppProviders shell={shell}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={faviconFor(router.asPath)} type="image/svg+xml" />
      </Head>
      <PageShell shell={shell}>
        <Component {...pageProps} />
      </PageShell>
    </AppProviders>
  );
}
