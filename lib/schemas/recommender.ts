// Recommender response of SPEC section 3 (/api/recommended/mstag/all and the per-section recommender
// URLs of section 7). The caps of section 9 are applied by the recommender rule, not here.
import { z } from 'zod';
import { listItemSchema } from './article';

const items = z.array(listItemSchema);

export const recommenderResponseSchema = z.object({
  special: items,
  breaking: items,
  important: items,
  newest: items,
  favorite: items,
  pr: items,
  after: items,
  g7: items,
});
export type RecommenderResponse = z.infer<typeof recommenderResponseSchema>;
