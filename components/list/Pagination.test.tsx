// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { en } from '@/lib/i18n/en';
import { hu } from '@/lib/i18n/hu';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { Pagination } from './Pagination';

// What a reader of a list page notices of its pagination: the page numbers shown and the gaps between
// them, where each link leads, which page is the current one and what a screen reader announces.

function renderPagination(page: number, totalPages: number, basePath = '/rovat/belfold') {
  return render(<Pagination basePath={basePath} page={page} totalPages={totalPages} />);
}

const nav = () => screen.getByRole('navigation', { name: 'Lapozás' });
/** What is printed, in order: arrows, page numbers and the '…' of a gap. */
const printed = () => [...nav().querySelectorAll('li')].map((li) => li.textContent?.trim() ?? '');
/** The numbered page links, by their visible number. */
const numberedLinks = () =>
  within(nav())
    .getAllByRole('link')
    .filter((link) => /^\d+$/.test(link.textContent ?? ''));
const href = (link: HTMLElement) => link.getAttribute('href');

describe('Pagination window (SPEC §9: pages within 1 of the current one, 2 at the ends; gaps)', () => {
  it.each([
    { page: 1, total: 2, shown: ['1', '2', '›'] },
    { page: 2, total: 3, shown: ['‹', '1', '2', '3', '›'] },
    { page: 1, total: 10, shown: ['1', '2', '3', '…', '10', '›'] },
    { page: 10, total: 10, shown: ['‹', '1', '…', '8', '9', '10'] },
    { page: 5, total: 10, shown: ['‹', '1', '…', '4', '5', '6', '…', '10', '›'] },
    // A hidden run of a single page is shown as that page, not as a gap.
    { page: 4, total: 10, shown: ['‹', '1', '2', '3', '4', '5', '…', '10', '›'] },
    { page: 7, total: 10, shown: ['‹', '1', '…', '6', '7', '8', '9', '10', '›'] },
    { page: 2, total: 10, shown: ['‹', '1', '2', '3', '…', '10', '›'] },
  ])('page $page of $total shows $shown', ({ page, total, shown }) => {
    renderPagination(page, total);
    expect(printed()).toEqual(shown);
  });

  it('does not announce a gap to screen readers (it is decoration, not a page)', () => {
    renderPagination(5, 10);
    const items = within(nav()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).not.toContain('…');
    // ‹ 1 4 5 6 10 ›
    expect(items).toHaveLength(7);
  });
});

describe('Pagination visibility (SPEC §2: hidden when totalPages is 1 or less)', () => {
  it.each([1, 0])('renders nothing for totalPages %i', (total) => {
    const { container } = renderPagination(1, total);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.textContent).toBe('');
  });
});

describe('Pagination links (SPEC §2: the `oldal` query parameter)', () => {
  it('links every page number to its page, page 1 without `oldal`', () => {
    renderPagination(5, 10);
    expect(numberedLinks().map((link) => [link.textContent, href(link)])).toEqual([
      ['1', '/rovat/belfold'],
      ['4', '/rovat/belfold?oldal=4'],
      ['5', '/rovat/belfold?oldal=5'],
      ['6', '/rovat/belfold?oldal=6'],
      ['10', '/rovat/belfold?oldal=10'],
    ]);
  });

  it('marks the current page, and only it, with aria-current="page"', () => {
    renderPagination(5, 10);
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toBe('5');
  });

  it.each([
    { page: 1, total: 3, prev: null, next: '/rovat/belfold?oldal=2' },
    { page: 2, total: 3, prev: '/rovat/belfold', next: '/rovat/belfold?oldal=3' },
    { page: 3, total: 3, prev: '/rovat/belfold?oldal=2', next: null },
  ])('page $page of $total: previous → $prev, next → $next', ({ page, total, prev, next }) => {
    renderPagination(page, total);
    const previous = screen.queryByRole('link', { name: 'Előző oldal' });
    const following = screen.queryByRole('link', { name: 'Következő oldal' });
    expect(previous && href(previous)).toBe(prev);
    expect(following && href(following)).toBe(next);
    if (previous) expect(previous.getAttribute('rel')).toBe('prev');
    if (following) expect(following.getAttribute('rel')).toBe('next');
  });

  it('names the links from the dictionary: "{n}. oldal", "Előző oldal", "Következő oldal"', () => {
    renderPagination(2, 3);
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([hu['list.previous'], '1. oldal', '2. oldal', '3. oldal', hu['list.next']]);
    expect(screen.getByRole('link', { name: '2. oldal' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('speaks English in the English section', () => {
    render(
      <LocaleContext.Provider value={localeValue('en', en)}>
        <Pagination basePath="/english" page={2} totalPages={3} />
      </LocaleContext.Provider>,
    );
    const navigation = screen.getByRole('navigation', { name: en['list.pagination'] });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
  });

  it('gives every link the public hook class `page` (README "Public contracts")', () => {
    renderPagination(5, 10);
    const links = within(nav()).getAllByRole('link');
    expect(links).toHaveLength(7);
    for (const link of links) expect(link.classList.contains('page')).toBe(true);
    expect(document.querySelectorAll('a.page')).toHaveLength(links.length);
  });
});

describe('Pagination of a search (SPEC §2 /archivum: term and filters stay, `oldal` merges in)', () => {
  const filters = JSON.stringify({ and_tags: ['választás'], superTags: ['Belföld'] });
  const basePath = `/archivum?${new URLSearchParams({ term: 'a', filters }).toString()}`;
  const query = (link: HTMLElement) => new URL(href(link)!, 'https://example.test');

  it('keeps term and filters on every link and adds `oldal` as a parameter of its own', () => {
    renderPagination(2, 5, basePath);
    const links = within(nav()).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      // The old bug: '/archivum?term=a?oldal=2' (a second '?' glued to the term).
      expect(href(link)!.split('?')).toHaveLength(2);
      const url = query(link);
      expect(url.pathname).toBe('/archivum');
      expect(url.searchParams.get('term')).toBe('a');
      expect(JSON.parse(url.searchParams.get('filters')!)).toEqual(JSON.parse(filters));
    }
    expect(
      numberedLinks().map((link) => [link.textContent, query(link).searchParams.get('oldal')]),
    ).toEqual([
      ['1', null],
      ['2', '2'],
      ['3', '3'],
      ['4', '4'],
      ['5', '5'],
    ]);
    const next = screen.getByRole('link', { name: 'Következő oldal' });
    expect(query(next).searchParams.get('oldal')).toBe('3');
    expect(query(next).searchParams.getAll('oldal')).toHaveLength(1);
  });

  it('replaces the `oldal` a search path already carries instead of adding a second one', () => {
    renderPagination(3, 5, `${basePath}&oldal=3`);
    const previous = screen.getByRole('link', { name: 'Előző oldal' });
    expect(query(previous).searchParams.getAll('oldal')).toEqual(['2']);
    const first = screen.getByRole('link', { name: '1. oldal' });
    expect(query(first).searchParams.has('oldal')).toBe(false);
    expect(query(first).searchParams.get('term')).toBe('a');
  });
});
