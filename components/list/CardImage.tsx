// A list item's image: decorative (the title next to it says it all), lazy, with the list size and its
// srcset from the store (SPEC section 3 image addressing).
import type { CardItem } from '@/lib/view/cardItem';

export function CardImage({
  item,
  className,
}: {
  item: Pick<CardItem, 'imageSrc' | 'imageSrcSet'>;
  className: string;
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
      loading="lazy"
      decoding="async"
    />
  );
}
