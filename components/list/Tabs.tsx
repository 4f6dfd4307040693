// Tabs of a list or supplement page: links, the active one marked for assistive technology too.
import Link from 'next/link';
import * as styles from './list.css';

export interface Tab {
  label: string;
  href: string;
  active: boolean;
}

export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              className={styles.tab}
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
