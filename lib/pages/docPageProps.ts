// Documents (/dokumentum/{slug}, impresszum, academy, youth, tax): rendered from the store's docs.
import type { GetStaticProps } from 'next';
import { edition } from '@/editions/currentEdition';
import type { EditionConfig } from '@/editions/editionSchema';
import { getContentSource } from '../content/getContentSource';
import { sanitizeArticleHtml } from '../content/sanitizeArticleHtml';
import { paths } from '../routing/paths';
import { loadShell } from './loadShell';
import { docSchema } from '../schemas/doc';
import type { DocPageProps } from '../view/docPage';

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
    return {
      props: {
        shell: await loadShell(),
        doc: { ...parsed.data, content: sanitizeArticleHtml(parsed.data.content) },
        path: options.path ?? paths.doc(slug),
      },
      revalidate: DOC_REVALIDATE_SECONDS,
    };
  };
}
