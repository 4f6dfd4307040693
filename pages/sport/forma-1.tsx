// /sport/forma-1: the Formula 1 page (SPEC section 2; issue 15). Rendered per URL (its query
// parameters are the selection) and cached briefly by shared caches; a live race refreshes in the browser.
import Head from 'next/head';
import { F1Page } from '@/components/sport/F1Page';
import { edition } from '@/editions/currentEdition';
import { sportText } from '@/lib/i18n/sport.hu';
import { f1PageProps } from '@/lib/pages/f1PageProps';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { F1PageProps } from '@/lib/view/f1';

export default function FormulaOneRoute({ view }: F1PageProps) {
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, sportText('f1.title'))}</title>
      </Head>
      <F1Page view={view} />
    </>
  );
}

export const getServerSideProps = f1PageProps;
