// Props of the two pages that exist only for the newsroom's app (SPEC section 2): /empty, a neutral
// blank target, and /app-web-widget, the widget its home screen embeds. Both render in the app mode.
import type { SharedDataRefresh } from '../schemas/commonData';
import type { ShellData } from './shellData';

export interface EmptyPageProps {
  shell: ShellData;
}

export type AppWidgetData = Pick<
  SharedDataRefresh,
  'exchangesRates' | 'weatherData' | 'trendingTags'
>;

export interface AppWidgetPageProps {
  shell: ShellData;
  data: AppWidgetData;
  /** When the page was rendered (unix ms): the widget dates rates that are not today's. */
  renderedAt: number;
}
