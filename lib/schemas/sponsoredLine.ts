// Sponsored lines of SPEC section 3 (the sponsor strip above list pages), as served by the API with
// unix-second dates and as written in data/sponsoredLines.json with ISO dates.
import { z } from 'zod';

const unixSeconds = z.number().int().nonnegative();
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const sponsoredLineFields = {
  active: z.boolean(),
  /** Shown on /legfrissebb. */
  newest: z.boolean(),
  /** Shown on section list pages whose super tag / tags match. */
  listPage: z.boolean(),
  /** Shown on a sub-brand front page (e.g. 'after'). */
  frontPageSlug: slug.nullable(),
  /** Super tag slugs; null matches any section (lib/rules/sponsoredLine.ts). */
  mainSuperTags: z.array(slug).nullable(),
  /** Tag slugs; null matches any (SPEC section 5). */
  tags: z.array(slug).nullable(),
  avCode: z.string().nullable(),
  ctLink: z.url().nullable(),
  cssClass: z.string(),
  description: z.string(),
};

export const sponsoredLineSchema = z
  .object({ ...sponsoredLineFields, dateFrom: unixSeconds, dateTo: unixSeconds })
  .refine((line) => line.dateFrom <= line.dateTo, {
    message: 'dateFrom must not be after dateTo',
    path: ['dateTo'],
  });
export type SponsoredLine = z.infer<typeof sponsoredLineSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

export const sponsoredLineSourceSchema = z
  .object({ ...sponsoredLineFields, dateFrom: isoDateTime, dateTo: isoDateTime })
  .refine((line) => Date.parse(line.dateFrom) <= Date.parse(line.dateTo), {
    message: 'dateFrom must not be after dateTo',
    path: ['dateTo'],
  });
export type SponsoredLineSource = z.infer<typeof sponsoredLineSourceSchema>;
