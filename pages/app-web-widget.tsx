// /app-web-widget (SPEC section 2, route app-webview): the widget the newsroom's app embeds (rates,
// weather, trending topics; components/app/AppWidget.tsx). Always in the app render mode: no site
// chrome, links handed to the app.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { AppWidget, type AppWidgetData } from '@/components/app/AppWidget';
import { edition } from '@/editions/currentEdition';
import { getContentSource } from '@/lib/content/getContentSource';
import { getSharedData } from '@/lib/content/services/sharedData';
import { loadShell } from '@/lib/pages/loadShell';

interface Props {
  data: AppWidgetData;
  /** When the page was rendered (unix ms): the widget dates rates that are not today's. */
  renderedAt: number;
}

export default function AppWidgetPage({ data, renderedAt }: Props) {
  return (
    <>
      <Head>
        <title>{edition.name}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AppWidget initial={data} renderedAt={renderedAt} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { exchangesRates, weatherData, trendingTags } = await getSharedData(getContentSource());
  return {
    props: {
      shell: await loadShell({ renderMode: 'app' }),
      data: { exchangesRates, weatherData, trendingTags },
      renderedAt: Date.now(),
    },
    revalidate: 60,
  };
};
