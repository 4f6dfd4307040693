// The recommender response of SPEC section 3 (special, breaking, important, newest, favorite, pr, after,
// g7) with the caps of section 9. Editors' lists come from the store; newest is always the latest.
import { RECOMMENDER_CAPS } from '../../constants';
import { applyRecommenderCaps } from '../../rules/recommenderCaps';
import type { ListItem } from '../../schemas/article';
import { recommendedSourceSchema } from '../../schemas/frontpage';
import type { ContentSource } from '../contentSource';

export async function getRecommended(source: ContentSource, version: number, section?: string) {
  const lists = recommendedSourceSchema.parse(await source.getDocument('recommended'));
  const resolve = (slugs: string[]) => source.getItemsBySlugs(slugs);
  const newest = await source.listArticles({
    filter: section ? { kind: 'mstag', key: section } : undefined,
    page: 1,
    perPage: RECOMMENDER_CAPS.newest,
  });
  const [special, breaking, important, favorite, pr, after, g7] = await Promise.all(
    [
      lists.special,
      lists.breaking,
      lists.important,
      lists.favorite,
      lists.pr,
      lists.after,
      lists.g7,
    ].map(resolve),
  );
  return applyRecommenderCaps<ListItem>(
    {
      special: special!,
      breaking: breaking!,
      important: important!,
      newest: newest.items,
      favorite: favorite!,
      pr: pr!,
      after: after!,
      g7: g7!,
    },
    version,
  );
}
