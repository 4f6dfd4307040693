// The front page blocks (SPEC section 3) resolved to list items, and the named box lists older clients
// read from /api/index/boxes (topBoxItems, middle1BoxItems, ...).
import { BREAKING_BLOCK_POSITION, LATEST_ARTICLES_DEFAULT } from '../../constants';
import { translate } from '../../i18n/translate';
import { frontPageSourceSchema, type FrontPageBlock } from '../../schemas/frontpage';
import type { ContentSource } from '../contentSource';

export async function getFrontPageBlocks(source: ContentSource): Promise<FrontPageBlock[]> {
  const { blocks } = frontPageSourceSchema.parse(await source.getDocument('frontpage'));
  const placed = new Set(blocks.flatMap((block) => block.articles));
  const fixed = await source.getItemsBySlugs([...placed]);
  const bySlug = new Map(fixed.map((item) => [item.slug, item]));
  // Automatic blocks take successive slices of the latest articles the editors did not place.
  const autoCount = blocks.filter((block) => block.type === 'auto').length;
  const latest = await source.listArticles({
    page: 1,
    perPage: Math.min(100, LATEST_ARTICLES_DEFAULT * autoCount + placed.size),
  });
  const unplaced = latest.items.filter((item) => !placed.has(item.slug));
  let autoIndex = 0;
  // From the top of the page down, whatever order the editors' document lists the blocks in: the
  // highest automatic block gets the newest articles.
  return [...blocks]
    .sort((a, b) => a.position - b.position)
    .map((block) => ({
      position: block.position,
      type: block.type,
      // The front page is Hungarian in both editions: the first automatic block and those after it.
      title:
        block.title ??
        (block.type === 'auto'
          ? translate('hu', autoIndex === 0 ? 'front.autoBlock' : 'front.autoBlockMore')
          : null),
      items:
        block.type === 'auto'
          ? unplaced.slice(
              LATEST_ARTICLES_DEFAULT * autoIndex,
              LATEST_ARTICLES_DEFAULT * ++autoIndex,
            )
          : block.articles.flatMap((slug) => bySlug.get(slug) ?? []),
    }))
    .filter((block) => block.items.length > 0);
}

/** Name of a block's list in the /api/index/boxes answer. */
export function boxName(block: FrontPageBlock, index: number): string {
  if (block.position === BREAKING_BLOCK_POSITION) return 'breakingBoxItems';
  return index === 0 ? 'topBoxItems' : `middle${index}BoxItems`;
}

export async function getIndexBoxes(source: ContentSource) {
  const blocks = await getFrontPageBlocks(source);
  const regular = blocks.filter((block) => block.position !== BREAKING_BLOCK_POSITION);
  const named = Object.fromEntries(
    blocks.map((block) => [boxName(block, regular.indexOf(block)), block.items]),
  );
  return { blocks, ...named };
}
