// Props of the search page (/archivum, SPEC section 2 archivum): one page of a search's results with
// the term and filters that asked for it.
import type { CardItem } from './cardItem';
import type { ShellData } from './shellData';

export interface SearchPageProps {
  shell: ShellData;
  renderedAt: number;
  term: string;
  /** The filters as the URL carries them (JSON), kept by the search bar and the pagination. */
  filtersParam: string;
  items: CardItem[];
  page: number;
  totalPages: number;
  totalItems: number;
}
