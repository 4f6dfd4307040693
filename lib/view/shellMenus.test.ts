// Issue 27 item 4: the English section stays wholly English. The shell's menus carry their titles in
// the page's locale, footer headings come from the UI dictionaries, and a title a source has only in
// Hungarian is marked as Hungarian; the demo menus of both editions have every English part.
import fs from 'node:fs';
import path from 'node:path';
import { editionSlugs } from '@/editions/editionSlugs';
import { en } from '../i18n/en';
import { hu } from '../i18n/hu';
import { menusSourceSchema } from '../schemas/demoSource';
import { allMenuItems, menusSchema, type Menus } from '../schemas/menu';
import { localizeMenus } from './shellMenus';

const MENUS: Menus = {
  site: [{ title: 'Támogatás', englishTitle: 'Support us', url: '/tamogatas' }],
  main: [
    { title: 'Belföld', englishTitle: 'Domestic', url: '/rovat/belfold' },
    // A remote source that predates English titles.
    { title: 'Kultúra', url: '/rovat/kultura' },
  ],
  sidebar: [
    {
      title: 'Facebook',
      englishTitle: 'Facebook',
      url: 'https://www.facebook.com/x',
      external: true,
    },
  ],
  heading: [],
  extra: [],
  footer: [
    {
      title: 'Rólunk',
      heading: 'about',
      items: [{ title: 'Impresszum', englishTitle: 'Imprint', url: '/impresszum' }],
    },
    { title: 'Partnereink', heading: 'partners', items: [] },
    { title: 'Szolgáltatások', items: [] },
  ],
};

describe('localizeMenus (issue 27 item 4)', () => {
  it('an English page: English titles, dictionary headings, Hungarian leftovers marked lang="hu"', () => {
    expect(localizeMenus(MENUS, 'en', en)).toEqual({
      site: [{ title: 'Support us', url: '/tamogatas' }],
      main: [
        { title: 'Domestic', url: '/rovat/belfold' },
        { title: 'Kultúra', url: '/rovat/kultura', lang: 'hu' },
      ],
      sidebar: [{ title: 'Facebook', url: 'https://www.facebook.com/x', external: true }],
      heading: [],
      extra: [],
      footer: [
        { title: 'About us', items: [{ title: 'Imprint', url: '/impresszum' }] },
        { title: 'Partnereink', lang: 'hu', items: [] },
        { title: 'Szolgáltatások', lang: 'hu', items: [] },
      ],
    });
  });

  it('a Hungarian page: the data titles, the Hungarian dictionary headings, no English in the data', () => {
    const menus = localizeMenus(MENUS, 'hu', hu);
    expect(menus.main).toEqual([
      { title: 'Belföld', url: '/rovat/belfold' },
      { title: 'Kultúra', url: '/rovat/kultura' },
    ]);
    expect(menus.footer.map((group) => group.title)).toEqual([
      'Rólunk',
      'Partnereink',
      'Szolgáltatások',
    ]);
    expect(JSON.stringify(menus)).not.toMatch(/englishTitle|Imprint|lang/);
  });
});

/** Brand and section names the same in both languages, and words English shares with Hungarian. */
const SAME_IN_ENGLISH = new Set([
  'English',
  'Sport',
  'After',
  'G7',
  'Direkt36',
  'Holdblog',
  'Szép kilátás',
  'Te',
  '1%',
  'RSS',
  'Facebook',
  'Instagram',
]);

describe('the demo menus (data/menus.<edition>.json)', () => {
  const read = (edition: string): unknown =>
    JSON.parse(
      fs.readFileSync(
        path.join(import.meta.dirname, '../../data', `menus.${edition}.json`),
        'utf8',
      ),
    );

  it.each(editionSlugs)(
    '%s: every item has an English title, every footer group a heading',
    (edition) => {
      expect(menusSourceSchema.safeParse(read(edition)).error).toBeUndefined();
    },
  );

  it.each(editionSlugs)(
    '%s: the Hungarian dictionary heading is the footer group title API clients read',
    (edition) => {
      const menus = menusSourceSchema.parse(read(edition));
      for (const group of menus.footer) {
        expect(hu[`shell.footer.${group.heading}`]).toBe(group.title);
      }
    },
  );

  it.each(editionSlugs)('%s: no Hungarian title is left on an English page', (edition) => {
    const menus = menusSourceSchema.parse(read(edition));
    const items = allMenuItems(menus);
    // An English title copied from the Hungarian one is allowed only for names that are the same.
    expect(
      items.filter((item) => item.englishTitle === item.title && !SAME_IN_ENGLISH.has(item.title)),
    ).toEqual([]);
    expect(JSON.stringify(localizeMenus(menus, 'en', en))).not.toContain('"lang"');
  });

  it('the demo schema rejects an item without an English title and a group without a heading', () => {
    const valid = menusSourceSchema.parse(read('main'));
    const withoutEnglish = {
      ...valid,
      main: [...valid.main, { title: 'Új rovat', url: '/rovat/uj' }],
    };
    const withoutHeading = { ...valid, footer: [{ title: 'Új', items: [] }] };
    expect(menusSourceSchema.safeParse(withoutEnglish).success).toBe(false);
    expect(menusSourceSchema.safeParse(withoutHeading).success).toBe(false);
    // The contract stays open to sources without them.
    expect(menusSchema.safeParse(withoutEnglish).success).toBe(true);
  });
});
