import { editions } from '@/editions/editions';
import type { Menus } from '../schemas/menu';
import { redirectsFor } from '../routing/redirectTable';
import { pagePaths } from './pagePaths';

const link = (url: string, external = false) => ({
  title: url,
  url,
  ...(external ? { external } : {}),
});
const menus: Menus = {
  site: [link('/tamogatas'), link('/english'), link('/telexakademia'), link('/te')],
  main: [link('/rovat/belfold'), link('/after'), link('/g7'), link('/rovat/belfold/')],
  sidebar: [link('/kozlemenyek'), link('https://www.facebook.com/hirvonal', true)],
  heading: [link('/rovat/belfold')],
  extra: [link('/legfrissebb'), link('/archivum'), link('/archivum?term=x')],
  footer: [
    {
      title: 'Szolgáltatások',
      items: [
        link('/rss'),
        link('/egyszazalek'),
        link('/shop'),
        link('//cdn.example/x'),
        link('/impresszum'),
      ],
    },
  ],
};

describe('pagePaths', () => {
  it('lists the front page and the menus’ internal pages of the main edition, canonical', () => {
    expect(pagePaths(menus, editions.main.features, redirectsFor('main'))).toEqual([
      '/',
      '/tamogatas',
      '/english',
      '/telexakademia',
      '/te',
      '/rovat/belfold',
      '/after',
      '/g7',
      // /kozlemenyek redirects to the section.
      '/rovat/kozlemeny',
      '/legfrissebb',
      '/archivum',
      '/egyszazalek',
      '/impresszum',
    ]);
  });

  it('leaves out the pages the regional edition does not have', () => {
    const paths = pagePaths(menus, editions.regional.features, redirectsFor('regional'));
    expect(paths).not.toContain('/tamogatas');
    expect(paths).not.toContain('/telexakademia');
    expect(paths).not.toContain('/te');
    expect(paths).not.toContain('/egyszazalek');
    // On the regional edition /impresszum redirects to the document.
    expect(paths).toContain('/dokumentum/impresszum');
    expect(paths).not.toContain('/impresszum');
  });

  it('drops pages that redirect off the site, feeds and query URLs', () => {
    const paths = pagePaths(menus, editions.main.features, redirectsFor('main'));
    expect(paths).not.toContain('/shop');
    expect(paths).not.toContain('/rss');
    expect(paths.some((p) => p.includes('?') || p.startsWith('//'))).toBe(false);
  });

  it('honours the donations switch for the support page', () => {
    const closed = { ...editions.main.features, donationsClosed: true };
    expect(pagePaths(menus, closed, [])).not.toContain('/tamogatas');
  });
});
