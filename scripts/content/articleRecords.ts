// Turns validated demo article sources into store rows: the list item JSON, the page-only detail JSON,
// the body HTML and the list memberships. Shared by the demo import and the archive generator.
import { marked } from 'marked';
import { EDITION_BITS } from '@/lib/store/schema.sql';
import type { EditionSlug } from '@/editions/editionSlugs';
import type { Article, ListItem } from '@/lib/schemas/article';
import type { ArticleSource } from '@/lib/schemas/demoSource';
import { articlePath } from '@/lib/rules/articlePath';
import { imageSrcSet, imageUrl } from '@/lib/rules/imageUrl';
import { demoImage, PHOTOS_PREFIX } from '@/lib/content/services/demoImage';
import { IMAGE_SLOTS, SHARE_IMAGE } from '@/lib/images/imageSlots';
import type { ImageRecord } from '@/lib/schemas/image';
import { shiftInstant } from './worldShift';

export interface Taxonomy {
  superTags: Map<string, { id: number; slug: string; name: string; active: boolean }>;
  tags: Map<string, { id: number; slug: string; name: string }>;
  authors: Map<string, { slug: string; name: string; title?: string; avatar?: string }>;
  /** The photos the store keeps, by path: an image path without one is a drawing of the demo. */
  images: ReadonlyMap<string, ImageRecord>;
}

/** The path a page shows for an image the content names: the photo, or the demo's drawing. */
export function shownImage(
  path: string | null | undefined,
  images: ReadonlyMap<string, ImageRecord>,
): string | null {
  const shown = demoImage(path);
  if (shown?.startsWith(PHOTOS_PREFIX) && !images.has(shown)) {
    throw new Error(`no photo record for ${shown}`);
  }
  return shown;
}

/** A size suffix for a slot (SPEC section 3): 'width:height'. */
const slotSize = ({ width, height }: { width: number; height: number }) =>
  `${width}:${height}` as const;

/** What a live blog post needs of its parent. */
export interface ParentRef {
  id: number;
  editions: number;
  url: string;
}

export interface ArticleRow {
  id: number;
  slug: string;
  type: string;
  pubDate: number;
  updatedAt: number;
  version: number;
  mainSuperTag: string;
  parentId: number | null;
  pinned: boolean;
  active: boolean;
  editions: number;
  item: ListItem;
  detail: Omit<Article, keyof ListItem | 'content' | 'subArticles' | 'moreFromAuthors'>;
  content: string;
  /** Plain text of the body, for the full-text index. */
  text: string;
  links: Array<{ kind: 'tag' | 'mstag' | 'author' | 'flag'; key: string }>;
}

function lookup<T>(map: Map<string, T>, key: string, what: string, slug: string): T {
  const value = map.get(key);
  if (!value) throw new Error(`article ${slug}: unknown ${what} '${key}'`);
  return value;
}

function toUnix(iso: string, shiftWeeks: number): number {
  return Math.floor(shiftInstant(Date.parse(iso), shiftWeeks) / 1000);
}

function editionMask(editions: readonly EditionSlug[] | undefined): number {
  return (editions ?? ['main']).reduce((mask, edition) => mask | EDITION_BITS[edition], 0);
}

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}

export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildArticleRow(
  source: ArticleSource,
  context: {
    id: number;
    taxonomy: Taxonomy;
    /** The weeks the article's dates move (scripts/content/worldShift.ts). */
    shiftWeeks: number;
    parent?: ParentRef;
    childCount: number;
    contentHtml?: string;
  },
): ArticleRow {
  const { taxonomy, shiftWeeks, parent } = context;
  const superTag = (slug: string) => {
    const found = lookup(taxonomy.superTags, slug, 'super tag', source.slug);
    return { id: found.id, name: found.name, slug: found.slug, active: found.active };
  };
  const mainSuperTag = superTag(source.mainSuperTag);
  const superTags = (source.superTags ?? []).map(superTag);
  const tags = source.tags.map((slug) => {
    const found = lookup(taxonomy.tags, slug, 'tag', source.slug);
    return { id: found.id, name: found.name, slug: found.slug };
  });
  const authors = source.authors.map((slug) => {
    const found = lookup(taxonomy.authors, slug, 'author', source.slug);
    return {
      slug: found.slug,
      name: found.name,
      title: found.title ?? null,
      avatarSrc: shownImage(found.avatar, taxonomy.images),
    };
  });
  const flags = source.flags ?? [];
  const pubDate = toUnix(source.pubDate, shiftWeeks);
  const updatedAt = source.updatedAt ? toUnix(source.updatedAt, shiftWeeks) : pubDate;
  const image = shownImage(source.image, taxonomy.images);
  const photo = image ? taxonomy.images.get(image) : undefined;
  const card = IMAGE_SLOTS.card;
  const important = source.important === true || flags.includes('legfontosabb');
  const editions = parent ? parent.editions : editionMask(source.editions);
  const editionList = (Object.keys(EDITION_BITS) as EditionSlug[]).filter(
    (edition) => editions & EDITION_BITS[edition],
  );
  const url = parent
    ? `${parent.url}#${source.slug}`
    : articlePath({ mainSuperTag, pubDate, slug: source.slug });
  const content = context.contentHtml ?? renderMarkdown(source.body);
  const active = source.active !== false;

  const item: ListItem = {
    id: context.id,
    type: source.type,
    contentType: 'article',
    title: source.title,
    slug: source.slug,
    url,
    pubDate,
    insertedAt: pubDate,
    updatedAt,
    lead: source.lead,
    recommender: source.recommender ?? null,
    mainSuperTag,
    superTags,
    tags,
    flags: flags.map((slug) => ({ slug })),
    articleAuthors: authors,
    authors,
    recommendedBoxImage: image,
    resizedRecommendedBoxImage: imageUrl(image, slotSize(card)),
    mobileImage43: imageUrl(image, slotSize(IMAGE_SLOTS.mobile43)),
    mobileImage11: imageUrl(image, slotSize(IMAGE_SLOTS.mobile11)),
    imageSrc: imageUrl(image, slotSize(card)),
    imageSrcSet: imageSrcSet(image, card.width, card.height),
    imageAlt: image ? (source.imageAlt ?? photo?.caption ?? null) : null,
    imageColor: photo?.color ?? null,
    ctUrl: source.ctUrl ?? null,
    indexAVCode: source.indexAVCode ?? null,
    active,
    english: source.english === true,
    live: flags.includes('live'),
    adultContent: flags.includes('adult-content'),
    pr: flags.includes('pr'),
    important,
    favorite: source.favorite === true,
    announcement: source.announcement === true,
    parent: parent ? { id: parent.id } : null,
    pinned: source.pinned === true,
    subtitle: source.subtitle ?? null,
    headerType: source.headerType ?? (source.type === 'longform' ? 'cover' : null),
    colorScheme: source.colorScheme ?? null,
    originatingSite: editionList[0] ?? 'main',
    mirroringSites: editionList.slice(1),
    facebookEngagement: source.facebookEngagement ?? 0,
  };

  const detail: ArticleRow['detail'] = {
    version: 1 + context.childCount,
    paragraphCount: (content.match(/<p[\s>]/g) ?? []).length,
    contentHighlight: null,
    coverImage: image,
    coverImageText: source.coverImageText ?? null,
    coverImageFacts: photo
      ? {
          caption: photo.caption,
          credit: photo.credit,
          licence: photo.licence,
          licenceUrl: photo.licenceUrl,
          color: photo.color,
          preview: photo.preview,
        }
      : null,
    facebookImage: imageUrl(image, slotSize(SHARE_IMAGE)),
    halfImage: source.halfImage === true,
    colorClass: null,
    spiritualHelp: source.spiritualHelp === true,
    drugProblem: source.drugProblem === true,
    rank: 0,
    subType: null,
    minute: null,
    articleContributors: source.contributors ?? [],
    evergreen: source.evergreen === true,
    periodic: false,
    adfree: flags.includes('adfree'),
    articleWidthCover: source.type === 'longform',
    facebookSuggested: false,
    avCode: null,
    ogDescription: null,
    livescoreId: null,
    actions: [],
    geo: source.geo ?? null,
    boxTitle: source.title,
    boxLead: source.recommender ?? source.lead,
    heroImage: source.type === 'longform' ? image : null,
  };

  const links: ArticleRow['links'] = parent
    ? []
    : [
        ...[mainSuperTag, ...superTags].map((tag) => ({ kind: 'mstag' as const, key: tag.slug })),
        ...tags.map((tag) => ({ kind: 'tag' as const, key: tag.slug })),
        ...authors.map((author) => ({ kind: 'author' as const, key: author.slug })),
        ...flags.map((flag) => ({ kind: 'flag' as const, key: flag })),
        ...(important && !flags.includes('legfontosabb')
          ? [{ kind: 'flag' as const, key: 'legfontosabb' }]
          : []),
        ...(item.favorite ? [{ kind: 'flag' as const, key: 'favorite' }] : []),
        ...(item.announcement ? [{ kind: 'flag' as const, key: 'announcement' }] : []),
        ...(item.english ? [{ kind: 'flag' as const, key: 'english' }] : []),
      ];

  return {
    id: context.id,
    slug: source.slug,
    type: source.type,
    pubDate,
    updatedAt,
    version: detail.version,
    mainSuperTag: mainSuperTag.slug,
    parentId: parent ? parent.id : null,
    pinned: item.pinned,
    active,
    editions,
    item,
    detail,
    content,
    text: htmlToText(content),
    // The same list can be reached twice (main super tag also listed in superTags): keep one.
    links: links.filter(
      (link, index) =>
        links.findIndex((other) => other.kind === link.kind && other.key === link.key) === index,
    ),
  };
}
