// SPEC section 5 "Search tags" and section 9 (autocomplete from 1 character, tag separator ';', add key
// Enter (13), deletion mark 1 s): the tag-based search bar as a pure reducer the component drives.
//
// - Tags only come from autocomplete: free text typed in the input is never turned into a tag, not even
//   on Enter, which adds the highlighted autocomplete item only.
// - Separator rows ('separator' class) and the category headings 'Rovatok', 'Témák', 'Cím', 'Szerzők' are
//   not tags. Adding a tag already present (same type and text) changes nothing but the input.
// - Backspace on an empty input marks the last deletable tag; a second Backspace less than 1 s later
//   deletes it. Otherwise the mark runs out: the component dispatches markExpired 1 s after marking,
//   and a late second Backspace (expiry not yet dispatched) marks again instead of deleting.
// - Protected tags (the fixed scope of a supplement search) are never marked or deleted; the last
//   deletable tag is the last unprotected one.
// - Any other action (typing, adding, removing) clears the mark.
import {
  AUTOCOMPLETE_MIN_LENGTH,
  SEARCH_TAG_DELETE_MARK_MS,
  SEARCH_TAG_SEPARATOR,
} from '../constants';
import type { AutocompleteItem } from '../schemas/autocompleteAnswer';
import type { SearchTag } from '../schemas/search';

/** Enter's keyCode, the only key that adds the highlighted autocomplete item (SPEC section 9). */
export const ADD_TAG_KEY_CODE = 13;
/** Category headings of the autocomplete list; never tags. */
export const AUTOCOMPLETE_CATEGORY_NAMES = ['Rovatok', 'Témák', 'Cím', 'Szerzők'] as const;
const SEPARATOR_CLASS = 'separator';

export interface SearchBarTag extends SearchTag {
  protected?: boolean;
}

export interface SearchBarState {
  tags: SearchBarTag[];
  input: string;
  /** When (unix ms) the last deletable tag was marked for deletion; null when nothing is marked. */
  markedAt: number | null;
}

export type SearchBarAction =
  | { type: 'input'; value: string }
  | { type: 'addFromAutocomplete'; item: AutocompleteItem }
  /** Enter pressed; `highlighted` is the autocomplete item under the keyboard cursor, if any. */
  | { type: 'enter'; highlighted: AutocompleteItem | null }
  | { type: 'backspaceOnEmpty'; now: number }
  | { type: 'markExpired'; now: number }
  /** A tag's own remove button. */
  | { type: 'remove'; index: number };

export function initialSearchBarState(tags: SearchBarTag[] = []): SearchBarState {
  return { tags, input: '', markedAt: null };
}

export function isAddKey(keyCode: number): boolean {
  return keyCode === ADD_TAG_KEY_CODE;
}

/** Whether the input is long enough to ask for autocomplete (1 character, spaces not counted). */
export function shouldAutocomplete(input: string): boolean {
  return input.trim().length >= AUTOCOMPLETE_MIN_LENGTH;
}

export function isTaggable(item: AutocompleteItem): boolean {
  if (item.classes?.includes(SEPARATOR_CLASS)) return false;
  const text = item.text.trim();
  if (text === '') return false;
  return !(AUTOCOMPLETE_CATEGORY_NAMES as readonly string[]).includes(text);
}

/** Index of the tag Backspace would mark and delete: the last unprotected one, or null. */
export function lastDeletableIndex(tags: readonly SearchBarTag[]): number | null {
  for (let i = tags.length - 1; i >= 0; i -= 1) if (!tags[i]?.protected) return i;
  return null;
}

/** Index of the tag shown as marked for deletion, or null. */
export function markedTagIndex(state: SearchBarState): number | null {
  return state.markedAt === null ? null : lastDeletableIndex(state.tags);
}

function add(state: SearchBarState, item: AutocompleteItem | null): SearchBarState {
  if (item === null || !isTaggable(item)) return state;
  const text = item.text.trim();
  const present = state.tags.some((tag) => tag.type === item.type && tag.text === text);
  return {
    tags: present ? state.tags : [...state.tags, { type: item.type, text }],
    input: '',
    markedAt: null,
  };
}

function withoutTag(state: SearchBarState, index: number | null): SearchBarState {
  const tag = index === null ? undefined : state.tags[index];
  if (tag === undefined || tag.protected) return { ...state, markedAt: null };
  return { ...state, tags: state.tags.filter((_, i) => i !== index), markedAt: null };
}

export function searchBarReducer(state: SearchBarState, action: SearchBarAction): SearchBarState {
  switch (action.type) {
    case 'input':
      return { ...state, input: action.value, markedAt: null };
    case 'addFromAutocomplete':
      return add(state, action.item);
    case 'enter':
      return add(state, action.highlighted);
    case 'backspaceOnEmpty': {
      if (state.input !== '') return state;
      const index = lastDeletableIndex(state.tags);
      if (index === null) return state;
      const marked =
        state.markedAt !== null && action.now - state.markedAt < SEARCH_TAG_DELETE_MARK_MS;
      return marked ? withoutTag(state, index) : { ...state, markedAt: action.now };
    }
    case 'markExpired':
      if (state.markedAt === null || action.now - state.markedAt < SEARCH_TAG_DELETE_MARK_MS) {
        return state;
      }
      return { ...state, markedAt: null };
    case 'remove':
      return withoutTag(state, action.index);
  }
}

/**
 * Tag texts joined with ';' (SPEC section 9). A ';' inside a text would split it in two on the way
 * back, so it becomes a space; empty texts are dropped.
 */
export function serializeSearchTags(tags: ReadonlyArray<Pick<SearchTag, 'text'>>): string {
  return tags
    .map((tag) => tag.text.split(SEARCH_TAG_SEPARATOR).join(' ').trim())
    .filter((text) => text !== '')
    .join(SEARCH_TAG_SEPARATOR);
}

/** Tag texts from a ';'-separated string: trimmed, empty pieces and repeats dropped. */
export function parseSearchTags(text: string): string[] {
  const texts = text.split(SEARCH_TAG_SEPARATOR).map((piece) => piece.trim());
  return [...new Set(texts.filter((piece) => piece !== ''))];
}
