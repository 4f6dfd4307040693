// Newsletters with double opt-in (issue 17; SPEC sections 4, 7 and 9) in Chromium, for both editions,
// against the real SMTP server the sites send to (scripts/dev/mailSink.ts): the sign-up form on the
// sign-up document with and without JavaScript, the confirmation mail (its links absolute on the
// edition's site URL, List-Unsubscribe headers), confirming and unsubscribing through the links' pages
// (opened here on the test server), RFC 8058's one-click post, bad input to the endpoints, and the
// promo box: the accordion, hiding it for a while at one place or for good everywhere (cookie
// lifetimes of SPEC section 9), and no promo in the app.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { newsletterLists } from '@/editions/newsletterLists';
import { E2E_MAILBOX_URL } from '../../playwright.config';
import { editionOf } from './edition';

const SIGNUP_PAGE = '/dokumentum/feliratkozas-hirlevelekre';
const DAY = 24 * 60 * 60;

interface Mail {
  to: string[];
  subject: string;
  text: string;
  headers?: Record<string, string>;
  receivedAt: string;
}

let counter = 0;
/** An address no other test (or earlier run) used. */
function freshEmail(purpose: string, edition: string) {
  counter += 1;
  return `e2e-hirlevel-${purpose}-${edition}-${Date.now().toString(36)}${counter}@example.hu`;
}

/** The newest mail to `email` (waits for it). */
async function mailTo(email: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${E2E_MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`);
        mail = ((await answer.json()) as Mail[]).at(-1);
        return Boolean(mail);
      },
      // Real time: the site mails it to the SMTP sink, another process; done once it is there.
      { timeout: 10_000 },
    )
    .toBe(true);
  return mail!;
}

/** A link of the mail's text: absolute on the edition's site URL; answered as its path and query. */
function linkIn(mail: Mail, siteUrl: string, page: 'megerosites' | 'leiratkozas'): string {
  const url = new RegExp(`\\S+/hirlevel/${page}\\?token=[\\w-]+`).exec(mail.text)?.[0];
  expect(url, `a ${page} link in the mail`).toBeTruthy();
  expect(url!.startsWith(`${siteUrl}/hirlevel/`)).toBe(true);
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
}

async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const axe = await builder.analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

/** Signs up through the API (JSON, as a script would). */
async function signUpViaApi(request: APIRequestContext, email: string, listCodes: string[]) {
  const answer = await request.post('/api/newsletter/subscribe', {
    data: { email, firstName: 'Teszt', lastName: 'Olvasó', listCodes },
  });
  expect(answer.status()).toBe(200);
  return answer.json();
}

test.describe('newsletter sign-up with double opt-in', () => {
  test('signs up on the document page, confirms from the mail, and unsubscribes with its link', async ({
    page,
  }, testInfo) => {
    const edition = editionOf(testInfo);
    const [first, second] = newsletterLists[edition.slug];
    const email = freshEmail('ui', edition.slug);

    const response = await page.goto(SIGNUP_PAGE);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Feliratkozás hírlevelekre' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Feliratkozás' });
    await expect(form.getByRole('group', { name: 'Melyik hírleveleinket kéred?' })).toBeVisible();
    await expect(form.getByRole('checkbox')).toHaveCount(newsletterLists[edition.slug].length);
    await expectAxeClean(page);

    await form.getByLabel('E-mail-cím').fill(email);
    await form.getByLabel('Keresztnév').fill('Eszter');
    await form.getByRole('checkbox', { name: first!.name }).check();
    await form.getByRole('checkbox', { name: second!.name }).check();
    await form.getByRole('button', { name: 'Feliratkozom' }).click();
    await expect(form.getByRole('status')).toContainText(
      `Elküldtük a megerősítő levelet erre a címre: ${email}.`,
    );
    await expect(page).toHaveURL(new RegExp(`${SIGNUP_PAGE}$`));

    const mail = await mailTo(email);
    expect(mail.subject).toBe(`Erősítsd meg a feliratkozásodat – ${edition.name}`);
    // The address has confirmed nothing yet: the mail says nothing its sender wrote (issue 28).
    expect(mail.text).toContain('Kedves Olvasónk!');
    expect(mail.text).not.toContain('Eszter');
    expect(mail.text).toContain(first!.name);
    expect(mail.text).toContain(second!.name);
    // Every newsletter mail: an unsubscribe link in the text and in the headers (RFC 2369, 8058).
    expect(mail.headers?.['list-unsubscribe']).toMatch(
      new RegExp(
        `^<${edition.siteUrl.replace(/\./g, '\\.')}/api/newsletter/unsubscribe\\?token=[\\w-]+>$`,
      ),
    );
    expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The confirm link only shows a button (mail scanners open links too).
    const confirmPath = linkIn(mail, edition.siteUrl, 'megerosites');
    const opened = await page.goto(confirmPath);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toContain('no-store');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Feliratkozás megerősítése' }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: first!.name })).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Megerősítem a feliratkozást' }).click();
    await expect(page).toHaveURL(/\/hirlevel\/megerosites\?eredmeny=done&lista=/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Köszönjük! A feliratkozásod érvényes',
    );
    await expectAxeClean(page);

    // The link is used up: a clear page with 410, never a 500.
    const again = await page.goto(confirmPath);
    expect(again?.status()).toBe(410);
    await expect(page.getByText('Ezt a megerősítő linket már felhasználták.')).toBeVisible();

    // The unsubscribe link of the same mail.
    const unsubscribePath = linkIn(mail, edition.siteUrl, 'leiratkozas');
    expect((await page.goto(unsubscribePath))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Leiratkozás' })).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Leiratkozom' }).click();
    await expect(page).toHaveURL(/\/hirlevel\/leiratkozas\?eredmeny=done/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Leiratkoztál.');
    // Opening it again: already done, nothing to do.
    expect((await page.goto(unsubscribePath))?.status()).toBe(200);
    await expect(page.getByText('Erről már leiratkoztál')).toBeVisible();
  });

  test('names a problem on its field and moves the focus there', async ({ page }, testInfo) => {
    const edition = editionOf(testInfo);
    await page.goto(SIGNUP_PAGE);
    const form = page.getByRole('form', { name: 'Feliratkozás' });
    await form.getByLabel('E-mail-cím').fill(freshEmail('hiba', edition.slug));
    await form.getByLabel('Keresztnév').fill('Eszter');
    await form.getByRole('button', { name: 'Feliratkozom' }).click();
    const firstList = form.getByRole('checkbox', { name: newsletterLists[edition.slug][0]!.name });
    await expect(firstList).toBeFocused();
    await expect(firstList).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Válassz legalább egy hírlevelet.', { exact: true })).toBeVisible();

    await form.getByLabel('E-mail-cím').fill('nem-email');
    await firstList.check();
    await form.getByRole('button', { name: 'Feliratkozom' }).click();
    const emailField = form.getByLabel('E-mail-cím');
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await emailField.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Ez nem érvényes e-mail-cím.');
    await expectAxeClean(page);
  });

  test('works without JavaScript: form posts, 303s and the pages that show the outcome', async ({
    browser,
  }, testInfo) => {
    const edition = editionOf(testInfo);
    const baseURL = testInfo.project.use.baseURL!;
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      const list = newsletterLists[edition.slug][0]!;
      await page.goto(SIGNUP_PAGE);
      const form = page.getByRole('form', { name: 'Feliratkozás' });
      await form.getByLabel('E-mail-cím').fill('rossz-cim');
      await form.getByLabel('Keresztnév').fill('Béla');
      await form.getByRole('checkbox', { name: list.name }).check();
      const refused = page.waitForResponse((r) => r.url().includes('/hirlevel/feliratkozas'));
      await form.getByRole('button', { name: 'Feliratkozom' }).click();
      expect((await refused).status()).toBe(400);
      await expect(page).toHaveURL(/\/hirlevel\/feliratkozas\?eredmeny=email-invalid$/);
      await expect(page.getByLabel('E-mail-cím')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Ez nem érvényes e-mail-cím.', { exact: true })).toBeVisible();
      // (axe runs in the page's JavaScript: the same page is checked in the test with JavaScript.)

      const email = freshEmail('nojs', edition.slug);
      await page.getByLabel('E-mail-cím').fill(email);
      await page.getByLabel('Keresztnév').fill('Béla');
      await page.getByRole('checkbox', { name: list.name }).check();
      await page.getByRole('button', { name: 'Feliratkozom' }).click();
      await expect(page).toHaveURL(/\/hirlevel\/feliratkozas\?eredmeny=sent$/);
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        'Elküldtük a megerősítő levelet.',
      );

      const mail = await mailTo(email);
      await page.goto(linkIn(mail, edition.siteUrl, 'megerosites'));
      await page.getByRole('button', { name: 'Megerősítem a feliratkozást' }).click();
      await expect(page).toHaveURL(/\/hirlevel\/megerosites\?eredmeny=done/);
      await expect(page.getByRole('main').getByText(list.name)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('unsubscribes with RFC 8058’s one-click post to the List-Unsubscribe URL', async ({
    request,
  }, testInfo) => {
    const edition = editionOf(testInfo);
    const email = freshEmail('oneclick', edition.slug);
    const code = newsletterLists[edition.slug][1]!.code;
    expect(await signUpViaApi(request, email, [code])).toEqual({
      status: 'pending',
      mail: 'sent',
      listCodes: [code],
    });
    // The same sign-up again: one subscription, no second mail within a minute.
    expect(await signUpViaApi(request, email, [code])).toMatchObject({ mail: 'recently-sent' });
    const mail = await mailTo(email);
    const header = mail.headers?.['list-unsubscribe'] ?? '';
    const oneClick = new URL(/^<(.+)>$/.exec(header)![1]!);
    // A GET (a mail scanner) only leads to the page.
    const opened = await request.get(`${oneClick.pathname}${oneClick.search}`, { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    expect(opened.headers().location).toMatch(/^\/hirlevel\/leiratkozas\?token=/);
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await request.post(`${oneClick.pathname}${oneClick.search}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ status: 'unsubscribed', listCodes: [code] });
    }
  });

  test('answers bad input with a 4xx naming the field, never a 5xx', async ({
    request,
  }, testInfo) => {
    const edition = editionOf(testInfo);
    const otherEdition = edition.slug === 'main' ? 'regional' : 'main';
    const good = {
      email: freshEmail('rossz', edition.slug),
      firstName: 'Teszt',
      listCodes: [newsletterLists[edition.slug][0]!.code],
    };
    const cases: Array<[string, unknown, number, string | null]> = [
      ['bad JSON', '{"email":', 400, null],
      ['a bad email', { ...good, email: 'nem-email' }, 400, 'email'],
      ['an oversized email', { ...good, email: `${'a'.repeat(400)}@example.hu` }, 400, 'email'],
      ['no first name', { ...good, firstName: '' }, 400, 'firstName'],
      ['an oversized last name', { ...good, lastName: 'x'.repeat(300) }, 400, 'lastName'],
      ['no lists', { ...good, listCodes: [] }, 400, 'listCodes'],
      ['an unknown list', { ...good, listCodes: ['nincs-ilyen'] }, 400, 'listCodes'],
      [
        'the other edition’s list',
        { ...good, listCodes: [newsletterLists[otherEdition][0]!.code] },
        400,
        'listCodes',
      ],
      [
        'too many lists',
        { ...good, listCodes: Array(30).fill(good.listCodes[0]) },
        400,
        'listCodes',
      ],
    ];
    for (const [what, body, status, field] of cases) {
      const answer = await request.post('/api/newsletter/subscribe', {
        headers: { 'content-type': 'application/json' },
        data: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(answer.status(), what).toBe(status);
      const json = await answer.json();
      if (field) expect(json.field, what).toBe(field);
    }
    expect((await request.get('/api/newsletter/subscribe')).status()).toBe(405);
    const unknown = await request.post('/api/newsletter/confirm', {
      data: { token: 'x'.repeat(43) },
    });
    expect(unknown.status()).toBe(404);
    const noToken = await request.post('/api/newsletter/confirm', { data: {} });
    expect([noToken.status(), (await noToken.json()).field]).toEqual([400, 'token']);
    const badBack = await request.post('/api/newsletter/promo', {
      form: { place: 'front', kind: 'temporary', back: 'https://gonosz.example/' },
      maxRedirects: 0,
    });
    expect(badBack.status()).toBe(400);
    expect((await request.get('/hirlevel/megerosites?token=nincs-ilyen-token')).status()).toBe(404);
    expect((await request.get('/hirlevel/leiratkozas')).status()).toBe(404);
    expect((await request.get('/hirlevel/egyeb')).status()).toBe(404);
  });
});

test.describe('newsletter promo (SPEC §4, §9)', () => {
  const promoAt = (page: Page, place: 'front' | 'article') =>
    page.locator(`[data-place="${place}"]`).getByRole('region', { name: 'Hírleveleink' });

  /** A Hungarian article of the edition (the English section's promo speaks English). */
  async function articlePath(request: APIRequestContext): Promise<string> {
    const list = await (await request.get('/api/articles?perPage=20')).json();
    const item = (
      list.items as Array<{ url: string; ctUrl: string | null; english?: boolean }>
    ).find((entry) => !entry.ctUrl && !entry.english && !entry.url.startsWith('/english'));
    expect(item, 'an article to show the promo under').toBeTruthy();
    return item!.url;
  }

  /** Chromium caps every cookie's lifetime at 400 days (since Chrome 104). */
  const CHROMIUM_MAX_COOKIE_DAYS = 400;

  /** The cookie's lifetime from now, in seconds. */
  async function lifetime(page: Page, name: string): Promise<number | null> {
    const cookie = (await page.context().cookies()).find((c) => c.name === name);
    return cookie ? cookie.expires - Date.now() / 1000 : null;
  }

  test('the accordion toggles, and the box is accessible', async ({ page, request }) => {
    await page.goto(await articlePath(request));
    const promo = promoAt(page, 'article');
    await expect(promo).toBeVisible();
    const summary = promo.locator('summary');
    const details = promo.locator('details');
    await expect(details).not.toHaveAttribute('open', '');
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await expect(promo.getByRole('link', { name: 'Feliratkozom' })).toHaveAttribute(
      'href',
      SIGNUP_PAGE,
    );
    // The keyboard toggles it too.
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open', '');
    await expectAxeClean(page, '[data-place="article"]');
  });

  test('hiding it for now on the front page: 1 day, the front page only', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(promoAt(page, 'front')).toBeVisible();
    await expectAxeClean(page, '[data-place="front"]');
    await promoAt(page, 'front').getByRole('button', { name: 'Most nem' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(Math.abs((await lifetime(page, 'hv_nl_promo_front'))! - DAY)).toBeLessThan(120);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-newsletter-promo-hidden', 'front');
    await expect(page.locator('[data-place="front"]')).toBeHidden();
    await page.goto(await articlePath(request));
    await expect(promoAt(page, 'article')).toBeVisible();
  });

  test('hiding it for now under an article: 2 days, articles only', async ({ page, request }) => {
    const path = await articlePath(request);
    await page.goto(path);
    await promoAt(page, 'article').getByRole('button', { name: 'Most nem' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(Math.abs((await lifetime(page, 'hv_nl_promo_article'))! - 2 * DAY)).toBeLessThan(120);
    await expect(page.locator('[data-place="article"]')).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-place="article"]')).toBeHidden();
    await page.goto('/');
    await expect(promoAt(page, 'front')).toBeVisible();
  });

  test('hiding it for good: 2 years, everywhere', async ({ page, request }) => {
    const path = await articlePath(request);
    await page.goto(path);
    const hidden = page.waitForResponse((r) => r.url().includes('/api/newsletter/promo'));
    await promoAt(page, 'article').getByRole('button', { name: 'Ne mutasd többé' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // We ask for 2 years (SPEC section 9); Chromium keeps no cookie longer than 400 days.
    expect(await (await hidden).headerValue('set-cookie')).toMatch(/Max-Age=63072000/);
    expect(
      Math.abs((await lifetime(page, 'hv_nl_promo_off'))! - CHROMIUM_MAX_COOKIE_DAYS * DAY),
    ).toBeLessThan(120);
    await expect(page.locator('[data-place="article"]')).toBeHidden();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(
      'data-newsletter-promo-hidden',
      'front article',
    );
    await expect(page.locator('[data-place="front"]')).toBeHidden();
  });

  test('shows no promo in the newsroom’s app', async ({ page, request }) => {
    await page.goto('/?isMobileApp=1');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('[data-place]')).toHaveCount(0);
    await page.goto(`${await articlePath(request)}?isMobileApp=1`);
    await expect(page.locator('article')).toBeVisible();
    await expect(page.locator('[data-place]')).toHaveCount(0);
  });
});
