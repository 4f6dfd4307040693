// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { hu } from '@/lib/i18n/hu';
import { pagesHu } from '@/lib/i18n/pages.hu';
import { emptyShell } from '@/lib/view/shellData';
import { toCard } from '@/lib/view/cardItem';
import type { SupplementPageProps, SupplementView } from '@/lib/view/supplementPage';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { GAMES } from '@/tests/fixtures/sportData';
import { SupplementPage } from './SupplementPage';

// What a reader of a supplement notices (SPEC section 2 "Supplements under /melleklet/"): the tabs, the
// sub-filters with the chosen one marked, the supplement search whose supplement tag cannot be removed,
// the pages, the Olympic tables, and an election data tab that says its data comes later.

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const articles = (
  filters: SupplementView & { kind: 'articles' } extends infer A ? Partial<A> : never,
) =>
  ({
    kind: 'articles',
    items: [
      toCard(sampleListItem({ id: 1, title: 'Helyszíni riport Münchenből', slug: 'riport' })),
    ],
    page: 1,
    totalPages: 3,
    basePath: '/melleklet/eb-2024?szuro=helyszini',
    filters: [
      { href: '/melleklet/eb-2024', label: null, active: false },
      { href: '/melleklet/eb-2024?szuro=helyszini', label: 'Helyszíni', active: true },
    ],
    searchTag: { type: 'tags', text: 'Foci-Eb 2024' },
    ...filters,
  }) as SupplementView;

function props(view: SupplementView, tabLabel: string | null = null): SupplementPageProps {
  return {
    shell: emptyShell,
    renderedAt: Date.UTC(2026, 10, 21, 12),
    slug: 'eb-2024',
    title: 'Foci-Eb 2024',
    subTabs: [],
    sidebar: null,
    tabs: [
      { href: '/melleklet/eb-2024', label: null, active: tabLabel === null },
      { href: '/melleklet/eb-2024/toplistak', label: 'Toplisták', active: tabLabel !== null },
    ],
    tabLabel,
    view,
  };
}

describe('SupplementPage, the article list', () => {
  it('marks the chosen sub-filter, offers the unfiltered list as Összes, and pages the filtered list', () => {
    render(<SupplementPage {...props(articles({}))} />);
    const filters = screen.getByRole('navigation', { name: pagesHu['supplement.filters'] });
    expect(
      within(filters).getByRole('link', { name: 'Helyszíni' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(filters)
        .getByRole('link', { name: pagesHu['supplement.allFilter'] })
        .getAttribute('href'),
    ).toBe('/melleklet/eb-2024');
    const pages = screen.getByRole('navigation', { name: hu['list.pagination'] });
    expect(within(pages).getByRole('link', { name: hu['list.next'] }).getAttribute('href')).toBe(
      '/melleklet/eb-2024?szuro=helyszini&oldal=2',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Helyszíni riport Münchenből' }),
    ).toBeTruthy();
  });

  it("has the 'Keresés a mellékletben' search with the supplement's tag that cannot be removed", () => {
    render(<SupplementPage {...props(articles({}))} />);
    const search = screen.getByRole('region', { name: 'Keresés a mellékletben' });
    expect(within(search).getByText('Foci-Eb 2024')).toBeTruthy();
    expect(within(search).queryByRole('button', { name: /Foci-Eb 2024/ })).toBeNull();
  });

  it('says there is no data yet when the list is empty, and shows no filters it does not have', () => {
    render(
      <SupplementPage
        {...props(articles({ items: [], filters: [], totalPages: 0, searchTag: null }))}
      />,
    );
    expect(screen.getByText(pagesHu['supplement.noData'])).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: pagesHu['supplement.filters'] })).toBeNull();
  });
});

describe('SupplementPage, the data tabs', () => {
  it("shows the Olympic medal table with Hungary's line", () => {
    render(
      <SupplementPage
        {...props(
          { kind: 'olympics', data: { kind: 'medals', title: 'Párizs 2024', rows: GAMES.medals } },
          'Éremtáblázat',
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Éremtáblázat – Párizs 2024' });
    const hungary = within(table).getByRole('rowheader', { name: 'Magyarország' }).closest('tr')!;
    expect([...hungary.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1.',
      '1',
      '0',
      '1',
      '2',
    ]);
  });

  it("tells the reader when an election tab's data cannot be had, not an empty page", () => {
    render(
      <SupplementPage {...props({ kind: 'election', data: { kind: 'unavailable' } }, 'Kisokos')} />,
    );
    expect(screen.getByRole('status').textContent).toBe(pagesHu['supplement.noInformation']);
  });
});
