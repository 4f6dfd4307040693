// The edition ids, without zod: edition lookups run in the browser too, where the schema is not needed.
export const editionSlugs = ['main', 'regional'] as const;
export type EditionSlug = (typeof editionSlugs)[number];

export function isEditionSlug(id: string | undefined): id is EditionSlug {
  return (editionSlugs as readonly string[]).includes(id ?? '');
}
