// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_SUGGESTIONS_CLOSE_MS } from '@/lib/constants';
import { hu } from '@/lib/i18n/hu';
import type { AutocompleteItem } from '@/lib/schemas/autocompleteAnswer';
import type { SearchBarTag } from '@/lib/rules/searchTags';
import { SearchBar } from './SearchBar';

// What a reader of the tag search bar notices (SPEC §2 "Search bar", §5 "Search tags", §9): the
// suggestions listbox, tags added with the keyboard or the mouse, Backspace marking then deleting the
// last tag, protected tags, and the search it submits.

const push = vi.fn<(url: string) => Promise<boolean>>();
vi.mock('next/router', () => ({ useRouter: () => ({ push }) }));

const fetchMock = vi.fn<typeof fetch>();
let answer: AutocompleteItem[] = [];

const SUGGESTIONS: AutocompleteItem[] = [
  { text: 'Rovatok', type: 'superTags', count: 0, classes: ['separator'] },
  { text: 'Belföld', type: 'superTags', count: 12 },
  { text: 'Témák', type: 'tags', count: 0, classes: ['separator'] },
  { text: 'választás', type: 'tags', count: 5 },
  // A category name is never a tag, even without the separator class (SPEC §5).
  { text: 'Szerzők', type: 'authors', count: 0 },
  { text: 'Szabó Eszter', type: 'authors', count: 3 },
];

beforeEach(() => {
  answer = SUGGESTIONS;
  push.mockReset().mockResolvedValue(true);
  fetchMock.mockReset().mockImplementation(async (input) => {
    const url = new URL(String(input), 'https://example.test');
    return url.pathname === '/api/search/autocomplete'
      ? Response.json({ items: answer })
      : new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

/**
 * Fake timers that user-event and Testing Library can drive: Testing Library only advances fake
 * timers it recognises as Jest's, so it gets a `jest` global that advances Vitest's.
 */
function startFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('combobox');
const tagList = () => screen.queryByRole('list', { name: hu['search.tags'] });
const tagTexts = () =>
  tagList()
    ? within(tagList()!)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent)
    : [];
/** What a screen reader reads as the input's description: the hint under it. */
const hint = () => document.getElementById(input().getAttribute('aria-describedby')!)!.textContent;
const lastFetchUrl = () =>
  new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'https://example.test');

async function typeAndWaitForSuggestions(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(input(), text);
  return screen.findByRole('listbox', { name: hu['search.suggestions'] });
}

describe('SearchBar suggestions (SPEC §5: tags only from autocomplete; category names are not tags)', () => {
  it('fetches suggestions for the typed term and the current tags', async () => {
    const user = userEvent.setup();
    render(<SearchBar initialTags={[{ type: 'tags', text: 'adó' }]} />);
    expect(screen.queryByRole('listbox')).toBeNull();
    await typeAndWaitForSuggestions(user, 'v');
    const url = lastFetchUrl();
    expect(url.pathname).toBe('/api/search/autocomplete');
    expect(url.searchParams.get('term')).toBe('v');
    expect(JSON.parse(url.searchParams.get('filters')!)).toEqual({ and_tags: ['adó'] });
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the suggestions as options, with category separators that are not options', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    const listbox = await typeAndWaitForSuggestions(user, 'b');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent?.trim()),
    ).toEqual(['Belföld (12)', 'választás (5)', 'Szabó Eszter (3)']);
    // Counts are visual only; the option is named by its text.
    expect(within(listbox).getByRole('option', { name: 'Belföld' })).toBeTruthy();
    for (const category of ['Rovatok', 'Témák', 'Szerzők']) {
      expect(within(listbox).getByText(category)).toBeTruthy();
      expect(within(listbox).queryByRole('option', { name: category })).toBeNull();
    }
  });

  it.each(['Rovatok', 'Témák', 'Szerzők'])(
    'clicking the category "%s" adds no tag',
    async (category) => {
      const user = userEvent.setup();
      render(<SearchBar />);
      const listbox = await typeAndWaitForSuggestions(user, 'b');
      await user.click(within(listbox).getByText(category));
      expect(tagList()).toBeNull();
      expect(input()).toHaveProperty('value', 'b');
    },
  );

  it('clicking a suggestion adds it as a tag and keeps the focus in the input', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    const listbox = await typeAndWaitForSuggestions(user, 'sz');
    await user.click(within(listbox).getByRole('option', { name: 'Szabó Eszter' }));
    expect(tagTexts()).toEqual(['Szabó Eszter']);
    expect(input()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a page that arrives with a term keeps its suggestions closed until the reader focuses the input (issue 27)', async () => {
    const user = userEvent.setup();
    render(<SearchBar initialTerm="bel" />);
    // The answer for the arriving term comes, but nothing is drawn over the page's results.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(input());
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });

  it('leaving the field closes the suggestions a moment later, unless the reader comes back', async () => {
    const user = startFakeClock();
    render(<SearchBar />);
    await typeAndWaitForSuggestions(user, 'b');
    act(() => input().blur());
    act(() => vi.advanceTimersByTime(SEARCH_SUGGESTIONS_CLOSE_MS - 50));
    act(() => input().focus());
    act(() => vi.advanceTimersByTime(SEARCH_SUGGESTIONS_CLOSE_MS));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => input().blur());
    act(() => vi.advanceTimersByTime(SEARCH_SUGGESTIONS_CLOSE_MS));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape closes the suggestions', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    await typeAndWaitForSuggestions(user, 'b');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SearchBar keyboard (SPEC §9: Enter adds the highlighted suggestion)', () => {
  it('arrow keys move over the options only, skipping separators, and wrap around', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    const listbox = await typeAndWaitForSuggestions(user, 'b');
    const active = () => {
      const id = input().getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      return option ? within(listbox).getAllByRole('option').indexOf(option) : null;
    };
    const selected = () =>
      within(listbox)
        .getAllByRole('option')
        .filter((o) => o.getAttribute('aria-selected') === 'true')
        .map((o) => o.firstChild?.textContent?.trim());
    expect(active()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Belföld']);
    expect(active()).toBe(0);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual(['Szabó Eszter']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Belföld']);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual(['Szabó Eszter']);
    expect(active()).toBe(2);
  });

  it.each([
    { keys: '{ArrowDown}', tag: 'Belföld' },
    { keys: '{ArrowDown}{ArrowDown}', tag: 'választás' },
    { keys: '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}', tag: 'Szabó Eszter' },
  ])('$keys then Enter adds "$tag" as a tag and does not search', async ({ keys, tag }) => {
    const user = userEvent.setup();
    render(<SearchBar />);
    await typeAndWaitForSuggestions(user, 'b');
    await user.keyboard(`${keys}{Enter}`);
    expect(tagTexts()).toEqual([tag]);
    expect(screen.getByRole('button', { name: `${tag} címke törlése` })).toBeTruthy();
    expect(input()).toHaveProperty('value', '');
    expect(push).not.toHaveBeenCalled();
  });

  // WAI-ARIA combobox pattern: with nothing highlighted, Up Arrow goes to the last suggestion.
  it('ArrowUp with nothing highlighted highlights the last option', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    await typeAndWaitForSuggestions(user, 'b');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(tagTexts()).toEqual(['Szabó Eszter']);
  });

  it('the next suggestions are asked with the new tag in the filters', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    await typeAndWaitForSuggestions(user, 'b');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await typeAndWaitForSuggestions(user, 'x');
    expect(lastFetchUrl().searchParams.get('term')).toBe('x');
    expect(JSON.parse(lastFetchUrl().searchParams.get('filters')!)).toEqual({
      and_tags: ['választás'],
    });
  });

  it('free text and Enter adds no tag: it searches for the text', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    await typeAndWaitForSuggestions(user, 'választás');
    await user.keyboard('{Enter}');
    expect(tagList()).toBeNull();
    expect(push).toHaveBeenCalledTimes(1);
    const url = new URL(push.mock.calls[0]![0], 'https://example.test');
    expect(url.pathname).toBe('/archivum');
    expect(url.searchParams.get('term')).toBe('választás');
    expect(url.searchParams.has('filters')).toBe(false);
  });
});

describe('SearchBar Backspace (SPEC §5: mark the last tag, then delete it; SPEC §9: within 1 s)', () => {
  const tags: SearchBarTag[] = [
    { type: 'tags', text: 'választás' },
    { type: 'authors', text: 'Szabó Eszter' },
  ];

  function setup(initialTags: SearchBarTag[]) {
    const user = startFakeClock();
    render(<SearchBar initialTags={initialTags} />);
    return user;
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('the first Backspace on an empty input marks the last tag and says so in the hint', async () => {
    const user = setup(tags);
    expect(hint()).toBe(hu['search.help']);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(tagTexts()).toEqual(['választás', 'Szabó Eszter']);
    expect(hint()).toBe('Szabó Eszter: még egy Backspace törli');
  });

  it.each([
    { after: 100, left: ['választás'], hinted: hu['search.help'] },
    { after: 999, left: ['választás'], hinted: hu['search.help'] },
    // The mark ran out: the second press marks again instead of deleting.
    {
      after: 1000,
      left: ['választás', 'Szabó Eszter'],
      hinted: 'Szabó Eszter: még egy Backspace törli',
    },
    {
      after: 3000,
      left: ['választás', 'Szabó Eszter'],
      hinted: 'Szabó Eszter: még egy Backspace törli',
    },
  ])('a second Backspace $after ms later leaves $left', async ({ after, left, hinted }) => {
    const user = setup(tags);
    await user.click(input());
    await user.keyboard('{Backspace}');
    await wait(after);
    await user.keyboard('{Backspace}');
    expect(tagTexts()).toEqual(left);
    expect(hint()).toBe(hinted);
  });

  it('the mark runs out after 1 s on its own', async () => {
    const user = setup(tags);
    await user.click(input());
    await user.keyboard('{Backspace}');
    await wait(1000);
    expect(hint()).toBe(hu['search.help']);
    expect(tagTexts()).toEqual(['választás', 'Szabó Eszter']);
  });

  it('Backspace in a non-empty input only edits the text', async () => {
    const user = setup(tags);
    await user.type(input(), 'ab');
    await user.keyboard('{Backspace}{Backspace}');
    expect(input()).toHaveProperty('value', '');
    expect(tagTexts()).toEqual(['választás', 'Szabó Eszter']);
    expect(hint()).toBe(hu['search.help']);
  });
});

describe('SearchBar protected tags (SPEC §5: a supplement search keeps its scope)', () => {
  it('a protected tag has no remove button and survives Backspace', async () => {
    const user = startFakeClock();
    render(
      <SearchBar
        initialTags={[
          { type: 'superTags', text: 'Szépkilátás', protected: true },
          { type: 'tags', text: 'Mátra' },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Szépkilátás címke törlése' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mátra címke törlése' })).toBeTruthy();
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(hint()).toBe('Mátra: még egy Backspace törli');
    await user.keyboard('{Backspace}');
    expect(tagTexts()).toEqual(['Szépkilátás']);
    for (let i = 0; i < 3; i += 1) {
      await user.keyboard('{Backspace}');
      await act(() => vi.advanceTimersByTime(200));
    }
    expect(tagTexts()).toEqual(['Szépkilátás']);
    expect(hint()).toBe(hu['search.help']);
  });

  it('an unprotected tag is removed with its button', async () => {
    const user = userEvent.setup();
    render(
      <SearchBar
        initialTags={[
          { type: 'tags', text: 'Mátra' },
          { type: 'tags', text: 'Bükk' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Mátra címke törlése' }));
    expect(tagTexts()).toEqual(['Bükk']);
  });
});

describe('SearchBar submit (SPEC §2: /archivum?term=…&filters=…)', () => {
  it('navigates to the archive with the term and the tags as filters', async () => {
    const user = userEvent.setup();
    render(
      <SearchBar
        initialTags={[
          { type: 'superTags', text: 'Belföld' },
          { type: 'tags', text: 'választás' },
          { type: 'authors', text: 'Szabó Eszter' },
        ]}
      />,
    );
    await user.type(input(), '  adó  ');
    await user.click(screen.getByRole('button', { name: hu['search.submit'] }));
    expect(push).toHaveBeenCalledTimes(1);
    const url = new URL(push.mock.calls[0]![0], 'https://example.test');
    expect(url.pathname).toBe('/archivum');
    expect(url.searchParams.get('term')).toBe('adó');
    expect(JSON.parse(url.searchParams.get('filters')!)).toEqual({
      superTags: ['Belföld'],
      and_tags: ['választás'],
      authors: ['Szabó Eszter'],
    });
  });

  it('without JavaScript it is a plain GET form to /archivum named as a search', () => {
    render(<SearchBar label="Keresés a cikkek között" />);
    const form = screen.getByRole('search', { name: 'Keresés a cikkek között' });
    expect(form.getAttribute('action')).toBe('/archivum');
    expect(form.getAttribute('method')).toBe('get');
    expect(input().getAttribute('name')).toBe('term');
  });
});

describe('SearchBar input', () => {
  it('takes the focus when autoFocus is set', () => {
    render(<SearchBar autoFocus />);
    expect(document.activeElement).toBe(input());
  });

  it('does not take the focus otherwise', () => {
    render(<SearchBar />);
    expect(document.activeElement).not.toBe(input());
  });

  it.each([
    { placeholder: 'Keresés a túrák között', expected: 'Keresés a túrák között' },
    { placeholder: undefined, expected: hu['search.placeholder'] },
  ])(
    'placeholder $placeholder is the placeholder and the name: $expected',
    ({ placeholder, expected }) => {
      render(<SearchBar placeholder={placeholder} />);
      const box = screen.getByRole('combobox', { name: expected });
      expect(box.getAttribute('placeholder')).toBe(expected);
    },
  );
});
