// The props of the sub-brand covers (SPEC section 2: /g7 and /after), as their components read them.
import type { G7CoverSections, AfterCoverSections } from '../rules/coverSections';
import type { CardItem } from './cardItem';
import type { ListTab, SponsoredLineView } from './listPage';
import type { ShellData } from './shellData';

export interface BrandCoverBase {
  shell: ShellData;
  renderedAt: number;
  rss: string;
  /** 'Összes cikk': the brand's full list, paged. */
  allArticlesHref: string;
}

export interface G7CoverProps extends BrandCoverBase {
  tabs: ListTab[];
  sections: G7CoverSections<CardItem>;
}

export interface AfterVideo {
  title: string;
  /** The video's own page (the facade links there before the reader asks for the player). */
  url: string;
  /** The privacy-friendly player, loaded only when the reader presses play; null for other sites. */
  embedUrl: string | null;
  portrait: boolean;
  social: Array<{ name: string; url: string }>;
}

export interface AfterMusic {
  embedUrl: string;
  height: number;
}

export interface AfterCoverProps extends BrandCoverBase {
  sections: AfterCoverSections<CardItem>;
  leaderLabel: string | null;
  video: AfterVideo | null;
  music: AfterMusic | null;
  /** /after's first page shows the after sponsored line too (SPEC section 5). */
  sponsoredLine: SponsoredLineView | null;
}
