// A list item's image at the card slot, with its srcset from the store (SPEC section 3 image
// addressing), described by its photo's caption and painted in the photo's colour until it arrives.
// Lazy, except a list's first image: that one is in the first screen, usually its largest paint, so
// the browser fetches it at once.
import { IMAGE_SLOTS } from '@/lib/images/imageSlots';
import type { CardItem } from '@/lib/view/cardItem';
import { imagePlaceholder } from '@/lib/view/imagePlaceholder';

export function CardImage({
  item,
  className,
  priority = false,
}: {
  item: Pick<CardItem, 'imageSrc' | 'imageSrcSet' | 'imageAlt' | 'imageColor'>;
  className: string;
  priority?: boolean;
}) {
  if (!item.imageSrc) return null;
  return (
    <img
      className={className}
      src={item.imageSrc}
      srcSet={item.imageSrcSet ?? undefined}
      alt={item.imageAlt ?? ''}
      width={IMAGE_SLOTS.card.width}
      height={IMAGE_SLOTS.card.height}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      style={imagePlaceholder(item.imageColor)}
    />
  );
}

/** The item whose image is a list's first (`priority` above), if any has one. */
export function firstImageId(items: ReadonlyArray<Pick<CardItem, 'id' | 'imageSrc'>>) {
  return items.find((item) => item.imageSrc)?.id;
}
