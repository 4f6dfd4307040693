// Double opt-in over the real user-data store (a temporary SQLite file), its mail queue and a fake mailer:
// what a sign-up stores and mails, that a mail the server refused is sent later but never doubled, that the links confirm and
// unsubscribe (once, before expiry, only this edition's lists), and the mails' contents (issue 17).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newsletterLists, type NewsletterList } from '@/editions/newsletterLists';
import { MAIL_RETRY_FIRST_MS } from '../../constants';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { mailQueue } from '../../mail/mailQueue';
import { userDataEngine } from '../../userdata/getUserDataStore';
import { migrate, sqlUserData } from '../../userdata/sqlUserData';
import type { UserDataStore } from '../../userdata/userDataStore';
import { newsletterService, tokenHash } from './newsletterService';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-'));
const DAY = 86_400_000;
let clock = 1_800_000_000_000;
let store: UserDataStore;
const sent: MailMessage[] = [];
let failing = false;
const mailer: Mailer = {
  async send(message) {
    if (failing) throw new Error('SMTP 451 try later');
    sent.push(message);
  },
  async close() {},
};

/** The mail queue over the test's store, mailer and clock. */
const queue = () => mailQueue({ store, mailer, now: () => clock });

function service(lists: readonly NewsletterList[] = newsletterLists.main) {
  return newsletterService({
    store,
    mail: queue(),
    siteUrl: 'https://hirvonal.hu',
    siteName: 'Hírvonal',
    lists,
    now: () => clock,
  });
}

beforeAll(async () => {
  const engine = userDataEngine({ file: path.join(dir, 'userdata.db') });
  await migrate(engine);
  // The store and the service read one clock.
  store = sqlUserData(engine, () => clock);
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const signUp = (email: string, listCodes = ['reggeli', 'g7']) =>
  service().subscribe({ email, firstName: 'Anna', lastName: 'Kiss', listCodes });

/** The token of a link in the mail's text: the confirm page's or the unsubscribe page's. */
function linkToken(mail: MailMessage, page: 'megerosites' | 'leiratkozas'): string {
  const match = new RegExp(`https://hirvonal\\.hu/hirlevel/${page}\\?token=([\\w-]+)`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no ${page} link in ${mail.text}`);
  return match[1]!;
}

describe('newsletter sign-up (double opt-in)', () => {
  it('stores a pending sign-up and mails its confirm and unsubscribe links', async () => {
    const before = sent.length;
    expect(await signUp('Olvaso@Example.hu')).toEqual({
      status: 'sent',
      listCodes: ['g7', 'reggeli'],
    });
    expect(await store.newsletterStatus('olvaso@example.hu')).toEqual([
      { listCode: 'g7', status: 'pending' },
      { listCode: 'reggeli', status: 'pending' },
    ]);
    const [mail] = sent.slice(before);
    expect(mail).toMatchObject({
      to: 'Olvaso@Example.hu',
      subject: 'Erősítsd meg a feliratkozásodat – Hírvonal',
    });
    // Issue 28: the address has confirmed nothing yet, so the mail says nothing its sender wrote.
    expect(mail!.text).toContain('Kedves Olvasónk!');
    expect(mail!.text).not.toContain('Anna');
    expect(mail!.text).toContain('- Reggeli összefoglaló (Hétköznap reggel 6 órakor)');
    expect(mail!.text).toContain('- G7 pénzügyi hírlevél (Hetente kétszer)');
    expect(mail!.text).toContain('(3 napig érvényes)');
    // Every newsletter mail: the unsubscribe link in the text and in the headers (RFC 2369, 8058).
    const unsubscribe = linkToken(mail!, 'leiratkozas');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<https://hirvonal.hu/api/newsletter/unsubscribe?token=${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only hashes are stored, never the tokens.
    const confirm = linkToken(mail!, 'megerosites');
    expect(await store.findNewsletterToken(confirm)).toBeNull();
    expect((await store.findNewsletterToken(tokenHash(confirm)))?.purpose).toBe('confirm');
  });

  it('answers a repeat within the resend window without a second mail, and mails again after it', async () => {
    await signUp('ismetlo@example.hu');
    const before = sent.length;
    expect((await signUp('ismetlo@example.hu')).status).toBe('recently-sent');
    expect(sent.length).toBe(before);
    clock += 60_000;
    expect((await signUp('ismetlo@example.hu')).status).toBe('sent');
    expect(sent.length).toBe(before + 1);
    expect(await store.newsletterLists('ismetlo@example.hu')).toEqual(['g7', 'reggeli']);
  });

  it('keeps the sign-up and its mail when the mail server is down, and sends the mail later', async () => {
    failing = true;
    expect((await signUp('elveszett@example.hu', ['heti-valogatas'])).status).toBe('queued');
    expect(await store.newsletterLists('elveszett@example.hu')).toEqual(['heti-valogatas']);
    // A repeat within the resend window sends no second mail: the first is on its way.
    expect((await signUp('elveszett@example.hu', ['heti-valogatas'])).status).toBe('recently-sent');
    failing = false;
    const before = sent.length;
    clock += MAIL_RETRY_FIRST_MS;
    expect(await queue().deliverDue()).toEqual({ sent: 1, failed: 0, expired: 0 });
    expect(sent.slice(before).map((mail) => mail.to)).toEqual(['elveszett@example.hu']);
    expect(await store.queuedMailCount()).toBe(0);
  });

  it('writes an English mail for a sign-up to the English newsletter alone', async () => {
    const before = sent.length;
    await service().subscribe({
      email: 'reader@example.com',
      firstName: 'Jane',
      lastName: '',
      listCodes: ['english'],
    });
    const [mail] = sent.slice(before);
    expect(mail?.subject).toBe('Please confirm your sign-up – Hírvonal');
    expect(mail?.text).toContain('Dear reader,');
    expect(mail?.text).toContain('Unsubscribe from these newsletters:');
  });
});

describe('newsletter links', () => {
  async function mailOf(email: string, listCodes?: string[]) {
    clock += 60_000;
    const before = sent.length;
    await signUp(email, listCodes);
    return sent[before]!;
  }

  it('shows a link before using it, then confirms once; a used link says so', async () => {
    const mail = await mailOf('megerosito@example.hu');
    const token = linkToken(mail, 'megerosites');
    const view = await service().inspect('confirm', token);
    expect(view).toMatchObject({ state: 'valid', email: 'megerosito@example.hu', locale: 'hu' });
    expect(view.lists.map((list) => list.code)).toEqual(['reggeli', 'g7']);
    // Opening the page changed nothing.
    expect((await store.newsletterStatus('megerosito@example.hu'))[0]?.status).toBe('pending');
    expect(await service().confirm(token)).toEqual({
      status: 'done',
      email: 'megerosito@example.hu',
      listCodes: ['g7', 'reggeli'],
    });
    expect(await store.newsletterStatus('megerosito@example.hu')).toEqual([
      { listCode: 'g7', status: 'confirmed' },
      { listCode: 'reggeli', status: 'confirmed' },
    ]);
    expect(await service().confirm(token)).toEqual({ status: 'used' });
    expect((await service().inspect('confirm', token)).state).toBe('used');
  });

  it('refuses an expired confirm link', async () => {
    const token = linkToken(await mailOf('kesoi@example.hu'), 'megerosites');
    clock += 3 * DAY;
    expect((await service().inspect('confirm', token)).state).toBe('expired');
    expect(await service().confirm(token)).toEqual({ status: 'expired' });
    expect((await store.newsletterStatus('kesoi@example.hu'))[0]?.status).toBe('pending');
  });

  it.each([
    ['no token at all', ''],
    ['a malformed token', 'nem-token <script>'],
    ['an unknown token', 'x'.repeat(43)],
  ])('calls %s invalid', async (_, token) => {
    expect(await service().confirm(token)).toEqual({ status: 'invalid' });
    expect(await service().unsubscribe(token)).toEqual({ status: 'invalid' });
    expect((await service().inspect('confirm', token)).state).toBe('invalid');
  });

  it('never confirms with an unsubscribe link, nor the other edition’s lists', async () => {
    const mail = await mailOf('keveredo@example.hu');
    expect(await service().confirm(linkToken(mail, 'leiratkozas'))).toEqual({ status: 'invalid' });
    const regional = service(newsletterLists.regional);
    expect(await regional.confirm(linkToken(mail, 'megerosites'))).toEqual({ status: 'invalid' });
    expect((await regional.inspect('unsubscribe', linkToken(mail, 'leiratkozas'))).state).toBe(
      'invalid',
    );
  });

  it('unsubscribes with the link, again and again (mail clients repeat the one-click post)', async () => {
    const mail = await mailOf('leiratkozo@example.hu', ['g7']);
    const token = linkToken(mail, 'leiratkozas');
    expect((await service().inspect('unsubscribe', token)).state).toBe('valid');
    const done = { status: 'done', email: 'leiratkozo@example.hu', listCodes: ['g7'] };
    expect(await service().unsubscribe(token)).toEqual(done);
    expect(await service().unsubscribe(token)).toEqual(done);
    expect(await store.newsletterLists('leiratkozo@example.hu')).toEqual([]);
    expect((await service().inspect('unsubscribe', token)).state).toBe('used');
  });
});
