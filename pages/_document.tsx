import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { PreviewBanner } from '@/components/accounts/PreviewBanner';
import { edition } from '@/editions/currentEdition';
import { themeClass } from '@/editions/themes.css';
import { inlineHeadScripts, type InlineHeadScripts } from '@/lib/http/inlineScripts';

/**
 * The same for every page: the texts next.config.ts hashed into the Content-Security-Policy, handed
 * over by the build (INLINE_HEAD_SCRIPTS); made here only where no build did (tests).
 */
const HEAD_SCRIPTS: InlineHeadScripts = process.env.INLINE_HEAD_SCRIPTS
  ? JSON.parse(process.env.INLINE_HEAD_SCRIPTS)
  : inlineHeadScripts();

export default function Document(props: DocumentProps) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as
    { shell?: { locale?: string; renderMode?: string } } | undefined;
  const locale = pageProps?.shell?.locale === 'en' ? 'en' : 'hu';
  return (
    <Html lang={pageProps?.shell?.locale ?? edition.locale} className={themeClass[edition.slug]}>
      <Head>
        {/* First, before the page's own scripts: a chunk of ours that fails to load reloads the page
            at most once per 10 s for the path (SPEC section 8; lib/rules/chunkReload.ts). */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPTS.chunkGuard }} />
        {/* A bare `?isMobileApp` (no value) reloads as `?isMobileApp=1`, which the proxy serves in the
            app mode (lib/rules/appModeQuery.ts). Not needed on the app-mode pages themselves. */}
        {pageProps?.shell?.renderMode === 'app' ? null : (
          <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPTS.appMode }} />
        )}
        <meta name="theme-color" content={edition.themeColor} />
        {/* Before the first paint: hides the newsletter promo where the reader hid it (issue 17). The
            pages are cached for everyone, so the reader's cookies are read here, not on the server. */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPTS.promo }} />
      </Head>
      <body className={edition.cssClass}>
        <Main />
        {/* Preview (draft) mode: rendered per request for a signed-in editor only; after the page, so
            that the skip link stays the first thing the keyboard reaches (it sticks to the bottom). */}
        {props.__NEXT_DATA__.isPreview ? <PreviewBanner locale={locale} /> : null}
        <NextScript />
      </body>
    </Html>
  );
}
