// The views a page kind renders (issue 30): each names the props of one page component. The route
// table's loaders (lib/pages/pageKinds.ts) say which view a request gets; components/pageViews.tsx
// says which component draws it, for the app-mode dispatcher, and a test holds every `pages/` file to
// the same pair.
import type { AppWidgetPageProps, EmptyPageProps } from './appPages';
import type { ArticlePageProps } from './articlePage';
import type { AfterCoverProps, G7CoverProps } from './brandCover';
import type { DocPageProps } from './docPage';
import type { ExchangePageProps } from './exchangePage';
import type { FrontPageProps } from './frontPage';
import type { ListPageProps, TopicListPageProps } from './listPage';
import type { EpisodePageProps, PodcastIndexProps, PodcastPageProps } from './podcast';
import type { SupplementPageProps } from './supplementPage';
import type { TaxPageProps } from './taxPage';

export interface PageViewProps {
  front: FrontPageProps;
  list: ListPageProps;
  /** A list a reader can follow: the list with its follow button. */
  topicList: TopicListPageProps;
  article: ArticlePageProps;
  doc: DocPageProps;
  tax: TaxPageProps;
  g7: G7CoverProps;
  after: AfterCoverProps;
  podcasts: PodcastIndexProps;
  podcast: PodcastPageProps;
  episode: EpisodePageProps;
  exchange: ExchangePageProps;
  supplement: SupplementPageProps;
  empty: EmptyPageProps;
  appWidget: AppWidgetPageProps;
}

export type PageView = keyof PageViewProps;
