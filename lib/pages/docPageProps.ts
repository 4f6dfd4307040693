// Documents (/dokumentum/{slug}, impresszum, academy, youth, tax): rendered from the store's docs.
import { edition } from '@/editions/currentEdition';
import { getContentSource } from '../content/getContentSource';
import { sanitizeArticleHtml } from '../content/sanitizeArticleHtml';
import { withoutUnavailableLinks } from '../routing/editionPages';
import { paths } from '../routing/paths';
import { loadShell } from './loadShell';
import type { PageLoader } from './pageRequest';
import { docSchema } from '../schemas/doc';
import { IMPRESS_SECTION_IDS, type DocPageProps } from '../view/docPage';
import { editionStaff, IMPRESS_DOC_SLUG } from '../content/services/impress';
import { withHeadingIds } from '../rules/docHeadings';
import { NEWSLETTER_SIGNUP_DOC } from '../newsletter/newsletterPaths';
import { newsletterSignupView } from '../newsletter/newsletterSignupView';

/**
 * The loader of a document page. `slug` fixes the document (dedicated routes, whose edition switch is
 * the route table's) or comes from the path.
 */
export function loadDocPage(
  options: { slug?: string; path?: string } = {},
): PageLoader<DocPageProps> {
  return async ({ params }) => {
    const slug = (options.slug ?? params.slug ?? '').toLowerCase();
    const raw = /^[a-z0-9-]{1,100}$/.test(slug)
      ? await getContentSource().getDocument('doc', slug)
      : null;
    const parsed = docSchema.safeParse(raw);
    if (!parsed.success) return { notFound: true };
    // Chapters get stable ids for the table of contents and for links to them (issue 16).
    const { html, headings } = withHeadingIds(
      withoutUnavailableLinks(sanitizeArticleHtml(parsed.data.content)),
      Object.values(IMPRESS_SECTION_IDS),
    );
    return {
      props: {
        shell: await loadShell(),
        doc: { ...parsed.data, content: html },
        path: options.path ?? paths.doc(slug),
        headings,
        impress:
          slug === IMPRESS_DOC_SLUG
            ? { publisher: edition.publisher, staff: await editionStaff(getContentSource()) }
            : null,
        newsletter: slug === NEWSLETTER_SIGNUP_DOC ? newsletterSignupView() : null,
      },
    };
  };
}
