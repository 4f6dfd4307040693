// /tamogatas/{slug?}: the support (subscription and donation) page; slug one of belepes, hiba, siker.
// SPEC section 5: 404 on the regional edition, and on the main edition while donations are closed.
import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { SupportAccount } from '@/components/accounts/SupportAccount';
import { DocPage } from '@/components/doc/DocPage';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { docStaticProps } from '@/lib/pages/docPageProps';
import { paths } from '@/lib/routing/paths';
import { renderModeOf } from '@/lib/routing/renderMode';
import type { MessageKey } from '@/lib/i18n/hu';
import type { DocPageProps } from '@/lib/view/docPage';
import { supportPageAvailable, supportSlugs, type SupportSlug } from '@/lib/routing/routeRules';

type Props = DocPageProps & { slug: SupportSlug | null };

const notes = {
  belepes: 'support.note.belepes',
  hiba: 'support.note.hiba',
  siker: 'support.note.siker',
} as const satisfies Record<SupportSlug, MessageKey>;

export default function SupportPage({ slug, ...doc }: Props) {
  const t = useTranslate();
  return (
    <DocPage {...doc}>
      {slug ? <p role="status">{t(notes[slug])}</p> : null}
      {slug === 'belepes' ? <SupportAccount /> : null}
      <p>
        <Link href={paths.doc(SUPPORT_FAQ_DOC)}>{t('support.faq')}</Link>
      </p>
    </DocPage>
  );
}

/** The support page's questions and answers (a document of data/docs). */
const SUPPORT_FAQ_DOC = 'tamogatas-gyik';

const docProps = docStaticProps({ slug: SUPPORT_FAQ_DOC });

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, res }) => {
  const segments = ([] as string[]).concat(params?.slug ?? []);
  const slug = segments[0]?.toLowerCase() ?? null;
  if (
    !supportPageAvailable() ||
    segments.length > 1 ||
    (slug !== null && !supportSlugs.includes(slug as SupportSlug))
  ) {
    return { notFound: true };
  }
  res.setHeader('Cache-Control', 'private, no-store');
  const result = await docProps({ params: {} });
  if (!('props' in result)) return { notFound: true };
  const props = await result.props;
  return {
    props: {
      ...props,
      shell: { ...props.shell, renderMode: renderModeOf(query) },
      path: paths.support(slug ?? undefined),
      slug: slug as SupportSlug | null,
    },
  };
};
