import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/error/ErrorPage';
import { loadErrorPageShell } from '@/lib/pages/loadShell';

export default function ServerErrorPage() {
  return <ErrorPage statusCode={500} />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: { shell: await loadErrorPageShell() },
});
