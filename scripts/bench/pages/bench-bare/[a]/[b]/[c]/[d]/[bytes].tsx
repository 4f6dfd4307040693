// /bench-bare/x/x/x/x/{bytes}: the framework baseline shaped like an article (README "Benchmarks").
// Like /bench-bare (pages/bench-bare/index.tsx) it has no data and goes through the path of our cached
// pages, but through a dynamic route of five segments rendered on first request, as articles are, and
// with {bytes} bytes of filler in its HTML. The article measured against it shows what our own request
// handling costs once Next's dynamic routing and the page's weight are the same on both sides.
import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
// The articles' revalidation time, so the baseline carries the same ISR bookkeeping.
import { PAGE_LIFETIME_SECONDS } from '@/lib/cachePolicy';

/** Filler sizes are whole kilobytes up to this, so at most a hundred such pages can be cached. */
const MAX_FILLER_KB = 100;

interface Props {
  /** Half the filler: the page data carries it once more. */
  filler: string;
}

export default function BenchBareArticleShapedPage({ filler }: Props) {
  return (
    <>
      <Head>
        <title>bench</title>
        <meta name="robots" content="noindex" />
      </Head>
      <p hidden>{filler}</p>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const text = String(params?.bytes);
  const bytes = Number(text);
  if (!/^\d{1,6}$/.test(text) || bytes % 1000 !== 0 || bytes > MAX_FILLER_KB * 1000) {
    return { notFound: true };
  }
  return { props: { filler: 'x'.repeat(bytes / 2) }, revalidate: PAGE_LIFETIME_SECONDS.article };
};
