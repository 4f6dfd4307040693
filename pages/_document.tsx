import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { edition } from '@/editions/currentEdition';
import { themeClass } from '@/editions/themes.css';

export default function Document(props: DocumentProps) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as
    { shell?: { locale?: string } } | undefined;
  return (
    <Html lang={pageProps?.shell?.locale ?? edition.locale} className={themeClass[edition.slug]}>
      <Head>
        <meta name="theme-color" content={edition.themeColor} />
      </Head>
      <body className={edition.cssClass}>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
