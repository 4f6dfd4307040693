import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/error/ErrorPage';
import { loadShell } from '@/lib/pages/loadShell';

export default function NotFoundPage() {
  return <ErrorPage statusCode={404} />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: { shell: await loadShell() },
  revalidate: 3600,
});
