// /egyszazalek: the 1% document with the foundation's details right after the lead, where a reader
// about to fill in the declaration looks for the tax number (the box takes the place of a table of
// contents: the reader came for the number).
import type { TaxPageProps } from '@/lib/view/taxPage';
import { DocPage } from '../doc/DocPage';
import { TaxNumber } from './TaxNumber';

export function TaxPage({ foundation, ...doc }: TaxPageProps) {
  return (
    <DocPage
      {...doc}
      headings={[]}
      beforeBody={<TaxNumber name={foundation.name} taxNumber={foundation.taxNumber} />}
    />
  );
}
