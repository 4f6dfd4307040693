// /bench-bare: the framework baseline of the site bench (scripts/bench/site.ts, README "Benchmarks").
// It goes through exactly the path of our cached pages (getStaticProps with ISR, served from Next's
// cache, inside the shell) but has no data, no content-port call and no markup of its own: _app renders
// it with the empty shell (no menus). The cached article measured against it shows what our pages cost
// on top of Next itself. An ISR page rather than a fully static one, because Next serves prerendered
// static pages by a faster path (about 1.4x here) that an article can never take. Not linked anywhere.
import Head from 'next/head';
// The articles' revalidation time, so the baseline carries the same ISR bookkeeping.
import { PAGE_LIFETIME_SECONDS } from '@/lib/cachePolicy';

export default function BenchBarePage() {
  return (
    <Head>
      <title>bench</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
}

export const getStaticProps = async () => ({
  props: {},
  revalidate: PAGE_LIFETIME_SECONDS.article,
});
