// SPEC section 2 "Error page": 404 or any other status, with its image, texts and the way home.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { errorPageTitle } from '@/lib/rules/pageTitle';
import * as styles from './errorPage.css';

export function ErrorPage({ statusCode }: { statusCode: number }) {
  const t = usePageText();
  const notFound = statusCode === 404;
  const texts = notFound
    ? {
        lead: t('error.notFound.lead'),
        description: t('error.notFound.description'),
        image: '/images/error-404.svg',
        imageAlt: t('error.notFound.imageAlt'),
      }
    : {
        lead: t('error.server.lead'),
        description: t('error.server.description'),
        image: '/images/error-500.svg',
        imageAlt: t('error.server.imageAlt'),
      };
  return (
    <>
      <Head>
        <title>{errorPageTitle(edition.name, statusCode)}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.wrapper} aria-labelledby="error-lead">
        <img
          className={styles.image}
          src={texts.image}
          alt={texts.imageAlt}
          width={320}
          height={200}
        />
        <h1 id="error-lead" className={styles.lead}>
          {texts.lead}
        </h1>
        <p className={styles.description}>{texts.description}</p>
        <Link className={styles.button} href="/">
          {t('error.backHome')}
        </Link>
      </section>
    </>
  );
}
