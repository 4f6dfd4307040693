// SPEC section 9 "Recommender caps": special 4, breaking 6, important 4, newest 4, favorite 6, pr 2-4
// together with after and g7 items; the random version (1-20) rotates each list so readers see variety.
import { RECOMMENDER_CAPS, RECOMMENDER_VERSIONS } from '../constants';

export interface RecommenderLists<T> {
  special: T[];
  breaking: T[];
  important: T[];
  newest: T[];
  favorite: T[];
  pr: T[];
  after: T[];
  g7: T[];
}

function rotate<T>(list: T[], by: number): T[] {
  if (list.length === 0) return list;
  const shift = by % list.length;
  return [...list.slice(shift), ...list.slice(0, shift)];
}

/** Version from a query value: 1-20, anything else (or absent) -> 1. */
export function recommenderVersion(value: unknown): number {
  const v = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(v) && v >= 1 && v <= RECOMMENDER_VERSIONS ? v : 1;
}

export function applyRecommenderCaps<T>(
  lists: RecommenderLists<T>,
  version: number,
): RecommenderLists<T> {
  const turn = version - 1;
  const prCount =
    RECOMMENDER_CAPS.prMin + (turn % (RECOMMENDER_CAPS.prMax - RECOMMENDER_CAPS.prMin + 1));
  return {
    special: rotate(lists.special, turn).slice(0, RECOMMENDER_CAPS.special),
    breaking: lists.breaking.slice(0, RECOMMENDER_CAPS.breaking),
    important: lists.important.slice(0, RECOMMENDER_CAPS.important),
    newest: lists.newest.slice(0, RECOMMENDER_CAPS.newest),
    favorite: rotate(lists.favorite, turn).slice(0, RECOMMENDER_CAPS.favorite),
    pr: rotate(lists.pr, turn).slice(0, prCount),
    after: rotate(lists.after, turn).slice(0, 1),
    g7: rotate(lists.g7, turn).slice(0, 1),
  };
}
