// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { hu } from '@/lib/i18n/hu';
import type { CardItem } from '@/lib/view/cardItem';
import { toCard } from '@/lib/view/cardItem';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { ArticleCard } from './ArticleCard';

// What a reader (and a tool reading the list markup) notices of one article in a list: where its links
// lead, what the title and lead say, the section, the live badge and the public hook classes.
const RENDERED_AT = Date.UTC(2026, 10, 21, 12, 0);
const superTag = (slug: string, name: string) => ({ id: 3, name, slug, active: true });

function card(overrides: Parameters<typeof sampleListItem>[0] = {}): CardItem {
  return toCard(
    sampleListItem({
      title: 'Új törvény a lakhatásról',
      slug: 'uj-torveny-a-lakhatasrol',
      lead: 'A parlament kedden szavaz.',
      ...overrides,
    }),
  );
}

function renderCard(item: CardItem, variant?: 'item' | 'highlight') {
  return render(<ArticleCard item={item} renderedAt={RENDERED_AT} variant={variant} />);
}

const titleLink = () => within(screen.getByRole('heading', { level: 2 })).getByRole('link');

describe('ArticleCard title link', () => {
  it('leads to the article and is the card heading', () => {
    renderCard(card());
    const link = screen.getByRole('link', { name: 'Új törvény a lakhatásról' });
    expect(link).toBe(titleLink());
    expect(link.getAttribute('href')).toBe('/belfold/2026/11/20/uj-torveny-a-lakhatasrol');
    expect(link.getAttribute('rel')).toBeNull();
    // A short title is shown whole and needs no tooltip.
    expect(link.getAttribute('title')).toBeNull();
  });

  it('of a partner item (ctUrl) leads to the partner, marked as sponsored (SPEC §3 ctUrl)', () => {
    renderCard(card({ ctUrl: 'https://partner.example/ajanlat?utm=hirvonal' }));
    const link = titleLink();
    expect(link.textContent).toBe('Új törvény a lakhatásról');
    expect(link.getAttribute('href')).toBe('https://partner.example/ajanlat?utm=hirvonal');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['sponsored', 'noopener']),
    );
  });
});

describe('ArticleCard truncation (SPEC §5: titles at 100 characters with the full title as tooltip, leads at 200)', () => {
  const longTitle = `${'Hosszú cím, amely sok szóból áll és nem fér ki '.repeat(3)}a lista egy sorában sem`;
  const longLead = 'A mondat egy hosszabb bevezető része, amely folytatódik. '.repeat(6).trim();

  it('cuts a long title at a word boundary with an ellipsis and keeps the full title as tooltip', () => {
    expect(longTitle.length).toBeGreaterThan(100);
    renderCard(card({ title: longTitle }));
    const link = titleLink();
    const shown = link.textContent ?? '';
    expect(shown.endsWith('…')).toBe(true);
    expect(Array.from(shown).length).toBeLessThanOrEqual(101);
    const kept = shown.slice(0, -1);
    expect(longTitle.startsWith(kept)).toBe(true);
    // Cut between words, not inside one.
    expect(longTitle[kept.length]).toMatch(/[\s,]/);
    expect(link.getAttribute('title')).toBe(longTitle);
  });

  it('shows a title of exactly 100 characters whole, without tooltip', () => {
    const title = `${'Száz karakter '.repeat(7)}pontosan.`.slice(0, 100);
    expect(title).toHaveLength(100);
    renderCard(card({ title }));
    expect(titleLink().textContent).toBe(title);
    expect(titleLink().getAttribute('title')).toBeNull();
  });

  it('cuts a long lead at 200 characters with an ellipsis', () => {
    expect(longLead.length).toBeGreaterThan(200);
    const { container } = renderCard(card({ lead: longLead }));
    const lead = container.querySelector('.list__item__lead')!;
    const shown = lead.textContent ?? '';
    expect(shown.endsWith('…')).toBe(true);
    expect(Array.from(shown).length).toBeLessThanOrEqual(201);
    expect(Array.from(shown).length).toBeGreaterThan(150);
    expect(longLead.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('shows a short lead whole', () => {
    renderCard(card());
    expect(screen.getByText('A parlament kedden szavaz.')).toBeTruthy();
  });
});

describe('ArticleCard section link (SPEC §2 "Redirects": english, after and g7 have routes of their own)', () => {
  it.each([
    ['english', 'English', '/english'],
    ['after', 'After', '/after'],
    ['g7', 'G7', '/g7'],
    ['belfold', 'Belföld', '/rovat/belfold'],
    ['gazdasag', 'Gazdaság', '/rovat/gazdasag'],
  ])('section %s links to %s → %s', (slug, name, href) => {
    renderCard(card({ mainSuperTag: superTag(slug, name) }));
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.classList.contains('img_tag')).toBe(true);
  });
});

describe('ArticleCard live badge (SPEC §4)', () => {
  it('shows ÉLŐ for an article flagged live', () => {
    renderCard(card({ flags: [{ slug: 'live' }] }));
    expect(screen.getByText(hu['badge.live'])).toBeTruthy();
    expect(hu['badge.live']).toBe('ÉLŐ');
  });

  it.each([
    ['no flags', []],
    ['other flags', [{ slug: 'pr' }, { slug: 'legfontosabb' }]],
  ])('shows no badge with %s', (_name, flags) => {
    renderCard(card({ flags }));
    expect(screen.queryByText('ÉLŐ')).toBeNull();
  });
});

describe('ArticleCard byline and date', () => {
  it('names the authors and dates the article with a machine-readable time', () => {
    const { container } = renderCard(
      card({
        articleAuthors: [
          { slug: 'szabo-eszter', name: 'Szabó Eszter', title: null, avatarSrc: null },
          { slug: 'kovacs-peter', name: 'Kovács Péter', title: null, avatarSrc: null },
        ],
      }),
    );
    expect(screen.getByText('Szabó Eszter, Kovács Péter')).toBeTruthy();
    const time = container.querySelector('div.article_date time');
    expect(time?.getAttribute('datetime')).toBe(new Date(1_763_625_600 * 1000).toISOString());
    expect(time?.textContent).not.toBe('');
  });

  it('has a decorative image only: the title says it all', () => {
    const { container } = renderCard(card({ imageSrc: '/uploads/images/kep.jpg' }));
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('ArticleCard public hook classes (README "Public contracts")', () => {
  it('an ordinary item: div.list__item.list__item--article, a.list__item__title, a.img_tag, .list__item__lead, div.article_date', () => {
    const { container } = renderCard(card());
    const root = container.querySelector('div.list__item.list__item--article');
    expect(root).not.toBeNull();
    expect(root!.querySelector('a.list__item__title')).toBe(titleLink());
    expect(root!.querySelector('a.img_tag')).toBe(screen.getByRole('link', { name: 'Belföld' }));
    expect(root!.querySelector('.list__item__lead')?.textContent).toBe(
      'A parlament kedden szavaz.',
    );
    expect(root!.querySelector('div.article_date')).not.toBeNull();
    expect(container.querySelector('[class*="list__highlight__item"]')).toBeNull();
  });

  it('a highlight item: list__highlight__item, list__highlight__item__title, list__highlight__item__lead', () => {
    const { container } = renderCard(card(), 'highlight');
    const root = container.querySelector('div.list__highlight__item');
    expect(root).not.toBeNull();
    expect(root!.querySelector('a.list__highlight__item__title')).toBe(titleLink());
    expect(root!.querySelector('.list__highlight__item__lead')?.textContent).toBe(
      'A parlament kedden szavaz.',
    );
    expect(root!.querySelector('a.img_tag')).not.toBeNull();
    expect(
      container.querySelector('.list__item, .list__item__title, .list__item__lead'),
    ).toBeNull();
  });

  it('a partner item keeps the title hook on its external link', () => {
    const { container } = renderCard(card({ ctUrl: 'https://partner.example/' }));
    expect(container.querySelector('a.list__item__title')).toBe(titleLink());
  });
});

describe('ArticleCard Facebook note (SPEC section 9: thresholds 300 and 100)', () => {
  it.each([
    [650, 'Nagyon népszerű a Facebookon'],
    [150, 'Népszerű a Facebookon'],
  ])('an article with %i interactions says "%s"', (facebookEngagement, text) => {
    renderCard(card({ facebookEngagement }));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('a quiet article carries no note', () => {
    const { container } = renderCard(card({ facebookEngagement: 99 }));
    expect(container.textContent).not.toMatch(/Facebook/);
  });
});
