// Front page blocks of SPEC section 3 (position 1000 marks the breaking block), auto block versions,
// and the demo files data/frontpage.<edition>.json and data/recommended.<edition>.json.
import { z } from 'zod';
import { AUTO_BLOCK_VERSIONS, BREAKING_BLOCK_POSITION } from '@/lib/constants';
import { listItemSchema } from './article';

const articleSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const frontPageBlockTypeSchema = z.enum(['cover', 'list', 'auto', 'breaking']);
export type FrontPageBlockType = z.infer<typeof frontPageBlockTypeSchema>;

const position = z.number().int().positive();

function breakingMatchesPosition(block: { type: FrontPageBlockType; position: number }) {
  return (block.type === 'breaking') === (block.position === BREAKING_BLOCK_POSITION);
}
const breakingPositionIssue = {
  message: `a breaking block sits at position ${BREAKING_BLOCK_POSITION}, and only a breaking block`,
  path: ['position'],
};

export const frontPageBlockSourceSchema = z
  .object({
    position,
    type: frontPageBlockTypeSchema,
    title: z.string().min(1).optional(),
    /** Article slugs; empty for auto blocks, which are filled at request time. */
    articles: z.array(articleSlug),
  })
  .refine(breakingMatchesPosition, breakingPositionIssue);
export type FrontPageBlockSource = z.infer<typeof frontPageBlockSourceSchema>;

export const frontPageSourceSchema = z.object({
  blocks: z
    .array(frontPageBlockSourceSchema)
    .refine((blocks) => new Set(blocks.map((b) => b.position)).size === blocks.length, {
      message: 'block positions must be unique',
    }),
});
export type FrontPageSource = z.infer<typeof frontPageSourceSchema>;

export const frontPageBlockSchema = z
  .object({
    position,
    type: frontPageBlockTypeSchema,
    title: z.string().nullable(),
    items: z.array(listItemSchema),
  })
  .refine(breakingMatchesPosition, breakingPositionIssue);
export type FrontPageBlock = z.infer<typeof frontPageBlockSchema>;

/** /api/index/auto-block?v=: numbers 1 to 4 (query strings must be converted first). */
export const autoBlockVersionSchema = z.number().int().min(1).max(AUTO_BLOCK_VERSIONS);
export type AutoBlockVersion = z.infer<typeof autoBlockVersionSchema>;

const slugs = z.array(articleSlug);

/** data/recommended.<edition>.json: the recommender lists as article slugs. */
export const recommendedSourceSchema = z.object({
  special: slugs,
  breaking: slugs,
  important: slugs,
  newest: slugs,
  favorite: slugs,
  pr: slugs,
  after: slugs,
  g7: slugs,
});
export type RecommendedSource = z.infer<typeof recommendedSourceSchema>;
