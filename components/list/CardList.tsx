// A plain list of article cards (search results, supplement articles).
import type { CardItem } from '@/lib/view/cardItem';
import { ArticleCard } from './ArticleCard';
import { firstImageId } from './CardImage';
import * as styles from './list.css';

export function CardList({
  items,
  renderedAt,
}: {
  items: readonly CardItem[];
  renderedAt: number;
}) {
  const leadImage = firstImageId(items);
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <ArticleCard item={item} renderedAt={renderedAt} priority={item.id === leadImage} />
        </li>
      ))}
    </ol>
  );
}
