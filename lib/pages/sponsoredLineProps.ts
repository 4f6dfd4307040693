// The sponsored line a list page shows (SPEC section 5 "Sponsored line choice"), read from the
// sponsoredLines document and chosen by lib/rules/sponsoredLine.ts: for the list pages and for the
// after cover, which is /after's first page.
import type { ContentSource } from '../content/contentSource';
import { chooseSponsoredLine, type SponsoredList } from '../rules/sponsoredLine';
import { sponsoredLineSourceSchema } from '../schemas/sponsoredLine';
import type { SponsoredLineView } from '../view/listPage';

export async function loadSponsoredLine(
  source: ContentSource,
  list: SponsoredList,
): Promise<SponsoredLineView | null> {
  const lines = sponsoredLineSourceSchema
    .array()
    .parse((await source.getDocument('sponsoredLines')) ?? [])
    .map((line) => ({
      ...line,
      dateFrom: Date.parse(line.dateFrom) / 1000,
      dateTo: Date.parse(line.dateTo) / 1000,
    }));
  const line = chooseSponsoredLine(lines, { list, now: Date.now() });
  return line
    ? { description: line.description, ctLink: line.ctLink, cssClass: line.cssClass }
    : null;
}
