// /tamogatas/{slug?}: the support (subscription and donation) page; slug one of belepes, hiba, siker.
// SPEC section 5: 404 on the regional edition, and on the main edition while donations are closed.
import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DocPage } from '@/components/doc/DocPage';
import { docStaticProps } from '@/lib/pages/docPageProps';
import type { DocPageProps } from '@/lib/view/docPage';
import { supportPageAvailable, supportSlugs, type SupportSlug } from '@/lib/routing/routeRules';

type Props = DocPageProps & { slug: SupportSlug | null };

const notes: Record<SupportSlug, string> = {
  belepes: 'A támogatói fiókod kezeléséhez jelentkezz be az e-mail-címeddel.',
  hiba: 'A fizetés nem sikerült, a kártyádat nem terheltük meg. Kérjük, próbáld újra, vagy válassz másik fizetési módot.',
  siker: 'Köszönjük a támogatásodat! A visszaigazolást e-mailben is elküldtük.',
};

export default function SupportPage({ slug, ...doc }: Props) {
  return (
    <DocPage {...doc}>
      {slug ? <p role="status">{notes[slug]}</p> : null}
      <p>
        <Link href="/dokumentum/tamogatas-gyik">Gyakori kérdések a támogatásról</Link>
      </p>
    </DocPage>
  );
}

const docProps = docStaticProps({ slug: 'tamogatas-gyik' });

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
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
  const path = slug ? `/tamogatas/${slug}` : '/tamogatas';
  return { props: { ...(await result.props), path, slug: slug as SupportSlug | null } };
};
