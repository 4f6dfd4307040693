import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/error/ErrorPage';
import { PAGE_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { loadErrorPageShell } from '@/lib/pages/loadShell';

export default function NotFoundPage() {
  return <ErrorPage statusCode={404} />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: { shell: await loadErrorPageShell() },
  revalidate: PAGE_LIFETIME_SECONDS.fixed,
});
