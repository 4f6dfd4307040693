// /sport/foci: the football page (SPEC section 2; issue 15). Rendered per URL (its query parameters
// are the selection) and cached briefly by shared caches; live matches refresh in the browser.
import Head from 'next/head';
import { FootballPage } from '@/components/sport/FootballPage';
import { edition } from '@/editions/currentEdition';
import { sportText } from '@/lib/i18n/sport.hu';
import { footballPageProps } from '@/lib/pages/footballPageProps';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { FootballPageProps } from '@/lib/view/football';

export default function FootballRoute({ view }: FootballPageProps) {
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, sportText('football.title'))}</title>
      </Head>
      <FootballPage view={view} />
    </>
  );
}

export const getServerSideProps = footballPageProps;
