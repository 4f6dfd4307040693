// SPEC section 5: the canonical article URL /{mainSuperTag}/{yyyy}/{mm}/{dd}/{slug}, dated in Budapest
// time whatever the edition, and the live blog variant with /elo.
import { TZDate } from '@date-fns/tz';
import { CANONICAL_TIME_ZONE } from '../constants';

export function articlePath(article: {
  mainSuperTag: { slug: string };
  pubDate: number;
  slug: string;
}): string {
  const date = new TZDate(article.pubDate * 1000, CANONICAL_TIME_ZONE);
  const yyyy = String(date.getFullYear());
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `/${article.mainSuperTag.slug}/${yyyy}/${mm}/${dd}/${article.slug}`;
}
