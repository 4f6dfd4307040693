import { editions } from '@/editions/editions';
import type { Menus } from '../schemas/menu';
import { menusOfEdition, pageAvailable, withoutUnavailableLinks } from './editionPages';

const closed = { ...editions.main.features, donationsClosed: true };

// SPEC section 5: academy, youth, tax and subscription pages give 404 on the regional edition, the
// subscription pages also on main when donations is 1; a menu must not link them (issue 27 item 6).
describe('pageAvailable (SPEC §5)', () => {
  it.each([
    ['/telexakademia', editions.main.features, true],
    ['/telexakademia', editions.regional.features, false],
    ['/te', editions.regional.features, false],
    ['/egyszazalek', editions.regional.features, false],
    ['/tamogatas', editions.regional.features, false],
    ['/tamogatas/siker', editions.regional.features, false],
    ['/tamogatas', editions.main.features, true],
    ['/tamogatas?from=menu', closed, false],
    ['/rovat/belfold', editions.regional.features, true],
    ['/nincs/ilyen/oldal', editions.regional.features, true],
  ] as const)('%s -> %s', (path, features, expected) => {
    expect(pageAvailable(path, features)).toBe(expected);
  });
});

describe('menusOfEdition (SPEC §5, issue 27 item 6)', () => {
  const item = (url: string, external = false) => ({ title: url, url, external });
  const menus: Menus = {
    site: [item('/tamogatas'), item('/english')],
    main: [item('/rovat/erdely')],
    sidebar: [item('/te'), item('https://www.facebook.com/x', true)],
    heading: [],
    extra: [item('/egyszazalek')],
    footer: [
      { title: 'Támogatás', items: [item('/tamogatas'), item('/telexakademia')] },
      { title: 'Rólunk', items: [item('/impresszum'), item('/tamogatas')] },
    ],
  };

  it('drops the pages the regional edition does not have, and the groups left empty', () => {
    expect(menusOfEdition(menus, editions.regional.features)).toEqual({
      site: [item('/english')],
      main: [item('/rovat/erdely')],
      sidebar: [item('https://www.facebook.com/x', true)],
      heading: [],
      extra: [],
      footer: [{ title: 'Rólunk', items: [item('/impresszum')] }],
    });
  });

  it('keeps every page on the main edition, and drops support links when donations close', () => {
    expect(menusOfEdition(menus, editions.main.features)).toEqual(menus);
    expect(menusOfEdition(menus, closed).site).toEqual([item('/english')]);
  });
});

describe('withoutUnavailableLinks (SPEC §5, issue 27 item 6)', () => {
  const html =
    '<p>Lásd a <a href="/tamogatas">támogatási oldalon</a>, a <a href="/rovat/belfold" title="Belföld">belföldi</a> hírek és a <a href="https://example.com/tamogatas" rel="noopener noreferrer" target="_blank">külső</a> oldal.</p>';

  it('turns links to pages the regional edition does not have into their text', () => {
    expect(withoutUnavailableLinks(html, editions.regional.features)).toBe(
      '<p>Lásd a támogatási oldalon, a <a href="/rovat/belfold" title="Belföld">belföldi</a> hírek és a <a href="https://example.com/tamogatas" rel="noopener noreferrer" target="_blank">külső</a> oldal.</p>',
    );
  });

  it('keeps every link on the main edition', () => {
    expect(withoutUnavailableLinks(html, editions.main.features)).toBe(html);
  });
});
