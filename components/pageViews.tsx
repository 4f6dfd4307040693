// The component of each page view (lib/view/pageViews.ts): what the app-mode dispatcher
// (pages/app-mode) renders for a page kind, and what every `pages/` file must export as its default
// (lib/pages/pageKinds.test.ts). Only the dispatcher imports this map; each web page imports its own
// component, so no page's bundle carries another page's code.
import type { ComponentType } from 'react';
import type { PageView, PageViewProps } from '@/lib/view/pageViews';
import { AppWidgetPage } from './app/AppWidgetPage';
import { EmptyPage } from './app/EmptyPage';
import { ArticlePage } from './article/ArticlePage';
import { AfterCover } from './brand/AfterCover';
import { G7Cover } from './brand/G7Cover';
import { DocPage } from './doc/DocPage';
import { ExchangePage } from './exchange/ExchangePage';
import { FrontPage } from './front/FrontPage';
import { ListPage } from './list/ListPage';
import { EpisodePage } from './podcast/EpisodePage';
import { PodcastIndexPage } from './podcast/PodcastIndexPage';
import { PodcastPage } from './podcast/PodcastPage';
import { SupplementPage } from './supplement/SupplementPage';
import { TaxPage } from './support/TaxPage';
import { TopicListPage } from './topics/TopicListPage';

export const pageViewComponents: { [V in PageView]: ComponentType<PageViewProps[V]> } = {
  front: FrontPage,
  list: ListPage,
  topicList: TopicListPage,
  article: ArticlePage,
  doc: DocPage,
  tax: TaxPage,
  g7: G7Cover,
  after: AfterCover,
  podcasts: PodcastIndexPage,
  podcast: PodcastPage,
  episode: EpisodePage,
  exchange: ExchangePage,
  supplement: SupplementPage,
  empty: EmptyPage,
  appWidget: AppWidgetPage,
};
