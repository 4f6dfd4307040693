// @vitest-environment jsdom
// Issue 27 item 4: a teaser of an article in the other language than the page's carries that language's
// lang, so screen readers pronounce its title right: a Hungarian article's teaser on an English page
// lang="hu", an English one's on a Hungarian page lang="en"; a teaser in the page's own language none.
// The lists' cards carry the same mark on their lead.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { en } from '@/lib/i18n/en';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { toCard } from '@/lib/view/cardItem';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { ArticleCard } from '../list/ArticleCard';
import { TeaserLink } from './TeaserLink';

const onPage = (locale: Locale, children: ReactNode) =>
  render(
    <LocaleContext.Provider value={localeValue(locale, locale === 'en' ? en : null)}>
      {children}
    </LocaleContext.Provider>,
  );

const HUNGARIAN = { url: '/belfold/2026/11/20/sztrajk', title: 'Sztrájkba lépnek a pedagógusok' };
const ENGLISH = { url: '/english/2026/11/25/strike', title: 'Teachers to strike', english: true };

describe('TeaserLink language (issue 27 item 4)', () => {
  it.each<[string, Locale, { url: string; title: string; english?: boolean }, string | null]>([
    ['a Hungarian article on an English page', 'en', HUNGARIAN, 'hu'],
    ['an English article on an English page', 'en', ENGLISH, null],
    ['an English article on a Hungarian page', 'hu', ENGLISH, 'en'],
    ['a Hungarian article on a Hungarian page', 'hu', HUNGARIAN, null],
  ])('%s: lang %s', (_name, locale, item, lang) => {
    onPage(locale, <TeaserLink item={item}>{item.title}</TeaserLink>);
    const link = screen.getByRole('link', { name: item.title });
    expect(link.getAttribute('href')).toBe(item.url);
    expect(link.getAttribute('lang')).toBe(lang);
  });

  it('a partner teaser linking out is marked too', () => {
    const item = { ...HUNGARIAN, ctUrl: 'https://partner.example.com/ajanlat' };
    onPage('en', <TeaserLink item={item}>{item.title}</TeaserLink>);
    const link = screen.getByRole('link', { name: item.title });
    expect(link.getAttribute('href')).toBe(item.ctUrl);
    expect(link.getAttribute('lang')).toBe('hu');
  });

  it('a list card of an English article on a Hungarian page: title and lead in English', () => {
    const item = sampleListItem({
      title: 'Teachers to strike',
      lead: 'Teachers will walk out on 3 December.',
      english: true,
    });
    onPage('hu', <ArticleCard item={toCard(item)} renderedAt={Date.UTC(2026, 10, 21)} />);
    expect(screen.getByRole('link', { name: item.title }).getAttribute('lang')).toBe('en');
    expect(screen.getByText(item.lead).getAttribute('lang')).toBe('en');
  });
});
