// @vitest-environment jsdom
// Issue 27 item 4: the English section stays wholly English. On an English page the header (site
// menu, main menu, the drawer's menus) and the footer (its columns and their headings) show English
// titles and no Hungarian menu title; a Hungarian page keeps its Hungarian menus. The menus are the
// demo menus of both editions, chosen for the page's locale as the server does (loadShell).
import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { editionSlugs } from '@/editions/editionSlugs';
import { en } from '@/lib/i18n/en';
import { hu } from '@/lib/i18n/hu';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { menusSourceSchema } from '@/lib/schemas/demoSource';
import { allMenuItems, type Menus } from '@/lib/schemas/menu';
import { emptyShell } from '@/lib/view/shellData';
import { localizeMenus } from '@/lib/view/shellMenus';
import { PageShell } from './PageShell';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/english', events: { on: vi.fn(), off: vi.fn() } }),
}));

const demoMenus = (edition: string) =>
  menusSourceSchema.parse(
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, `../../data/menus.${edition}.json`), 'utf8'),
    ),
  );

function renderShell(menus: Menus, locale: Locale) {
  const messages = locale === 'en' ? en : hu;
  return render(
    <LocaleContext.Provider value={localeValue(locale, messages)}>
      <PageShell
        shell={{
          ...emptyShell,
          locale,
          messages: locale === 'en' ? en : null,
          headerSearch: null,
          menus: localizeMenus(menus, locale, messages),
        }}
      >
        <p>Content</p>
      </PageShell>
    </LocaleContext.Provider>,
  );
}

const linkTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe.each(editionSlugs)('the page shell of the %s edition', (edition) => {
  const menus = demoMenus(edition);

  it('on an English page: every menu title in English, no Hungarian one anywhere', () => {
    const { container } = renderShell(menus, 'en');
    for (const item of allMenuItems(menus)) {
      expect(screen.getAllByText(item.englishTitle).length).toBeGreaterThan(0);
      if (item.title !== item.englishTitle) {
        expect(screen.queryByText(item.title), item.title).toBeNull();
      }
    }
    for (const group of menus.footer) expect(screen.queryByText(group.title)).toBeNull();
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('on an English page: the main menu reads in English', () => {
    renderShell(menus, 'en');
    const main = screen.getByRole('navigation', { name: en['shell.mainMenu'] });
    expect(linkTexts(main)).toEqual(menus.main.map((item) => item.englishTitle));
    expect(linkTexts(main)).toContain('Culture');
    expect(linkTexts(main)).not.toContain('Kultúra');
  });

  it('on an English page: every footer heading comes from the English dictionary', () => {
    renderShell(menus, 'en');
    const footer = screen.getByRole('navigation', { name: en['shell.footerMenu'] });
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      en['shell.headingMenu'],
      ...menus.footer.map((group) => en[`shell.footer.${group.heading}`]),
      en['shell.social'],
    ]);
    expect(within(footer).getByRole('heading', { name: 'About us' })).toBeTruthy();
  });

  it('on a Hungarian page: the Hungarian titles and headings', () => {
    renderShell(menus, 'hu');
    const main = screen.getByRole('navigation', { name: hu['shell.mainMenu'] });
    expect(linkTexts(main)).toEqual(menus.main.map((item) => item.title));
    const footer = screen.getByRole('navigation', { name: hu['shell.footerMenu'] });
    expect(within(footer).getByRole('heading', { name: 'Rólunk' })).toBeTruthy();
  });
});

it('a title a source has only in Hungarian is shown marked lang="hu" on an English page', () => {
  const menus: Menus = {
    site: [],
    main: [{ title: 'Kultúra', url: '/rovat/kultura' }],
    sidebar: [],
    heading: [],
    extra: [],
    footer: [{ title: 'Partnereink', items: [{ title: 'Hirdetés', url: '/hirdetes' }] }],
  };
  renderShell(menus, 'en');
  expect(screen.getByRole('link', { name: 'Kultúra' }).getAttribute('lang')).toBe('hu');
  expect(screen.getByRole('link', { name: 'Hirdetés' }).getAttribute('lang')).toBe('hu');
  expect(screen.getByRole('heading', { name: 'Partnereink' }).getAttribute('lang')).toBe('hu');
});

it('a framed page (the election map): no header, skip link or footer, and its main landmark named', () => {
  render(
    <LocaleContext.Provider value={localeValue('hu', hu)}>
      <PageShell shell={{ ...emptyShell, framed: { mainLabel: 'EP-választás 2024' } }}>
        <p>Térkép</p>
      </PageShell>
    </LocaleContext.Provider>,
  );
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(screen.queryAllByRole('link')).toEqual([]);
  expect(screen.getByRole('main', { name: 'EP-választás 2024' }).textContent).toBe('Térkép');
});
