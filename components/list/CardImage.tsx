// A list item's image: decorative (the title next to it says it all), with the list size and its
// srcset from the store (SPEC section 3 image addressing). Lazy, except a list's first image: that
// one is in the first screen, usually its largest paint, so the browser fetches it at once.
import type { CardItem } from '@/lib/view/cardItem';

export function CardImage({
  item,
  className,
  priority = false,
}: {
  item: Pick<CardItem, 'imageSrc' | 'imageSrcSet'>;
  className: string;
  priority?: boolean;
}) {
  if (!item.imageSrc) return null;
  return (
    <img
      className={className}
      src={item.imageSrc}
      srcSet={item.imageSrcSet ?? undefined}
      alt=""
      width={400}
      height={225}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
    />
  );
}

/** The item whose image is a list's first (`priority` above), if any has one. */
export function firstImageId(items: ReadonlyArray<Pick<CardItem, 'id' | 'imageSrc'>>) {
  return items.find((item) => item.imageSrc)?.id;
}
