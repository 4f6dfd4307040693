// /empty: an intentionally blank page inside the shell (used by the mobile app as a neutral target).
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { loadShell } from '@/lib/pages/loadShell';

export default function EmptyPage() {
  return (
    <Head>
      <title>{edition.name}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
}

export const getStaticProps = async () => ({
  props: { shell: await loadShell() },
  revalidate: 3600,
});
