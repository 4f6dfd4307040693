// A single-segment path: SPEC section 2 sends a path that matches a heading menu item to /rovat/{that};
// anything else is a 404.
import type { GetStaticPaths, GetStaticProps } from 'next';
import { getContentSource } from '@/lib/content/getContentSource';
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
    return route?.route.kind === 'articles_by_mstag' && route.params[0]?.toLowerCase() === slug;
  });
  return match
    ? { redirect: { destination: paths.section(slug), permanent: false }, revalidate: 300 }
    : { notFound: true, revalidate: 300 };
};

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
