// The props of the 1% page (/egyszazalek): the document and the foundation it asks readers to name.
import type { DocPageProps } from './docPage';

export interface TaxPageProps extends DocPageProps {
  foundation: { name: string; taxNumber: string };
}
