// The one place topics are named (issue 17, SPEC section 7 "GET, POST, DELETE /api/subscriptions
// (clientToken, topic)"): a reader follows a tag (/cimke/{slug}) as `tag:{slug}` and a section
// (/rovat/{slug}) as `section:{slug}`. The API, the follow button and the stored rows all use these
// ids, so a notifier can later map a new article's tags and sections to their followers. Pure and
// client-safe (no zod, no store): the follow button's pages import it. Which store list a topic is
// read from is the server's part (server/topicLists.ts).
import { TOPIC_SLUG_MAX_LENGTH } from '../constants';
import { paths } from '../routing/paths';

export const TOPIC_KINDS = ['tag', 'section'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

export interface Topic {
  kind: TopicKind;
  slug: string;
}

/** The slugs of tags and sections: lowercase ASCII words joined by '-' (as the list routes read them). */
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A topic id's form (the slug's length is checked apart: TOPIC_SLUG_MAX_LENGTH). */
export const TOPIC_ID_PATTERN = new RegExp(`^(${TOPIC_KINDS.join('|')}):(${SLUG})$`);

/** A tag's or section's slug as a topic names it. */
export function isTopicSlug(slug: string): boolean {
  return slug.length <= TOPIC_SLUG_MAX_LENGTH && new RegExp(`^${SLUG}$`).test(slug);
}

/** `{ kind: 'tag', slug: 'budapest' }` -> `tag:budapest`. */
export function topicId(topic: Topic): string {
  return `${topic.kind}:${topic.slug}`;
}

/**
 * `tag:budapest` -> `{ kind: 'tag', slug: 'budapest' }`; null for anything else (unknown kind, a slug
 * with capitals, spaces or accents, a missing or extra part). Only one spelling per topic is valid, so
 * one reader never holds the same topic twice under two spellings.
 */
export function parseTopicId(id: string): Topic | null {
  const match = TOPIC_ID_PATTERN.exec(id);
  const kind = TOPIC_KINDS.find((k) => k === match?.[1]);
  const slug = match?.[2];
  return kind && slug && slug.length <= TOPIC_SLUG_MAX_LENGTH ? { kind, slug } : null;
}

/** The page of a topic. */
export function topicPath(topic: Topic): string {
  return topic.kind === 'tag' ? paths.tag(topic.slug) : paths.section(topic.slug);
}
