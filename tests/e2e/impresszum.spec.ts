// The impresszum and documents (issue 16) in Chromium, in both editions: the impresszum (main:
// /impresszum, regional: /dokumentum/impresszum) shows the edition's publisher as term/value pairs and
// its own newsroom grouped by role; long documents get a table of contents whose links jump to the
// chapters; /api/impress/staff lists the edition's staff. Readable without JavaScript; axe clean.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

/** What data/staff.json gives each edition: its groups, someone only it lists, someone it does not. */
const known = {
  main: {
    path: '/impresszum',
    groups: [
      'Főszerkesztő',
      'Főszerkesztő-helyettesek',
      'Rovatvezetők',
      'Újságírók',
      'Fotó',
      'Fejlesztés',
    ],
    own: ['Márton Gellért', 'főszerkesztő-helyettes, hírek'],
    other: 'Szász Enikő',
  },
  regional: {
    path: '/dokumentum/impresszum',
    groups: [
      'Főszerkesztő',
      'Főszerkesztő-helyettesek',
      'Rovatvezetők',
      'Újságírók',
      'Fotó',
      'Fejlesztés',
    ],
    own: ['Szász Enikő', 'marosvásárhelyi tudósító'],
    other: 'Márton Gellért',
  },
} as const;

test('the impresszum shows the edition’s publisher as a definition list', async ({
  page,
}, testInfo) => {
  const edition = editionOf(testInfo);
  await page.goto(known[edition.slug].path);
  await expect(page.getByRole('heading', { level: 1, name: 'Impresszum' })).toBeVisible();
  const publisher = page.getByRole('region', { name: 'Kiadói adatok' });
  const pairs = {
    Kiadó: edition.publisher.company,
    Székhely: edition.publisher.address,
    Cégjegyzékszám: edition.publisher.registrationNumber,
    'Felelős kiadó': edition.publisher.responsiblePublisher,
    Kapcsolat: edition.publisher.email,
    Tárhelyszolgáltató: edition.publisher.hosting,
  };
  await expect(publisher.getByRole('term')).toHaveText(Object.keys(pairs));
  await expect(publisher.getByRole('definition')).toHaveText(Object.values(pairs));
  await expect(publisher.getByRole('link', { name: edition.publisher.email })).toHaveAttribute(
    'href',
    `mailto:${edition.publisher.email}`,
  );
  await expectAxeClean(page);
});

test('the impresszum lists the edition’s own staff, grouped by role', async ({
  page,
}, testInfo) => {
  const data = known[editionOf(testInfo).slug];
  await page.goto(data.path);
  const staff = page.getByRole('region', { name: 'Munkatársak' });
  await expect(staff.getByRole('heading', { level: 3 })).toHaveText([...data.groups]);
  await expect(
    page.getByRole('region', { name: 'Főszerkesztő', exact: true }).getByRole('listitem'),
  ).toHaveText(['Kardos Ágnes, főszerkesztő']);
  await expect(staff.getByRole('listitem').filter({ hasText: data.own[0] })).toHaveText(
    `${data.own[0]}, ${data.own[1]}`,
  );
  await expect(staff.getByText(data.other)).toHaveCount(0);
});

test('the table of contents jumps to each chapter, also without JavaScript', async ({
  browser,
}, testInfo) => {
  const data = known[editionOf(testInfo).slug];
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto(data.path);
    const toc = page.getByRole('navigation', { name: 'Tartalomjegyzék' });
    await expect(toc.getByRole('link')).toHaveText([
      'Szerkesztőség',
      'Erdélyi kiadás',
      'Nyilvántartás',
      'Hirdetési ügyek',
      'Panaszkezelés',
      'Kiadói adatok',
      'Munkatársak',
    ]);
    await toc.getByRole('link', { name: 'Panaszkezelés' }).click();
    await expect(page).toHaveURL(/#panaszkezeles$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Panaszkezelés' })).toBeInViewport();
    await toc.getByRole('link', { name: 'Munkatársak' }).click();
    await expect(page).toHaveURL(/#munkatarsak$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Munkatársak' })).toBeInViewport();
    await context.close();
  }
});

test('any long document has a table of contents; its links lead to the headings', async ({
  page,
}) => {
  await page.goto('/dokumentum/adatvedelem');
  const toc = page.getByRole('navigation', { name: 'Tartalomjegyzék' });
  const links = toc.getByRole('link');
  await expect(links).toHaveCount(await page.locator('article h2[id]').count());
  for (const link of await links.all()) {
    const id = (await link.getAttribute('href'))!.replace(/^#/, '');
    await expect(page.locator(`h2#${id}`)).toHaveText((await link.textContent())!);
  }
  await links.last().click();
  await expect(page.locator('article h2').last()).toBeInViewport();
  await expectAxeClean(page);
});

test('/api/impress/staff lists the edition’s staff', async ({ request }, testInfo) => {
  const data = known[editionOf(testInfo).slug];
  const response = await request.get('/api/impress/staff');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as {
    items: Array<{ group: string; people: Array<{ name: string; title: string }> }>;
  };
  expect(items.map((group) => group.group)).toEqual(data.groups);
  const people = items.flatMap((group) => group.people);
  expect(people).toContainEqual({ name: data.own[0], title: data.own[1] });
  expect(people.map((person) => person.name)).not.toContain(data.other);
});
