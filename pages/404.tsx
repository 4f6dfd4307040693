import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/error/ErrorPage';
import { loadErrorPageShell } from '@/lib/pages/loadShell';

export default function NotFoundPage() {
  return <ErrorPage statusCode={404} />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: { shell: await loadErrorPageShell() },
  revalidate: 3600,
});
