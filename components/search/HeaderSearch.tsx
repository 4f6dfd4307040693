// The search in the site header (SPEC section 2 "Search bar"): on every page a disclosure opens the
// archive search, with the section's own placeholder on section pages. The server renders a plain GET
// form to /archivum inside a <details>, so it works without JavaScript; once a reader opens it, the
// tag search bar with autocomplete is loaded (React.lazy: no page pays for it before that) and takes
// the form's place with the focus in its input.
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import { LineIcon } from '../common/LineIcon';
import * as shell from '../layout/shell.css';
import * as styles from './search.css';

const SearchBar = lazyComponent(() => import('./SearchBar'), 'SearchBar');

export function HeaderSearch({ placeholder }: { placeholder: string | null }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const details = useRef<HTMLDetailsElement>(null);
  const plainInput = useRef<HTMLInputElement>(null);
  // A reader on a slow phone may open the disclosure, and even type, before the page hydrates: the
  // toggle event fired before React listened, so read both once React is there.
  useEffect(() => {
    const typed = plainInput.current?.value;
    if (typed) setTerm(typed);
    if (details.current?.open) setOpen(true);
  }, []);
  const text = placeholder ?? t('search.placeholder');
  const plainForm = (
    <form role="search" action={paths.search()} method="get" aria-label={t('search.header')}>
      <div className={styles.field}>
        <input
          ref={plainInput}
          className={styles.input}
          type="search"
          name="term"
          aria-label={text}
          placeholder={text}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
  return (
    <details
      ref={details}
      // The reader may have opened it before hydration (see above).
      suppressHydrationWarning
      className={shell.drawer}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className={shell.drawerSummary}>
        <LineIcon className={shell.searchIcon}>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21" />
        </LineIcon>
        <span className="visually-hidden">{t('search.open')}</span>
      </summary>
      <div className={`${shell.drawerPanel} ${shell.searchPanel}`}>
        {open ? (
          <Suspense fallback={plainForm}>
            <SearchBar initialTerm={term} placeholder={text} label={t('search.header')} autoFocus />
          </Suspense>
        ) : (
          plainForm
        )}
      </div>
    </details>
  );
}
