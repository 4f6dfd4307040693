import Link from 'next/link';
import type { MenuItem } from '@/lib/schemas/menu';
import * as styles from './shell.css';

interface MenuListProps {
  items: readonly MenuItem[];
  layout: 'inline' | 'stack';
  className?: string;
}

export function MenuList({ items, layout, className }: MenuListProps) {
  const base = layout === 'inline' ? styles.inlineMenu : styles.stackMenu;
  return (
    <ul className={className ? `${base} ${className}` : base}>
      {items.map((item) => (
        <li key={`${item.url}|${item.title}`}>
          {item.external ? (
            <a className={styles.menuLink} href={item.url} rel="noopener">
              {item.title}
            </a>
          ) : (
            <Link className={styles.menuLink} href={item.url} prefetch={false}>
              {item.title}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
