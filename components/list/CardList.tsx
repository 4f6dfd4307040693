// A plain list of article cards (search results, supplement articles).
import type { CardItem } from '@/lib/view/cardItem';
import { ArticleCard } from './ArticleCard';
import * as styles from './list.css';

export function CardList({
  items,
  renderedAt,
}: {
  items: readonly CardItem[];
  renderedAt: number;
}) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <ArticleCard item={item} renderedAt={renderedAt} />
        </li>
      ))}
    </ol>
  );
}
