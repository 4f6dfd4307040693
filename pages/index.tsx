// The front page. Until the front page issue lands it shows the shell and the section directory.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { loadShell } from '@/lib/loadShell';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { ShellData } from '@/lib/shellData';

export default function FrontPage({ shell }: { shell: ShellData }) {
  const t = useTranslate();
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name)}</title>
      </Head>
      <h1>{t('home.heading', { site: edition.name })}</h1>
      <ul>
        {shell.menus.heading.map((item) => (
          <li key={item.url}>
            <Link href={item.url}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export const getStaticProps: GetStaticProps = async () => ({
  props: { shell: await loadShell() },
  revalidate: 60,
});
