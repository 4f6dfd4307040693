// A list of cover cards (a grid of cards, or compact lines); each card labels its partner content.
import type { CardItem } from '@/lib/view/cardItem';
import { BrandCard } from './BrandCard';
import * as styles from './brand.css';

interface Props {
  items: readonly CardItem[];
  renderedAt: number;
  variant?: 'card' | 'compact';
}

export function CoverCardList({ items, renderedAt, variant = 'card' }: Props) {
  return (
    <ul className={variant === 'card' ? styles.grid : styles.plainList}>
      {items.map((item) => (
        <li key={item.id}>
          <BrandCard item={item} renderedAt={renderedAt} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
