// The API routes behind /sitemap.xml and /sitemap/*.xml (rewritten here): the edition's sitemap
// context, the sitemap from the content port, served as application/xml.
import type { NextApiRequest } from 'next';
import { edition } from '@/editions/currentEdition';
import { getContentSource } from '../content/getContentSource';
import type { ContentSource } from '../content/contentSource';
import { CANONICAL_TIME_ZONE } from '../constants';
import { redirectsFor } from '../routing/redirectTable';
import type { SitemapSite } from './sitemaps';
import { SITEMAP_CONTENT_TYPE } from './sitemapXml';
import { xmlRoute } from './xmlRoute';

export function sitemapSite(): SitemapSite {
  return {
    siteUrl: edition.siteUrl,
    name: edition.name,
    timeZone: CANONICAL_TIME_ZONE,
    features: edition.features,
    redirects: redirectsFor(edition.slug),
  };
}

export function sitemapRoute(
  build: (
    source: ContentSource,
    site: SitemapSite,
    req: NextApiRequest,
  ) => Promise<{ body: string; maxAge?: number } | string | null>,
) {
  return xmlRoute(async (req) => {
    const result = await build(getContentSource(), sitemapSite(), req);
    if (result === null) return null;
    return typeof result === 'string'
      ? { body: result, contentType: SITEMAP_CONTENT_TYPE }
      : { ...result, contentType: SITEMAP_CONTENT_TYPE };
  });
}
