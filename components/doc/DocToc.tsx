// The table of contents of a long document (issue 16): links to its chapters' ids, so a reader can
// jump to a chapter without scrolling, with or without JavaScript.
import { usePageText } from '@/components/common/usePageText';
import type { DocHeading } from '@/lib/rules/docHeadings';
import * as styles from './doc.css';

export function DocToc({ entries }: { entries: readonly Pick<DocHeading, 'id' | 'text'>[] }) {
  const t = usePageText();
  return (
    <nav aria-labelledby="doc-toc" className={styles.toc}>
      <p id="doc-toc" className={styles.tocTitle}>
        {t('doc.toc')}
      </p>
      <ol className={styles.tocList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
