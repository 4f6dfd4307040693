// /app-web-widget (SPEC section 2, route app-webview): the page around the widget the newsroom's app
// embeds (AppWidget.tsx): its title, not indexed.
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import type { AppWidgetPageProps } from '@/lib/view/appPages';
import { AppWidget } from './AppWidget';

export function AppWidgetPage({ data, renderedAt }: AppWidgetPageProps) {
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
