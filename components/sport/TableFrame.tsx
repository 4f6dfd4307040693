// The frame of every sport table (issue 27): a table wider than the screen scrolls sideways inside its
// own frame instead of widening the page or running into the next table. Focusable and named, so
// keyboard and screen-reader users can scroll it too.
import type { ReactNode } from 'react';
import * as styles from './sport.css';

export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
