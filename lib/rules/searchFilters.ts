// The search filter of SPEC section 3 as /api/search and /rss/archivum accept it (URL-encoded JSON),
// normalised into one shape the store can query. Unknown keys are ignored; wrong types are a 400.
import { z } from 'zod';

const text = z.string().trim().min(1).max(200);
const textList = z
  .union([text, z.array(z.union([text, z.object({ text, type: z.string().optional() })]))])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).map((entry) =>
      typeof entry === 'string' ? entry : entry.text,
    ),
  );
const parentValue = z.union([
  z.number().int(),
  z.null(),
  z.literal('null'),
  z.string().regex(/^\d+$/),
]);

const rawFiltersSchema = z
  .object({
    superTagSlugs: textList,
    superTags: textList,
    superTagSiteSlugs: textList,
    tagSlugs: textList,
    tags: textList,
    and_tags: textList,
    exact_tags: textList,
    not_tags: textList,
    authorSlugs: textList,
    authors: textList,
    flags: textList,
    title: textList,
    parentId: z.union([parentValue, z.array(parentValue).max(1)]),
  })
  .partial();

export interface SearchFilters {
  sections: string[];
  anyTags: string[];
  allTags: string[];
  notTags: string[];
  authors: string[];
  flags: string[];
  titleTerms: string[];
  /** null: top-level articles only; a number: children of that article; undefined: no condition. */
  parentId?: number | null;
}

export const emptyFilters: SearchFilters = {
  sections: [],
  anyTags: [],
  allTags: [],
  notTags: [],
  authors: [],
  flags: [],
  titleTerms: [],
};

export class BadFiltersError extends Error {
  override name = 'BadFiltersError';
}

/** Lowercases and strips to slug characters; filters name things by slug. */
function slugs(values: string[] | undefined): string[] {
  return [...new Set((values ?? []).map((v) => v.trim().toLowerCase()).filter(Boolean))];
}

export function parseSearchFilters(input: unknown): SearchFilters {
  if (input === undefined || input === null || input === '') return emptyFilters;
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new BadFiltersError('filters must be a JSON object');
    }
  }
  if (Array.isArray(value) && value.length === 0) return emptyFilters;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadFiltersError('filters must be a JSON object');
  }
  const parsed = rawFiltersSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadFiltersError(
      `filters.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const f = parsed.data;
  const rawParent = Array.isArray(f.parentId) ? f.parentId[0] : f.parentId;
  const parentId =
    f.parentId === undefined
      ? undefined
      : rawParent === null || rawParent === 'null' || rawParent === undefined
        ? null
        : Number(rawParent);
  return {
    sections: slugs([
      ...(f.superTagSlugs ?? []),
      ...(f.superTags ?? []),
      ...(f.superTagSiteSlugs ?? []),
    ]),
    anyTags: slugs([...(f.tagSlugs ?? []), ...(f.tags ?? [])]),
    allTags: slugs([...(f.and_tags ?? []), ...(f.exact_tags ?? [])]),
    notTags: slugs(f.not_tags),
    authors: slugs([...(f.authorSlugs ?? []), ...(f.authors ?? [])]),
    flags: slugs(f.flags),
    titleTerms: f.title ?? [],
    parentId,
  };
}
