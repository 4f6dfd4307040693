// Answers of pages/api that have no schema of their own in lib/schemas/, composed from the schemas there
// so the OpenAPI document (apiDocument.ts) describes every answer with zod. Each mirrors what its route
// returns; the real-answer tests (realAnswers.test.ts, tests/e2e/openapi.spec.ts) catch any drift.
import { z } from 'zod';
import { AUTO_BLOCK_VERSIONS } from '../constants';
import { articleSchema, listItemSchema, listResultSchema } from '../schemas/article';
import {
  commonDataSchema,
  exchangeHistoryPointSchema,
  exchangeRateSchema,
  staffGroupSchema,
} from '../schemas/commonData';
import { publicUserSchema } from '../schemas/accountAnswers';
import { frontPageBlockSchema } from '../schemas/frontpage';
import { livescoreAnswer } from '../schemas/livescoreAnswer';
import { menusSchema } from '../schemas/menu';
import { minutesCounterSchema } from '../schemas/misc';
import { podcastEpisodeSchema, podcastSchema } from '../schemas/podcast';

const count = z.number().int().nonnegative();
const day = z.iso.date();
const listItems = z.array(listItemSchema);

/** Every 4xx/5xx answer of the JSON routes (lib/http/apiRoute.ts sendError). */
export const apiErrorSchema = z.object({
  error: z.object({ status: z.number().int().min(400).max(599), message: z.string() }),
  /** 404s only (SPEC section 8): 'Page Not Found' and the path that named nothing. */
  statusMessage: z.literal('Page Not Found').optional(),
  path: z.string().optional(),
});

export const itemsSchema = z.object({ items: listItems });

/** /api/search/autocomplete, as the search bar and the remote adapter read it. */
export { autocompleteAnswerSchema as autocompleteSchema } from '../schemas/autocompleteAnswer';

/** /api/articles/facebook/reaction: level by the thresholds of SPEC section 9. */
export const reactionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      engagement: count,
      level: z.enum(['high', 'medium']).nullable(),
    }),
  ),
});

export { counterAnswerSchema as counterSchema } from '../schemas/counterAnswer';
export const minutesSchema = minutesCounterSchema.extend({ day });

/** /api/docs/{slug}: a document of data/docs with its Markdown body rendered to `content` (HTML). */
export { docSchema } from '../schemas/doc';

/** /api/documents/{kind}: the store's named JSON document as it is (its shape depends on the kind). */
export const storedDocumentSchema = z.object({ data: z.unknown() });

export const episodePageSchema = z.object({
  items: z.array(podcastEpisodeSchema),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  totalItems: count,
  totalPages: count,
});
export const episodesSchema = z.object({ items: z.array(podcastEpisodeSchema) });
export const podcastsSchema = z.object({ items: z.array(podcastSchema) });
export const staffSchema = z.object({ items: z.array(staffGroupSchema) });

export const exchangeSchema = z.object({
  base: z.string(),
  currency: z.string(),
  current: exchangeRateSchema,
  history: z.array(exchangeHistoryPointSchema),
  /** Summary of the range (null when it has no points): change = last - first. */
  stats: z
    .object({
      first: z.number(),
      last: z.number(),
      min: z.number(),
      max: z.number(),
      change: z.number(),
      changePercent: z.number(),
    })
    .nullable(),
});

export const frontendInitSchema = z.object({ ...commonDataSchema.shape, menus: menusSchema });

export const autoBlockSchema = z.object({
  version: z.number().int().min(1).max(AUTO_BLOCK_VERSIONS),
  items: listItems,
});

/** /api/index/boxes: the blocks, and each block's items again under a name (topBoxItems, ...). */
export const indexBoxesSchema = z
  .object({ blocks: z.array(frontPageBlockSchema) })
  .catchall(listItems);

export const sectionBoxSchema = z.object({ title: z.string().optional(), items: listItems });

/** /api/articles/{id}/items?withContent=1: each post with its stored body HTML. */
export const listResultWithContentSchema = listResultSchema.extend({
  items: z.array(listItemSchema.extend({ content: z.string() })),
});

/** /api/map/articles: the section's articles that carry map coordinates. */
export const mapArticlesSchema = z.object({
  items: z.array(
    z.object({ title: z.string(), url: z.string(), geo: articleSchema.shape.geo.unwrap() }),
  ),
});

/** /api/search?for=: the cover groups of the sub-brands. */
export const searchGroupsSchema = z.object({
  groups: z.array(z.object({ slug: z.string(), items: listItems })),
});

/** The body POST /api/revalidate accepts. */
export { revalidateRequestSchema } from '../schemas/revalidate';

export const revalidateAnswerSchema = z.object({
  revalidated: z.array(z.string()),
  failed: z.array(z.string()),
  unknownIds: z.array(z.number().int()),
});

/** The document itself: described loosely, a client reads it with an OpenAPI tool. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
});

// Accounts (issue 14; SPEC section 7 "Security" and "CRM"). The answers the browser reads are
// lib/schemas/accountAnswers.ts's.
export {
  firstStepAnswerSchema,
  meAnswerSchema,
  sessionAnswerSchema,
  subscriptionsAnswerSchema,
} from '../schemas/accountAnswers';

export const loginRequestSchema = z.object({ email: z.string(), password: z.string() });
export const codeRequestSchema = z.object({ code: z.string() });
export const refreshRequestSchema = z.object({ refreshToken: z.string().optional() });
export const socialCheckRequestSchema = z.object({
  code: z.string(),
  redirect_uri: z.string(),
  state: z.string().optional(),
});
export const logoutAnswerSchema = z.object({
  loggedInUser: z.null(),
  isAuthenticated: z.literal(false),
});
export const userInfoSchema = z.object({
  ...publicUserSchema.shape,
  hasActiveSubscription: z.boolean(),
  createdAt: z.string(),
});
export const crmTokenRequestSchema = z.object({ email: z.string() });
export const crmTokenAnswerSchema = z.object({ token: z.string(), expiresAt: z.number().int() });

/** /api/livescore/...: the items' shapes are those of lib/schemas/football.ts, f1.ts and olympics.ts by path. */
export const livescoreAnswerSchema = livescoreAnswer(z.unknown());
export { electionAnswerSchema, electionsAnswerSchema } from '../schemas/electionAnswers';
