// A menu's links, titles as the shell menus give them (in the page's locale, or marked with the
// language they are in: lib/view/shellMenus.ts).
import Link from 'next/link';
import type { ShellMenuItem } from '@/lib/view/shellMenus';
import * as styles from './shell.css';

interface MenuListProps {
  items: readonly ShellMenuItem[];
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
            <a className={styles.menuLink} href={item.url} rel="noopener" lang={item.lang}>
              {item.title}
            </a>
          ) : (
            <Link className={styles.menuLink} href={item.url} prefetch={false} lang={item.lang}>
              {item.title}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
