// A titled section of a sub-brand cover; renders nothing when it has nothing to show.
import { useId, type ReactNode } from 'react';
import * as styles from './brand.css';

interface Props {
  title: string;
  /** Whether the section has content (an empty section is left out, not printed with a bare title). */
  filled: boolean;
  children: ReactNode;
  className?: string;
  /** A section inside another section takes an h3. */
  level?: 2 | 3;
}

export function CoverSection({ title, filled, children, className, level = 2 }: Props) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  if (!filled) return null;
  return (
    <section aria-labelledby={id} className={`${styles.section} ${className ?? ''}`}>
      <Heading id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
