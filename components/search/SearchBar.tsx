// The tag-based search bar (SPEC sections 2 and 5): a combobox whose suggestions come from
// /api/search/autocomplete; tags are added only from suggestions (Enter or click), Backspace on an
// empty input marks the last tag for 1 s and a second Backspace deletes it, protected tags stay.
// Without JavaScript it is a plain GET form to /archivum.
import { useRouter } from 'next/router';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { SEARCH_SUGGESTIONS_CLOSE_MS, SEARCH_TAG_DELETE_MARK_MS } from '@/lib/constants';
import { apiGet } from '@/lib/client/apiClient';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import { tagsToFilters } from '@/lib/rules/searchTagFilters';
import {
  initialSearchBarState,
  isAddKey,
  isTaggable,
  markedTagIndex,
  searchBarReducer,
  shouldAutocomplete,
  type SearchBarTag,
} from '@/lib/rules/searchTags';
import type { AutocompleteItem } from '@/lib/schemas/autocompleteAnswer';
import * as styles from './search.css';

interface Props {
  initialTags?: SearchBarTag[];
  initialTerm?: string;
  placeholder?: string;
  /** Accessible name of the search landmark. */
  label?: string;
  /** Take the focus when mounted (the header's search, opened by the reader). */
  autoFocus?: boolean;
}

const AUTOCOMPLETE_DEBOUNCE_MS = 150;

/** Loaded beside the first call: list pages have no room for zod/mini in their first-load JS. */
const autocompleteSchema = () =>
  import('@/lib/schemas/autocompleteAnswer').then((m) => m.autocompleteAnswerSchema);

/** The wall clock both ends of the Backspace mark read (its start on a key press, its expiry). */
const wallClock = () => Date.now();

export function SearchBar({
  initialTags = [],
  initialTerm = '',
  placeholder,
  label,
  autoFocus = false,
}: Props) {
  const t = useTranslate();
  const router = useRouter();
  const id = useId();
  const [state, dispatch] = useReducer(searchBarReducer, undefined, () => ({
    ...initialSearchBarState(initialTags),
    input: initialTerm,
  }));
  const [items, setItems] = useState<AutocompleteItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // The suggestions' close after a blur: cancelled by a new focus and when the bar goes away.
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const marked = markedTagIndex(state);
  const options = items.map((item, index) => ({ item, index, taggable: isTaggable(item) }));
  const taggable = options.filter((o) => o.taggable);

  // Fetch suggestions while typing (debounced); stale answers are dropped by the abort.
  useEffect(() => {
    if (!shouldAutocomplete(state.input)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams({
        term: state.input,
        filters: JSON.stringify(tagsToFilters(state.tags)),
      });
      apiGet(`/api/search/autocomplete?${params.toString()}`, autocompleteSchema, {
        signal: controller.signal,
      })
        .then((data) => {
          setItems(data.items);
          // Suggestions open only for a reader who is typing: a page that arrives with a term
          // (/archivum?term=…) must not open them over its own results.
          setOpen(inputRef.current !== null && document.activeElement === inputRef.current);
          setActive(-1);
        })
        .catch(() => undefined);
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [state.input, state.tags]);

  // A mark for deletion runs out after 1 s (SPEC section 9).
  useEffect(() => {
    if (state.markedAt === null) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'markExpired', now: wallClock() }),
      SEARCH_TAG_DELETE_MARK_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.markedAt]);

  function add(item: AutocompleteItem) {
    dispatch({ type: 'addFromAutocomplete', item });
    setOpen(false);
    setItems([]);
    inputRef.current?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!taggable.length) return;
      event.preventDefault();
      setOpen(true);
      const position = taggable.findIndex((o) => o.index === active);
      // With nothing highlighted, Down goes to the first suggestion and Up to the last (the WAI-ARIA
      // combobox pattern).
      const next =
        event.key === 'ArrowDown'
          ? position + 1
          : position === -1
            ? taggable.length - 1
            : position - 1;
      setActive(taggable[(next + taggable.length) % taggable.length]!.index);
    } else if (isAddKey(event.keyCode) || event.key === 'Enter') {
      const highlighted = open && active >= 0 ? (items[active] ?? null) : null;
      if (highlighted) {
        event.preventDefault();
        dispatch({ type: 'enter', highlighted });
        setOpen(false);
        setItems([]);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && state.input === '') {
      event.preventDefault();
      // The same clock as the mark's expiry (markExpired), so the 1 s window holds in every browser.
      dispatch({ type: 'backspaceOnEmpty', now: wallClock() });
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void router.push(
      paths.search({
        term: state.input.trim(),
        filters: state.tags.length ? JSON.stringify(tagsToFilters(state.tags)) : undefined,
      }),
    );
  }

  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  return (
    <form
      role="search"
      aria-label={label ?? t('search.placeholder')}
      action={paths.search()}
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
    >
      <div className={styles.field}>
        {state.tags.length ? (
          <ul className={styles.tags} aria-label={t('search.tags')}>
            {state.tags.map((tag, index) => (
              <li
                key={`${tag.type}:${tag.text}`}
                className={index === marked ? `${styles.tag} ${styles.markedTag}` : styles.tag}
                data-marked={index === marked ? 'true' : undefined}
              >
                {tag.text}
                {tag.protected ? null : (
                  <button
                    type="button"
                    className={styles.removeTag}
                    aria-label={t('search.removeTag', { tag: tag.text })}
                    onClick={() => dispatch({ type: 'remove', index })}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          name="term"
          role="combobox"
          aria-label={placeholder ?? t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={open && items.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={hintId}
          placeholder={placeholder ?? t('search.placeholder')}
          autoComplete="off"
          autoFocus={autoFocus}
          value={state.input}
          onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
          onKeyDown={onKeyDown}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(items.length > 0);
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(
              () => setOpen(false),
              SEARCH_SUGGESTIONS_CLOSE_MS,
            );
          }}
        />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {marked !== null
          ? t('search.markedTag', { tag: state.tags[marked]?.text ?? '' })
          : t('search.help')}
      </p>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.listbox}
        hidden={!open || items.length === 0}
      >
        {options.map(({ item, index, taggable: canAdd }) =>
          canAdd ? (
            <li
              key={index}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => {
                event.preventDefault();
                add(item);
              }}
            >
              {item.text} {item.count ? <span aria-hidden="true">({item.count})</span> : null}
            </li>
          ) : (
            <li key={index} role="presentation" className={styles.separator}>
              {item.text}
            </li>
          ),
        )}
      </ul>
    </form>
  );
}
