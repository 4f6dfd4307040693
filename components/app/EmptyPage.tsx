// /empty (SPEC section 2): a blank page the newsroom's app opens as a neutral target: no site chrome
// (app render mode), nothing to read, not indexed.
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';

export function EmptyPage() {
  return (
    <Head>
      <title>{edition.name}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
}
