// The shared data of /api/frontend/init and /api/frontend/refresh (SPEC section 7): component switches,
// the edition's exchange rates and weather, flooding notice, pip status, trending tags, widgets.
import { edition } from '@/editions/currentEdition';
import type { CommonData } from '../../schemas/commonData';
import {
  storedCommonDataSchema,
  exchangeSourceSchema,
  weatherSourceSchema,
} from '../../schemas/commonDataSource';
import type { ContentSource } from '../contentSource';
import { servedPipStatus } from '../../rules/pipState';
export async function getExchange(source: ContentSource) {
  return exchangeSourceSchema.parse(await source.getDocument('exchange'));
}

export async function getSharedData(source: ContentSource): Promise<CommonData> {
  const [common, exchange, weather] = await Promise.all([
    source.getDocument('commonData').then((d) => storedCommonDataSchema.parse(d)),
    getExchange(source),
    source.getDocument('weather').then((d) => weatherSourceSchema.array().parse(d)),
  ]);
  return {
    componentSetup: common.componentSetup,
    exchangesRates: exchange[edition.currency],
    weatherData: weather
      .filter((w) => w.edition === edition.slug)
      .map(({ edition: _e, ...w }) => (void _e, w)),
    floodingData: common.flooding,
    // Set by the newsroom (scripts/content/storeWriter.ts `pip`); only a video-site link is shown.
    pipStatus: servedPipStatus(common.pipStatus),
    trendingTags: common.trendingTags,
    widgets: common.widgets,
    searchPlaceholders: common.searchPlaceholders,
  };
}
