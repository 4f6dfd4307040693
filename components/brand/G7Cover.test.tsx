// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { G7CoverProps } from '@/lib/view/brandCover';
import { hu } from '@/lib/i18n/hu';
import { toCard } from '@/lib/view/cardItem';
import { emptyShell } from '@/lib/view/shellData';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { G7Cover } from './G7Cover';

// What a reader of the g7 cover notices (SPEC section 2): the brand's sections in order, each with its
// articles, the partner content marked and linking to the partner, and empty sections left out.

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const card = (id: number, fields: Parameters<typeof sampleListItem>[0] = {}) =>
  toCard(sampleListItem({ id, title: `G7 cikk ${id}`, slug: `g7-cikk-${id}`, ...fields }));
const cards = (from: number, n: number) => Array.from({ length: n }, (_, i) => card(from + i));

function props(sections: Partial<G7CoverProps['sections']> = {}): G7CoverProps {
  return {
    shell: emptyShell,
    renderedAt: Date.UTC(2026, 10, 21, 12),
    rss: '/rss/rovat/g7',
    allArticlesHref: '/g7/friss',
    tabs: [
      { label: 'Friss cikkek', href: '/g7', active: true },
      { label: 'Összes cikk', href: '/g7/friss', active: false },
    ],
    sections: {
      hero: card(1),
      kozelet: card(2),
      friss: cards(10, 8),
      adat: card(3),
      neHagydKi: cards(20, 3),
      penz: card(4),
      podcast: cards(30, 3),
      partner: [
        card(40, {
          ctUrl: 'https://partner.example.com/g7',
          title: 'Partner ajánlat',
          flags: [{ slug: 'pr' }],
        }),
      ],
      korabbi: cards(50, 2),
      ...sections,
    },
  };
}

const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('G7Cover', () => {
  it('shows the sections of SPEC section 2 in order, each with its articles', () => {
    render(<G7Cover {...props()} />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'G7 cikk 1',
      'Közélet',
      'Friss',
      'Adat',
      'Ne hagyd ki',
      'Pénz',
      'Podcast',
      'Partnereinktől',
      'Korábbi cikkek',
    ]);
    expect(within(sectionNamed('Friss')).getAllByRole('article')).toHaveLength(8);
    expect(within(sectionNamed('Ne hagyd ki')).getAllByRole('article')).toHaveLength(3);
    expect(within(sectionNamed('Közélet')).getByRole('link', { name: 'G7 cikk 2' })).toBeTruthy();
  });

  it('marks partner content and links it to the partner, not to our article (SPEC section 5 (issue 27 item 5))', () => {
    render(<G7Cover {...props()} />);
    const partner = sectionNamed('Partnereinktől');
    expect(within(partner).getByText(hu['article.partner'])).toBeTruthy();
    // Only the partner content is labelled.
    expect(screen.getAllByText(hu['article.partner'])).toHaveLength(1);
    const link = within(partner).getByRole('link', { name: 'Partner ajánlat' });
    expect(link.getAttribute('href')).toBe('https://partner.example.com/g7');
    expect(link.getAttribute('rel')).toContain('sponsored');
  });

  it('leaves out a section with nothing in it', () => {
    render(<G7Cover {...props({ adat: null, podcast: [] })} />);
    expect(screen.queryByRole('heading', { name: 'Adat' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Podcast' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pénz' })).toBeTruthy();
  });

  it('offers the tabs and the way to all articles', () => {
    render(<G7Cover {...props()} />);
    const tabs = screen.getByRole('navigation', { name: 'Szűrés' });
    expect(
      within(tabs).getByRole('link', { name: 'Friss cikkek' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getAllByRole('link', { name: 'Összes cikk' })[0]!.getAttribute('href')).toBe(
      '/g7/friss',
    );
  });
});
