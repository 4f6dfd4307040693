// Pagination by the `oldal` query parameter (SPEC section 2), with the window of section 9; hidden
// when there is only one page. `basePath` may carry a query (a search's term and filters): the page
// number is merged into it. Page links carry the stable hook class `page` (README "Public contracts").
import Link from 'next/link';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { withPage } from '@/lib/routing/paths';
import { paginationWindow } from '@/lib/rules/paginationWindow';
import * as styles from './list.css';

export function Pagination({
  basePath,
  page,
  totalPages,
}: {
  basePath: string;
  page: number;
  totalPages: number;
}) {
  const t = useTranslate();
  const entries = paginationWindow(page, totalPages);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('list.pagination')}>
      <ul className={styles.pagination}>
        {page > 1 ? (
          <li>
            <Link
              className={`${styles.pageLink} page`}
              href={withPage(basePath, page - 1)}
              rel="prev"
              aria-label={t('list.previous')}
            >
              ‹
            </Link>
          </li>
        ) : null}
        {entries.map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className={`${styles.pageLink} page`}
                href={withPage(basePath, entry)}
                aria-label={t('list.page', { n: entry })}
                aria-current={entry === page ? 'page' : undefined}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link
              className={`${styles.pageLink} page`}
              href={withPage(basePath, page + 1)}
              rel="next"
              aria-label={t('list.next')}
            >
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
