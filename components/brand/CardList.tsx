// A list of cover cards (a grid of cards, or compact lines).
import type { CardItem } from '@/lib/view/cardItem';
import { BrandCard } from './BrandCard';
import * as styles from './brand.css';

interface Props {
  items: readonly CardItem[];
  renderedAt: number;
  variant?: 'card' | 'compact';
  kicker?: string;
}

export function CoverCardList({ items, renderedAt, variant = 'card', kicker }: Props) {
  return (
    <ul className={variant === 'card' ? styles.grid : styles.plainList}>
      {items.map((item) => (
        <li key={item.id}>
          <BrandCard item={item} renderedAt={renderedAt} variant={variant} kicker={kicker} />
        </li>
      ))}
    </ul>
  );
}
