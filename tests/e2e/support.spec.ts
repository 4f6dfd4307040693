// The support flow, the minutes counter and the academy, youth and 1% pages (issue 16; SPEC sections 2,
// 3, 5, 7 and 9) in Chromium. Main edition: the campaign with amounts in Ft, the counter, the payment
// button through the demo checkout to siker and to hiba (and "try again" with the same amount), a bad
// amount re-rendered with its message and the input kept, belepes signed out and signed in. Issue 32:
// payments are recorded from the demo provider's signed callbacks: a donation that succeeds shows in
// the reader's account and the receipt arrives; a replayed or forged callback changes nothing; the
// callbacks sent twice, out of order or late record one success; a donation recorded while the support
// page is open reaches its minutes counter with the next poll. Regional edition: all of these pages
// and the payment start are 404. The e2e servers run without DONATIONS=1 and without
// SUPPORT_PAYMENT_URL (the demo checkout); DONATIONS=1 is covered by lib/routing/routeRules.test.ts.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { E2E_MAILBOX_URL } from '../../playwright.config';
import {
  DEMO_PAYMENT_SECRET,
  PAYMENT_HEADERS,
  signPaymentCallback,
} from '../../lib/support/paymentSignature';
import { MINUTES_RECURRING_FACTOR, MINUTES_REFRESH_MS } from '@/lib/constants';
import { expect, test } from './guardedTest';
import { E2E_PASSWORD, e2eEmail, loginViaApi } from './accounts';
import { editionOf } from './edition';
import { runNow } from './runClock';

/** The demo provider's checkout: the payer's email, then the outcome (it sends the callbacks). */
async function payAtDemo(
  page: Page,
  email: string,
  outcome: 'Sikeres fizetés' | 'Sikertelen fizetés',
) {
  await page.getByLabel('E-mail-cím (a fizető fél)').fill(email);
  await page.getByRole('button', { name: outcome }).click();
}

/** The payment reference the result page's URL names. */
const referenceOf = (page: Page) => new URL(page.url()).searchParams.get('fizetes') ?? '';

/** A callback as the provider signs it (the demo secret), at `at` (unix ms on the sites' clock). */
function callback(
  request: APIRequestContext,
  fields: Record<string, string>,
  { at = runNow(), secret = DEMO_PAYMENT_SECRET } = {},
) {
  const body = JSON.stringify(fields);
  const timestamp = String(Math.floor(at / 1000));
  return request.post('/api/payments/callback', {
    data: body,
    headers: {
      'content-type': 'application/json',
      [PAYMENT_HEADERS.timestamp]: timestamp,
      [PAYMENT_HEADERS.signature]: signPaymentCallback(body, timestamp, secret),
    },
  });
}

interface Mail {
  subject: string;
  text: string;
}

/** The receipt mails to `email` that name this payment (waits for the first). */
async function receiptsFor(email: string, reference: string): Promise<Mail[]> {
  let receipts: Mail[] = [];
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${E2E_MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`);
        receipts = ((await answer.json()) as Mail[]).filter((mail) =>
          mail.text.includes(reference),
        );
        return receipts.length;
      },
      // Real time: the site mails the receipt to the SMTP sink, another process; done once it is there.
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return receipts;
}

interface SubscriptionItem {
  id: number;
  product: string;
  endDate: string;
  active: boolean;
}

async function subscriptionsOf(request: APIRequestContext): Promise<SubscriptionItem[]> {
  const answer = await request.get('/api/v1/users/subscriptions');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: SubscriptionItem[] }).items;
}

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

/** Hungarian numbers group 5+ digits with a (no-break) space: "10 000". */
const spaced = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

test.describe('support pages (main edition)', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'the regional edition has no support pages');
  });

  test('the campaign: pitch, counter, amounts in Ft, then a one-time payment that succeeds', async ({
    page,
  }) => {
    const response = await page.goto('/tamogatas');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Támogasd a független újságírást!' }),
    ).toBeVisible();
    // The counter: minutes against the 300 000-hour goal, as text and as a named bar.
    await expect(
      page.getByRole('heading', { name: 'Támogatói percek', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(spaced('perc / 300 000 óra'))).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Támogatói percek' })).toHaveAttribute(
      'max',
      '18000000',
    );
    await expect(page.getByText(/óra újságírás, a cél [\d,]+%-a/).first()).toBeVisible();
    // Amounts in forints, 5000 Ft and monthly preselected.
    const amounts = page.getByRole('group', { name: 'Összeg' });
    await expect(amounts.getByRole('radio')).toHaveCount(5);
    await expect(amounts.getByRole('radio', { name: '5000 Ft' })).toBeChecked();
    await expect(amounts.getByRole('radio', { name: spaced('20 000 Ft') })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Havonta' })).toBeChecked();
    await expectAxeClean(page);

    await amounts.getByRole('radio', { name: spaced('10 000 Ft') }).check();
    await page.getByRole('radio', { name: 'Egyszer' }).check();
    await page.getByRole('button', { name: 'Tovább a fizetéshez' }).click();
    await expect(page).toHaveURL(/\/tamogatas\?osszeg=10000&(egyeni=&)?gyakorisag=egyszeri/);
    await expect(page.getByText(spaced('Egyszeri támogatás: 10 000 Ft.'))).toBeVisible();
    const pay = page.getByRole('button', { name: 'Fizetés bankkártyával' });
    await expect(pay.locator('xpath=ancestor::form')).toHaveAttribute(
      'action',
      '/api/payments/start',
    );
    await expectAxeClean(page);

    await pay.click();
    await expect(page).toHaveURL(/\/demo-fizetes\?hosted_button_id=HV-DEMO-TAMOGATAS&.*custom=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demó fizetés' })).toBeVisible();
    await expect(page.getByText(spaced('Fizetendő: 10 000 Ft egyszer'))).toBeVisible();
    await expectAxeClean(page);

    await payAtDemo(page, 'egyszeri.tamogato@example.hu', 'Sikeres fizetés');
    await expect(page).toHaveURL(
      /\/tamogatas\/siker\?osszeg=10000&gyakorisag=egyszeri&fizetes=[\w-]{16,64}$/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Köszönjük a támogatásodat!' }),
    ).toBeVisible();
    await expect(page.getByText(spaced('10 000 Ft támogatásodat megkaptuk.'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mi történik most?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Támogatásom kezelése' })).toHaveAttribute(
      'href',
      '/tamogatas/belepes',
    );
    await expect(page.getByRole('link', { name: 'Tovább a címlapra' })).toHaveAttribute(
      'href',
      '/',
    );
    await expectAxeClean(page);
  });

  test('a monthly payment that fails: what happened, and "try again" with the same amount', async ({
    page,
  }) => {
    await page.goto('/tamogatas?osszeg=5000&gyakorisag=havi');
    await expect(page.getByText('Havi támogatás: 5000 Ft, minden hónapban.')).toBeVisible();
    await page.getByRole('button', { name: 'Fizetés bankkártyával' }).click();
    await expect(page.getByText('Fizetendő: 5000 Ft havonta')).toBeVisible();
    await payAtDemo(page, 'sikertelen@example.hu', 'Sikertelen fizetés');
    await expect(page).toHaveURL(/\/tamogatas\/hiba\?osszeg=5000&gyakorisag=havi&fizetes=[\w-]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'A fizetés nem sikerült' }),
    ).toBeVisible();
    await expect(page.getByText('a kártyádat nem terheltük meg')).toBeVisible();
    await expect(page.getByText('A választott támogatás: 5000 Ft, havonta.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'tamogatas@example.com' })).toHaveAttribute(
      'href',
      'mailto:tamogatas@example.com',
    );
    await expect(page.getByRole('link', { name: 'Gyakori kérdések a támogatásról' })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Próbáld újra ugyanezzel az összeggel' }).click();
    await expect(page).toHaveURL(/\/tamogatas\?osszeg=5000&gyakorisag=havi$/);
    await expect(page.getByRole('button', { name: 'Fizetés bankkártyával' })).toBeVisible();
  });

  test('a bad amount comes back with its message and what was typed, without JavaScript', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tamogatas');
    await page.getByRole('radio', { name: 'Más összeg' }).check();
    await page.getByLabel('Saját összeg (Ft)').fill('sok pénz');
    await page.getByRole('button', { name: 'Tovább a fizetéshez' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Az összeget egész számmal add meg, például 5000.',
    );
    await expect(page.getByLabel('Saját összeg (Ft)')).toHaveValue('sok pénz');
    await expect(page.getByLabel('Saját összeg (Ft)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('radio', { name: 'Más összeg' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Fizetés bankkártyával' })).toHaveCount(0);
    await context.close();

    // Too small and too large: a 400 page with the limit, never a 500.
    const small = await request.get('/tamogatas?osszeg=egyeni&egyeni=100&gyakorisag=havi');
    expect(small.status()).toBe(400);
    expect(await small.text()).toContain('A legkisebb összeg 1000 Ft.');
    const large = await request.get('/tamogatas?osszeg=99999999999&gyakorisag=havi');
    expect(large.status()).toBe(400);
    expect(await large.text()).toMatch(/A legnagyobb összeg 1\s000\s000 Ft\./);
    expect((await request.get('/tamogatas?gyakorisag=hetente')).status()).toBe(400);
    // A tampered payment request never reaches the outcome links.
    const checkout = await request.get(
      '/demo-fizetes?hosted_button_id=HV-DEMO-TAMOGATAS&amount=5000&currency_code=HUF&recurring=1&return=https://example.org/&cancel_return=/tamogatas/hiba&custom=Ab3_Ab3_Ab3_Ab3_Ab3_',
    );
    expect(checkout.status()).toBe(400);
    expect(await checkout.text()).not.toContain('Sikeres fizetés');
    // The payment start refuses a bad choice too (a 400, nothing recorded).
    const start = await request.post('/api/payments/start', {
      form: { osszeg: '10', gyakorisag: 'havi' },
    });
    expect(start.status()).toBe(400);
  });

  test('a signed-in reader’s donation: recorded from the callback, in the account, with a receipt; a replayed or forged callback changes nothing', async ({
    page,
  }) => {
    const email = e2eEmail('main', 'donor');
    const request = page.context().request;
    await loginViaApi(request, email, E2E_PASSWORD);
    const before = await subscriptionsOf(request);

    await page.goto('/tamogatas?osszeg=5000&gyakorisag=havi');
    await page.getByRole('button', { name: 'Fizetés bankkártyával' }).click();
    // The provider knows the payer by the address typed at its checkout; the payment is the
    // signed-in reader's all the same.
    await payAtDemo(page, 'masik.cim@example.hu', 'Sikeres fizetés');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Köszönjük a támogatásodat!' }),
    ).toBeVisible();
    const reference = referenceOf(page);

    const after = await subscriptionsOf(request);
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((item) => !before.some((old) => old.id === item.id))!;
    expect(added).toMatchObject({ product: 'Támogatói tagság (havi)', active: true });
    const info = (await (await request.get('/api/v1/user/info')).json()) as {
      hasActiveSubscription: boolean;
    };
    expect(info.hasActiveSubscription).toBe(true);
    await page.goto('/tamogatas/belepes');
    await expect(page.getByText('Támogatói tagság (havi)').first()).toBeVisible();

    const [receipt, ...more] = await receiptsFor(email, reference);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe('Nyugta a támogatásodról (5000 Ft)');
    expect(receipt!.text).toContain('Köszönjük, megkaptuk 5000 Ft havi támogatásodat.');

    const status = async () =>
      ((await (await request.get(`/api/payments/status/${reference}`)).json()) as { state: string })
        .state;
    expect(await status()).toBe('succeeded');
    const fields = {
      event_id: `demo-${reference}-succeeded`,
      type: 'succeeded',
      reference,
      payer_email: email,
    };
    // The same callback again, freshly signed (a retry): recorded once.
    const replayed = await callback(request, fields);
    expect(replayed.status()).toBe(200);
    expect(await replayed.json()).toEqual({ status: 'duplicate', state: 'succeeded' });
    // A captured callback sent after the replay window: refused.
    const stale = await callback(
      request,
      { ...fields, event_id: `replay-${reference}` },
      { at: runNow() - 10 * 60_000 },
    );
    expect(stale.status()).toBe(401);
    // A forged refund: refused.
    const forged = await callback(
      request,
      { ...fields, event_id: `forged-${reference}`, type: 'refunded' },
      { secret: 'nem-a-mi-titkunk' },
    );
    expect(forged.status()).toBe(401);
    // A late 'failed' after the success, properly signed: the state machine keeps the success.
    const late = await callback(request, {
      ...fields,
      event_id: `late-${reference}`,
      type: 'failed',
    });
    expect(await late.json()).toEqual({ status: 'applied', state: 'succeeded' });

    expect(await status()).toBe('succeeded');
    expect(await subscriptionsOf(request)).toEqual(after);
    expect(await receiptsFor(email, reference)).toHaveLength(1);
  });

  test('an anonymous donation whose callbacks come twice and out of order: one success, on the payer’s address', async ({
    page,
    request,
  }) => {
    const email = `e2e-anon-${Date.now()}@example.hu`;
    await page.goto('/tamogatas?osszeg=2000&gyakorisag=egyszeri');
    await page.getByRole('button', { name: 'Fizetés bankkártyával' }).click();
    await expect(page).toHaveURL(/\/demo-fizetes\?/);
    await page.goto(`${page.url()}&ketszer=1&sorrend=forditott`);
    await payAtDemo(page, email, 'Sikeres fizetés');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Köszönjük a támogatásodat!' }),
    ).toBeVisible();
    await expect(page.getByText('2000 Ft támogatásodat megkaptuk.')).toBeVisible();
    const reference = referenceOf(page);
    const receipts = await receiptsFor(email, reference);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('egyszeri támogatásodat');
    const status = await request.get(`/api/payments/status/${reference}`);
    expect(await status.json()).toMatchObject({ state: 'succeeded', amount: 2000, period: 'once' });
  });

  test('a late callback: the result page waits for it and then shows the recorded success', async ({
    page,
  }) => {
    await page.goto('/tamogatas?osszeg=3000&gyakorisag=havi');
    await page.getByRole('button', { name: 'Fizetés bankkártyával' }).click();
    await expect(page).toHaveURL(/\/demo-fizetes\?/);
    await page.goto(`${page.url()}&keses=1`);
    await payAtDemo(page, `e2e-late-${Date.now()}@example.hu`, 'Sikeres fizetés');
    await expect(page).toHaveURL(/\/tamogatas\/siker\?/);
    // The redirect's word is not taken: the thanks come once the callback is recorded (polled).
    // Real time: the demo provider's server sends the late callback DEMO_PAYMENT_LATE_MS (4 s) on.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Köszönjük a támogatásodat!' }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('a result page naming no recorded payment says so, whatever the slug', async ({
    page,
    request,
  }) => {
    expect((await request.get('/api/payments/status/Ab3_Ab3_Ab3_Ab3_Ab3_')).status()).toBe(404);
    expect((await request.get('/api/payments/status/rovid')).status()).toBe(400);
    await page.goto('/tamogatas/siker?osszeg=5000&gyakorisag=havi');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ezt a fizetést nem találjuk' }),
    ).toBeVisible();
    await page.goto('/tamogatas/siker?fizetes=Ab3_Ab3_Ab3_Ab3_Ab3_');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ezt a fizetést nem találjuk' }),
    ).toBeVisible();
  });

  test('belepes signed out: the login form; signed in: the subscriptions', async ({ page }) => {
    await page.goto('/tamogatas/belepes');
    await expect(page.getByRole('heading', { level: 1, name: 'Támogatói fiókom' })).toBeVisible();
    await expect(page.getByLabel('E-mail-cím')).toBeVisible();
    await expect(page.getByLabel('Jelszó')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Új támogatás indítása' })).toHaveAttribute(
      'href',
      '/tamogatas',
    );
    await expectAxeClean(page);

    const email = e2eEmail('main', 'subscriber');
    await loginViaApi(page.context().request, email, E2E_PASSWORD);
    await page.goto('/tamogatas/belepes');
    await expect(page.getByRole('heading', { name: 'Előfizetéseid' })).toBeVisible();
    await expect(page.getByText('Támogatói tagság (havi)')).toBeVisible();
    await expect(page.getByText(`Belépve mint ${email}.`)).toBeVisible();
    await expect(page.getByLabel('Jelszó')).toHaveCount(0);
    await expectAxeClean(page);
  });

  // SPEC section 9 "Minutes" (refresh 60 s; a monthly supporter buys 10 minutes each charge): a
  // donation recorded from the provider's signed callback reaches a counter already open, with the
  // page's next poll. The page runs on Playwright's clock, installed before it loads, so the test
  // moves it past the poll interval instead of waiting a minute. Other tests may donate meanwhile:
  // the counter grows by at least this donation.
  test('a donation recorded through the signed callback reaches the open counter with its next poll', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto('/tamogatas');
    const bar = page.getByRole('progressbar', { name: 'Támogatói percek' });
    const value = page.getByText(spaced('perc / 300 000 óra'));
    const barMinutes = async () => Number(await bar.getAttribute('value'));
    /** The minutes as the counter's text says them ("8 723 754 perc / 300 000 óra"). */
    const textMinutes = async () =>
      Number(((await value.textContent()) ?? '').split('perc')[0]!.replace(/\D/g, ''));
    const before = await barMinutes();
    expect(before).toBeGreaterThan(0);
    expect(await textMinutes()).toBe(before);

    // The counter's polls sent once the donation is recorded, and what each answered.
    let recorded = false;
    const polls: Array<Promise<number>> = [];
    page.on('request', (sent) => {
      if (!recorded || new URL(sent.url()).pathname !== '/api/counter') return;
      const count = sent
        .response()
        .then(async (answer) => ((await answer!.json()) as { count: number }).count);
      // Only the first poll is awaited; a later one that fails as the test ends is no error.
      count.catch(() => {});
      polls.push(count);
    });

    // The payment button records a monthly payment and names it to the provider's checkout as
    // `custom`; the provider then reports it started and succeeded, signed.
    const started = await request.post('/api/payments/start', {
      form: { osszeg: '5000', gyakorisag: 'havi' },
      maxRedirects: 0,
    });
    expect(started.status()).toBe(303);
    const checkout = new URL(started.headers()['location']!, 'http://localhost');
    const reference = checkout.searchParams.get('custom')!;
    expect(reference).toMatch(/^[\w-]{16,64}$/);
    for (const type of ['started', 'succeeded']) {
      const answer = await callback(request, {
        event_id: `counter-${reference}-${type}`,
        type,
        reference,
        payer_email: `e2e-counter-${Date.now()}@example.hu`,
      });
      expect(answer.status(), type).toBe(200);
    }
    expect(
      ((await (await request.get(`/api/payments/status/${reference}`)).json()) as { state: string })
        .state,
    ).toBe('succeeded');
    recorded = true;

    // One poll interval on: the poll goes out (a try that finds the page not yet hydrated, its
    // timer not yet set, moves the clock again) and its answer already counts the donation.
    await expect(async () => {
      if (polls.length === 0) await page.clock.fastForward(MINUTES_REFRESH_MS + 1_000);
      expect(polls.length).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
    expect(await polls[0]!).toBeGreaterThanOrEqual(before + MINUTES_RECURRING_FACTOR);
    // The open page shows it, as text and as the bar.
    await expect
      .poll(barMinutes, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(before + MINUTES_RECURRING_FACTOR);
    expect(await textMinutes()).toBe(await barMinutes());
  });

  test('the counter API: a day, the total since a day, bad days are 400', async ({ request }) => {
    const day = await request.get('/api/minutes?day=2025-03-28');
    expect(day.status()).toBe(200);
    const counts = (await day.json()) as { day: string; recurring: number; onetime: number };
    expect(counts.day).toBe('2025-03-28');
    expect(counts.recurring).toBeGreaterThan(0);
    const total = (await (await request.get('/api/counter')).json()) as {
      from: string;
      count: number;
    };
    const later = (await (await request.get('/api/counter?from=2026-01-01')).json()) as {
      count: number;
    };
    expect(total.from).toBe('2025-03-28');
    expect(total.count).toBeGreaterThan(later.count);
    for (const bad of [
      '/api/minutes?day=2026-02-30',
      '/api/minutes?day=2025-03-27',
      '/api/minutes?day=2999-01-01',
      '/api/counter?from=tegnap',
      '/api/counter?from=2025-03-01',
    ]) {
      expect((await request.get(bad)).status(), bad).toBe(400);
    }
  });

  test('academy, youth and 1% read without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/telexakademia');
    await expect(page.getByRole('heading', { level: 1, name: 'Hírvonal Akadémia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Programjaink' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Hogyan jelentkezhetsz?' }),
    ).toBeVisible();
    await page.goto('/te');
    await expect(page.getByRole('heading', { level: 1, name: 'Te' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Miért pont neked?' })).toBeVisible();
    await page.goto('/egyszazalek');
    await expect(page.getByRole('heading', { level: 1, name: 'Egy százalék' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Az alapítvány adatai' }).first(),
    ).toBeVisible();
    // The configured tax number (the demo default), as selectable text; no copy button without JS.
    await expect(page.getByTestId('tax-number')).toHaveText('18912345-1-42');
    await expect(page.getByRole('button', { name: 'Adószám másolása' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Mi az az 1%?' })).toBeVisible();
    await context.close();
  });

  test('academy, youth and 1% are axe clean; the tax number copies', async ({
    browser,
    baseURL,
    page: plain,
  }) => {
    for (const path of ['/telexakademia', '/te']) {
      await plain.goto(path);
      await expectAxeClean(plain);
    }
    const context = await browser.newContext({
      baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto('/egyszazalek');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Adószám másolása' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'vágólapra' })).toHaveText(
      'Az adószámot a vágólapra másoltuk.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('18912345-1-42');
    await context.close();
  });
});

test.describe('support pages (regional edition)', () => {
  test('the support, academy, youth and 1% pages and the demo checkout are 404', async ({
    request,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'regional', 'main has these pages');
    for (const path of [
      '/tamogatas',
      '/tamogatas/siker',
      '/tamogatas/hiba',
      '/tamogatas/belepes',
      '/telexakademia',
      '/te',
      '/egyszazalek',
      '/demo-fizetes',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // No payments here: the payment button's start and the demo provider are 404 too, and a
    // callback for a payment we never recorded records nothing.
    expect(
      (
        await request.post('/api/payments/start', { form: { osszeg: '50', gyakorisag: 'havi' } })
      ).status(),
    ).toBe(404);
    expect((await request.post('/api/payments/demo', { form: {} })).status()).toBe(404);
    const unknown = await callback(request, {
      event_id: 'regional-1',
      type: 'succeeded',
      reference: 'Ab3_Ab3_Ab3_Ab3_Ab3_',
      payer_email: 'valaki@example.ro',
    });
    expect(unknown.status()).toBe(404);
  });
});
