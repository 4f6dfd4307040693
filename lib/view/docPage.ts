// The props of a document page (/dokumentum/{slug}, impresszum, academy, youth, tax).
import type { EditionConfig } from '@/editions/editionSchema';
import type { DocHeading } from '../rules/docHeadings';
import type { Doc } from '../schemas/doc';
import type { StaffGroup } from '../schemas/commonData';
import type { NewsletterSignupView } from './newsletterPage';
import type { ShellData } from './shellData';

/** What the impresszum adds to its document: the edition's publisher and newsroom (issue 16). */
export interface ImpressView {
  publisher: EditionConfig['publisher'];
  staff: StaffGroup[];
}

/** Ids of the impresszum's own sections, which the document's heading ids must not take. */
export const IMPRESS_SECTION_IDS = { publisher: 'kiadoi-adatok', staff: 'munkatarsak' } as const;

export interface DocPageProps {
  shell: ShellData;
  doc: Doc;
  path: string;
  /** The body's headings (h2, h3) with the ids the body carries, in order (issue 16). */
  headings?: DocHeading[];
  /** The impresszum's publisher and staff; null on every other document. */
  impress?: ImpressView | null;
  /** The newsletter sign-up form under the sign-up document's body (issue 17); null elsewhere. */
  newsletter?: NewsletterSignupView | null;
}
