// Documents (/dokumentum/{slug}, impresszum, academy, youth, tax): rendered from the store's docs.
import type { GetStaticProps } from 'next';
import { edition } from '@/editions/currentEdition';
import type { EditionConfig } from '@/editions/editionSchema';
import { getContentSource } from '../content/getContentSource';
import { sanitizeArticleHtml } from '../content/sanitizeArticleHtml';
import { withoutUnavailableLinks } from '../routing/editionPages';
import { paths } from '../routing/paths';
import { loadShell } from './loadShell';
import { docSchema } from '../schemas/doc';
import { IMPRESS_SECTION_IDS, type DocPageProps } from '../view/docPage';
import { editionStaff, IMPRESS_DOC_SLUG } from '../content/services/impress';
import { withHeadingIds } from '../rules/docHeadings';
import { NEWSLETTER_SIGNUP_DOC } from '../newsletter/newsletterPaths';
import { newsletterSignupView } from '../newsletter/newsletterSignupView';

export const DOC_REVALIDATE_SECONDS = 300;

/**
 * getStaticProps for a document page. `slug` fixes the document (dedicated routes) or comes from the
 * path; `feature` names the edition switch that must be on (SPEC section 5: 404 on the regional edition).
 */
export function docStaticProps(
  options: { slug?: string; feature?: keyof EditionConfig['features']; path?: string } = {},
): GetStaticProps<DocPageProps> {
  return async ({ params }) => {
    if (options.feature && !edition.features[options.feature]) return { notFound: true };
    const slug = (options.slug ?? String(params?.slug ?? '')).toLowerCase();
    const raw = /^[a-z0-9-]{1,100}$/.test(slug)
      ? await getContentSource().getDocument('doc', slug)
      : null;
    const parsed = docSchema.safeParse(raw);
    if (!parsed.success) return { notFound: true, revalidate: DOC_REVALIDATE_SECONDS };
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
      revalidate: DOC_REVALIDATE_SECONDS,
    };
  };
}
