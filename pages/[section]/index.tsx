// A single-segment path: SPEC section 2 sends a path that matches a heading menu item to /rovat/{that};
// anything else is a 404.
import type { GetStaticProps } from 'next';
import { PAGE_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { getContentSource } from '@/lib/content/getContentSource';
import { onFirstRequest } from '@/lib/pages/pageKinds';
import { paths } from '@/lib/routing/paths';
import { matchRoute } from '@/lib/routing/routes';

export default function SingleSegment() {
  return null;
}

export const getStaticProps: GetStaticProps = async ({ params }) => {
  const slug = String(params?.section ?? '').toLowerCase();
  const menus = await getContentSource().getMenus();
  const match = menus.heading.some((item) => {
    const route = matchRoute(item.url);
    return route?.route.kind === 'articles_by_mstag' && route.named.path?.toLowerCase() === slug;
  });
  const revalidate = PAGE_LIFETIME_SECONDS.menuRedirect;
  return match
    ? { redirect: { destination: paths.section(slug), permanent: false }, revalidate }
    : { notFound: true, revalidate };
};

export const getStaticPaths = onFirstRequest;
