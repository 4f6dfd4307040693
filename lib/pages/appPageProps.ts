// The loaders of the pages that exist only for the newsroom's app (SPEC section 2): /empty and
// /app-web-widget, always in the app render mode (no site chrome, links handed to the app).
import { getContentSource } from '../content/getContentSource';
import { getSharedData } from '../content/services/sharedData';
import type { AppWidgetPageProps, EmptyPageProps } from '../view/appPages';
import { loadShell } from './loadShell';
import type { PageLoader } from './pageRequest';

export const loadEmptyPage: PageLoader<EmptyPageProps> = async () => ({
  props: { shell: await loadShell({ renderMode: 'app' }) },
});

export const loadAppWidget: PageLoader<AppWidgetPageProps> = async () => {
  const { exchangesRates, weatherData, trendingTags } = await getSharedData(getContentSource());
  return {
    props: {
      shell: await loadShell({ renderMode: 'app' }),
      data: { exchangesRates, weatherData, trendingTags },
      renderedAt: Date.now(),
    },
  };
};
