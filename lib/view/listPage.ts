// The props of the shared list page (SPEC section 2 "List pages"), as the page component reads them.
import type { Brand } from '@/editions/brands';
import type { PageAds } from './ads';
import type { ListResult } from '../schemas/article';
import type { SearchTag } from '../schemas/search';
import type { SponsoredLine } from '../schemas/sponsoredLine';
import type { CardItem } from './cardItem';
import type { Hike } from './hike';
import type { ShellData } from './shellData';

export interface ListTab {
  label: string;
  href: string;
  active: boolean;
}

export interface ListPageProps {
  shell: ShellData;
  renderedAt: number;
  /** The page's ad slots (SPEC sections 3, 9), decided on the server. */
  ads: PageAds;
  route: {
    /** Canonical path of the list's first page. */
    basePath: string;
    page: number;
    title: string;
    tabs: ListTab[];
    /** Lists with their own article search keep their scope as a protected tag (szepkilatas). */
    searchTag: SearchTag | null;
    /** The sub-brand whose look the list takes (its tabs and pages), or null. */
    brand: Brand | null;
    /** The search bar's placeholder for this section (SPEC section 2: per section, default 'Keresés'). */
    searchPlaceholder: string | null;
  };
  author: ListResult['author'] | null;
  rss: string | null;
  items: CardItem[];
  totalPages: number;
  /** The list's four highlighted articles (the box shows only with exactly 4, SPEC section 9). */
  highlights: CardItem[];
  /** The partner article placed after the 4th item on /legfrissebb page 1. */
  partner: CardItem | null;
  sponsoredLine: SponsoredLineView | null;
  /** /rovat/szepkilatas: the hikes on a map and the 'Túra hírek' box (tag turahirek). */
  hiking: { hikes: Hike[]; news: CardItem[] } | null;
}

/** The sponsor strip of a list page (SPEC section 5), as the page prints it. */
export type SponsoredLineView = Pick<SponsoredLine, 'description' | 'ctLink' | 'cssClass'>;

/** The tag and section pages (issue 17): the list plus the topic a reader can follow them as. */
export interface TopicListPageProps extends ListPageProps {
  /** The topic id (lib/topics/topicNames.ts) and the name the follow button says; null: nothing to follow. */
  topic: { id: string; name: string } | null;
}
