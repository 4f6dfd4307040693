// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { noAds } from '@/lib/view/ads';
import { en } from '@/lib/i18n/en';
import { hu } from '@/lib/i18n/hu';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import type { CardItem } from '@/lib/view/cardItem';
import { toCard } from '@/lib/view/cardItem';
import type { ListPageProps } from '@/lib/view/listPage';
import { emptyShell } from '@/lib/view/shellData';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { ListPage } from './ListPage';

// What a reader of a list page notices (SPEC §2 "List pages", §9 "Article list"): the heading, the RSS
// link, the tabs, the articles in reading order with the highlight box and the partner article put in
// between, the author's avatar, the pagination, and the English section speaking English.

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const RENDERED_AT = Date.UTC(2026, 10, 21, 12, 0);

function item(id: number, title: string, fields: Parameters<typeof sampleListItem>[0] = {}) {
  return toCard(sampleListItem({ id, title, slug: `cikk-${id}`, lead: `Lead ${id}`, ...fields }));
}
const articles = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1, `Cikk ${i + 1}`));
const highlights = (n = 4) =>
  Array.from({ length: n }, (_, i) => item(101 + i, `Kiemelt ${i + 1}`));
const partner = item(201, 'Partnercikk', {
  ctUrl: 'https://partner.example/cikk',
  flags: [{ slug: 'pr' }],
});

function props(
  overrides: Partial<Omit<ListPageProps, 'route'>> & {
    route?: Partial<ListPageProps['route']>;
  } = {},
): ListPageProps {
  const { route, ...rest } = overrides;
  return {
    shell: emptyShell,
    ads: noAds,
    renderedAt: RENDERED_AT,
    route: {
      basePath: '/rovat/belfold',
      page: 1,
      title: 'Belföld',
      tabs: [],
      searchTag: null,
      searchPlaceholder: null,
      brand: null,
      ...route,
    },
    author: null,
    rss: null,
    items: articles(10),
    totalPages: 1,
    highlights: [],
    partner: null,
    sponsoredLine: null,
    hiking: null,
    ...rest,
  };
}

const renderList = (p: ListPageProps) => render(<ListPage {...p} />);
const renderEnglish = (p: ListPageProps) =>
  render(
    <LocaleContext.Provider value={localeValue('en', en)}>
      <ListPage {...p} />
    </LocaleContext.Provider>,
  );

/** The main list as a reader goes through it: article titles, 'HIGHLIGHTS', 'PARTNER: title'. */
function readingOrder(highlightName: string = hu['list.highlights']): string[] {
  const main = document.getElementById('lista')!;
  return [...main.children]
    .filter((li) => li.getAttribute('aria-hidden') !== 'true')
    .map((li) => {
      const scope = within(li as HTMLElement);
      if (scope.queryByRole('region', { name: highlightName })) return 'HIGHLIGHTS';
      const title = scope.getByRole('heading', { level: 2 }).textContent;
      return li.textContent?.includes(hu['article.partner']) ? `PARTNER: ${title}` : (title ?? '');
    });
}

describe('ListPage header (SPEC §2 "List pages")', () => {
  it('shows the list title as the page heading', () => {
    renderList(props({ route: { title: 'Belföld' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Belföld');
  });

  it.each([
    { rss: '/rss/rovat/belfold', shown: true },
    { rss: null, shown: false },
  ])('RSS link for rss=$rss', ({ rss, shown }) => {
    renderList(props({ rss }));
    const link = screen.queryByRole('link', { name: hu['list.rss'] });
    expect(link?.getAttribute('href') ?? null).toBe(shown ? rss : null);
  });

  it("shows the author's avatar, named, and the author's title on an author page", () => {
    renderList(
      props({
        route: { basePath: '/szerzo/szabo-eszter', title: 'Szabó Eszter' },
        author: {
          slug: 'szabo-eszter',
          name: 'Szabó Eszter',
          title: 'újságíró',
          avatarSrc: '/uploads/authors/szabo-eszter.jpg',
          bio: null,
        },
      }),
    );
    const avatar = screen.getByRole('img', { name: 'Szabó Eszter profilképe' });
    // Asked at the avatar's size, and at the SPEC densities for sharp screens (section 3).
    expect(avatar.getAttribute('src')).toBe('/uploads/authors/szabo-eszter_64x64.jpg');
    expect(avatar.getAttribute('srcset')).toContain('/uploads/authors/szabo-eszter_128x128.jpg 2x');
    expect(screen.getByText('újságíró')).toBeTruthy();
  });

  it('shows no avatar when the author has none', () => {
    renderList(
      props({
        author: { slug: 'x', name: 'Kovács Péter', title: null, avatarSrc: null, bio: null },
      }),
    );
    expect(screen.queryByRole('img', { name: /profilképe/ })).toBeNull();
  });
});

describe('ListPage tabs', () => {
  it('links the tabs and marks the active one with aria-current="page"', () => {
    renderList(
      props({
        route: {
          basePath: '/g7',
          title: 'G7',
          tabs: [
            { label: 'Friss cikkek', href: '/g7', active: false },
            { label: 'Összes cikk', href: '/g7/osszes', active: true },
            { label: 'Adat', href: '/g7/adat', active: false },
          ],
        },
      }),
    );
    const tabs = screen.getByRole('navigation', { name: hu['list.tabs'] });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    ).toEqual([
      ['Friss cikkek', '/g7', null],
      ['Összes cikk', '/g7/osszes', 'page'],
      ['Adat', '/g7/adat', null],
    ]);
  });

  it('has no tab navigation when the list has no tabs', () => {
    renderList(props());
    expect(screen.queryByRole('navigation', { name: hu['list.tabs'] })).toBeNull();
  });
});

describe('ListPage highlight box (SPEC §9: exactly 4 articles, at 3 + page mod 4, lists of more than 5)', () => {
  it('is a region named from the dictionary holding the 4 highlighted articles', () => {
    renderList(props({ highlights: highlights() }));
    const box = screen.getByRole('region', { name: 'Kiemelt cikkek' });
    const titles = within(box)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Kiemelt 1', 'Kiemelt 2', 'Kiemelt 3', 'Kiemelt 4']);
    expect(within(box).getByRole('link', { name: 'Kiemelt 1' }).getAttribute('href')).toBe(
      '/belfold/2026/11/20/cikk-101',
    );
    expect(box.querySelectorAll('div.list__highlight__item')).toHaveLength(4);
    expect(box.querySelectorAll('a.list__highlight__item__title')).toHaveLength(4);
  });

  it.each([
    { page: 1, after: 4 },
    { page: 2, after: 5 },
    { page: 3, after: 6 },
    { page: 4, after: 3 },
    { page: 5, after: 4 },
  ])('on page $page it follows the first $after articles', ({ page, after }) => {
    renderList(props({ route: { page }, highlights: highlights(), totalPages: 9 }));
    const expected = articles(10).map((a) => a.title);
    expected.splice(after, 0, 'HIGHLIGHTS');
    expect(readingOrder()).toEqual(expected);
  });

  it.each([
    { name: '5 items', items: articles(5), box: highlights(4) },
    { name: '3 highlights', items: articles(10), box: highlights(3) },
    { name: '5 highlights', items: articles(10), box: highlights(5) },
    { name: 'no highlights', items: articles(10), box: [] },
  ])('is not shown with $name', ({ items, box }) => {
    renderList(props({ items, highlights: box }));
    expect(screen.queryByRole('region', { name: hu['list.highlights'] })).toBeNull();
    expect(readingOrder()).toEqual(items.map((a) => a.title));
  });

  it('is shown with 6 items', () => {
    renderList(props({ items: articles(6), highlights: highlights() }));
    expect(screen.getByRole('region', { name: hu['list.highlights'] })).toBeTruthy();
  });
});

describe('ListPage partner article (SPEC §9: after the 4th item on /legfrissebb page 1)', () => {
  it('comes after the 4th item on /legfrissebb page 1, labelled, linking to the partner', () => {
    renderList(props({ route: { basePath: '/legfrissebb', title: 'Friss hírek' }, partner }));
    expect(readingOrder()).toEqual([
      'Cikk 1',
      'Cikk 2',
      'Cikk 3',
      'Cikk 4',
      'PARTNER: Partnercikk',
      'Cikk 5',
      'Cikk 6',
      'Cikk 7',
      'Cikk 8',
      'Cikk 9',
      'Cikk 10',
    ]);
    expect(screen.getByText(hu['article.partner'])).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Partnercikk' });
    expect(link.getAttribute('href')).toBe('https://partner.example/cikk');
    expect(link.getAttribute('rel')).toContain('sponsored');
  });

  it('comes before the highlight box when both land after the 4th item', () => {
    renderList(
      props({
        route: { basePath: '/legfrissebb', title: 'Friss hírek' },
        partner,
        highlights: highlights(),
      }),
    );
    expect(readingOrder().slice(3, 7)).toEqual([
      'Cikk 4',
      'PARTNER: Partnercikk',
      'HIGHLIGHTS',
      'Cikk 5',
    ]);
  });

  it.each([
    { basePath: '/legfrissebb', page: 2 },
    { basePath: '/rovat/belfold', page: 1 },
  ])('is not shown on $basePath page $page', ({ basePath, page }) => {
    renderList(props({ route: { basePath, page }, partner, totalPages: 3 }));
    expect(screen.queryByRole('link', { name: 'Partnercikk' })).toBeNull();
    expect(screen.queryByText(hu['article.partner'])).toBeNull();
  });
});

describe('ListPage images (the first screen first)', () => {
  const withImage = (id: number) =>
    item(id, `Képes ${id}`, { imageSrc: `/uploads/kep-${id}_400x225.svg`, imageSrcSet: null });

  it('fetches the list’s first image at once and the others when scrolled near', () => {
    // The first article often has no image: the first one there is, is the one on the first screen.
    const { container } = renderList(
      props({ items: [item(1, 'Kép nélkül'), ...[2, 3, 4].map(withImage)] }),
    );
    const images = [...container.querySelectorAll('#lista img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('src')).toBe('/uploads/kep-2_400x225.svg');
  });

  it('fetches only that one at once when highlights and a partner article come along', () => {
    const { container } = renderList(
      props({
        route: { basePath: '/legfrissebb' },
        items: [1, 2, 3, 4, 5, 6].map(withImage),
        highlights: [7, 8, 9, 10].map(withImage),
        partner: withImage(11),
      }),
    );
    const eager = [...container.querySelectorAll('#lista img')].filter(
      (img) => img.getAttribute('loading') !== 'lazy',
    );
    expect(eager.map((img) => img.getAttribute('src'))).toEqual(['/uploads/kep-1_400x225.svg']);
  });
});

describe('ListPage pagination (SPEC §2: hidden when totalPages is 1 or less)', () => {
  it.each([
    { totalPages: 0, shown: false },
    { totalPages: 1, shown: false },
    { totalPages: 2, shown: true },
    { totalPages: 12, shown: true },
  ])('totalPages $totalPages: pagination shown $shown', ({ totalPages, shown }) => {
    renderList(props({ totalPages }));
    expect(screen.queryByRole('navigation', { name: hu['list.pagination'] }) !== null).toBe(shown);
  });

  it('links the pages of this list, the current one marked', () => {
    renderList(props({ route: { page: 2 }, totalPages: 3 }));
    const nav = screen.getByRole('navigation', { name: hu['list.pagination'] });
    expect(within(nav).getByRole('link', { name: '3. oldal' }).getAttribute('href')).toBe(
      '/rovat/belfold?oldal=3',
    );
    expect(within(nav).getByRole('link', { name: '2. oldal' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('ListPage with a protected search tag (SPEC §5: a supplement search keeps its scope)', () => {
  it('shows the search bar with the scope as a tag that cannot be removed', () => {
    renderList(
      props({
        route: {
          basePath: '/rovat/szepkilatas',
          title: 'Szépkilátás',
          searchTag: { type: 'superTags', text: 'Szépkilátás' },
          searchPlaceholder: 'Keresés a túrák között',
        },
      }),
    );
    const search = screen.getByRole('search', { name: hu['search.label'] });
    expect(within(search).getByRole('combobox', { name: 'Keresés a túrák között' })).toBeTruthy();
    const tags = within(search).getByRole('list', { name: hu['search.tags'] });
    expect(tags.textContent).toBe('Szépkilátás');
    expect(within(search).queryByRole('button', { name: /címke törlése/ })).toBeNull();
  });

  it('has no search bar on an ordinary list', () => {
    renderList(props());
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('ListPage in English (SPEC §1: the English section has English labels only)', () => {
  const englishItems: CardItem[] = Array.from({ length: 8 }, (_, i) =>
    item(301 + i, `Story ${i + 1}`, {
      mainSuperTag: { id: 9, name: 'English', slug: 'english', active: true },
      articleAuthors: [],
      english: true,
    }),
  );
  const englishHighlights = englishItems.slice(0, 4).map((a) => ({ ...a, id: a.id + 100 }));

  function renderEnglishList() {
    return renderEnglish(
      props({
        route: {
          basePath: '/english',
          page: 2,
          title: 'English',
          tabs: [{ label: 'Latest', href: '/english', active: true }],
        },
        rss: '/rss/rovat/english',
        items: englishItems,
        highlights: englishHighlights,
        totalPages: 5,
      }),
    );
  }

  it('names the highlight box, pagination, tabs and RSS link in English', () => {
    renderEnglishList();
    expect(screen.getByRole('region', { name: 'Featured articles' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/english',
    );
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Filter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
      '/rss/rovat/english',
    );
    expect(readingOrder('Featured articles')).toContain('HIGHLIGHTS');
  });

  it('shows no Hungarian label anywhere, as text or as an accessible name', () => {
    const { container } = renderEnglishList();
    const attributes = [...container.querySelectorAll('*')].flatMap((el) =>
      ['aria-label', 'alt', 'title', 'placeholder']
        .map((name) => el.getAttribute(name))
        .filter((value): value is string => value !== null),
    );
    const shown = [container.textContent ?? '', ...attributes];
    // Every Hungarian string that differs from its English one, by its longest fixed part.
    const hungarian = (Object.keys(hu) as Array<keyof typeof hu>)
      .filter((key) => hu[key] !== en[key])
      .map((key) =>
        hu[key]
          .split(/\{\w+\}/)
          .sort((a, b) => b.length - a.length)[0]!
          .trim(),
      )
      .filter((fixed) => fixed.length >= 4);
    expect(hungarian).toContain('Kiemelt cikkek');
    expect(hungarian).toContain('. oldal');
    const found = hungarian.filter((text) => shown.some((s) => s.includes(text)));
    expect(found).toEqual([]);
  });
});
