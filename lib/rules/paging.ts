// SPEC section 5: `oldal` (or `page`) of 1 or absent is the first page; section 9: list page size 10
// by default, perPage overrides. Bad values never fail: they are clamped to something valid.
import { LIST_PAGE_SIZE, MAX_PER_PAGE, SHORT_LIST_PAGE_SIZE } from '../constants';

const MAX_PAGE = 100_000;

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function wholeNumber(value: unknown): number | null {
  const text = firstValue(value);
  if (typeof text === 'number') return Number.isInteger(text) ? text : null;
  if (typeof text !== 'string' || !/^\s*[+-]?\d{1,12}\s*$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/** Page number from a query value: absent, 0, negative or garbage -> 1; huge -> MAX_PAGE. */
export function parsePage(value: unknown): number {
  const page = wholeNumber(value);
  if (page === null || page < 1) return 1;
  return Math.min(page, MAX_PAGE);
}

/** perPage from a query value, clamped to 1..MAX_PER_PAGE; absent or garbage -> the default. */
export function parsePerPage(value: unknown, fallback = LIST_PAGE_SIZE): number {
  const perPage = wholeNumber(value);
  if (perPage === null) return fallback;
  return Math.min(Math.max(perPage, 1), MAX_PER_PAGE);
}

/**
 * The size of a list asked for with perPage or limit (SPEC section 9: "List page size default 10
 * (perPage overrides); some lists 5"). perPage overrides; the short lists are the ones asked for with
 * `limit` (SPEC section 7: the English and sub-article boxes' `/api/articles?limit=&filters[parent]=`),
 * which are 5 long when the limit names no size; a list asked for with neither is 10 long.
 */
export function parseListSize(query: { perPage?: unknown; limit?: unknown }): number {
  if (query.perPage !== undefined) return parsePerPage(query.perPage);
  if (query.limit !== undefined) return parsePerPage(query.limit, SHORT_LIST_PAGE_SIZE);
  return LIST_PAGE_SIZE;
}

export function totalPages(totalItems: number, perPage: number): number {
  return Math.ceil(totalItems / perPage);
}
