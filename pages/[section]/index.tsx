// A single-segment path: SPEC section 2 sends a path that matches a heading menu item to /rovat/{that},
// matched in any letter case and with the query string kept; anything else is a 404. Rendered per
// request (the query string is part of the answer) and cached by the CDN per URL for the menu's lifetime.
import type { GetServerSideProps } from 'next';
import { PAGE_LIFETIME_SECONDS, publicCacheControl } from '@/lib/cachePolicy';
import { getContentSource } from '@/lib/content/getContentSource';
import { headingMenuRedirect } from '@/lib/routing/codeRedirects';
import { matchRoute } from '@/lib/routing/routes';

export default function SingleSegment() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ params, resolvedUrl, res }) => {
  const menus = await getContentSource().getMenus();
  const headingSections = menus.heading.flatMap((item) => {
    const route = matchRoute(item.url);
    return route?.route.kind === 'articles_by_mstag' && route.named.path ? [route.named.path] : [];
  });
  const query = resolvedUrl.indexOf('?');
  const destination = headingMenuRedirect(
    String(params?.section ?? ''),
    headingSections,
    query < 0 ? '' : resolvedUrl.slice(query),
  );
  res.setHeader('Cache-Control', publicCacheControl(PAGE_LIFETIME_SECONDS.menuRedirect));
  return destination ? { redirect: { destination, permanent: false } } : { notFound: true };
};
