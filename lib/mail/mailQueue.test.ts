// The mail queue (issue 29) over the real user-data store (a temporary SQLite file) and a real SMTP
// server on loopback (scripts/dev/mailSink.ts): a mail the server cannot take while it is stopped is
// kept and sent once it is back; two instances' retry loops never send one mail twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailSink, type RunningMailSink } from '@/scripts/dev/mailSink';
import { MAIL_CLAIM_MS, MAIL_RETRY_FIRST_MS, MAIL_RETRY_MAX_MS } from '../constants';
import { userDataEngine } from '../userdata/getUserDataStore';
import { migrate, sqlUserData } from '../userdata/sqlUserData';
import type { UserDataStore } from '../userdata/userDataStore';
import type { Mailer } from './mailer';
import { mailQueue, mailRetryDelayMs } from './mailQueue';
import { smtpMailer } from './smtpMailer';

describe('mailRetryDelayMs', () => {
  it.each([
    [1, MAIL_RETRY_FIRST_MS],
    [2, 2 * MAIL_RETRY_FIRST_MS],
    [3, 4 * MAIL_RETRY_FIRST_MS],
    [5, 16 * MAIL_RETRY_FIRST_MS],
    [6, MAIL_RETRY_MAX_MS],
    [1_000, MAIL_RETRY_MAX_MS],
  ])('after %i failed attempts: %i ms', (attempts, delay) => {
    expect(mailRetryDelayMs(attempts)).toBe(delay);
  });
});

describe('the mail queue with a real SMTP server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-queue-'));
  let clock = Date.UTC(2026, 10, 26, 10);
  let store: UserDataStore;
  let sink: RunningMailSink;
  let mailer: Mailer;
  beforeAll(async () => {
    const engine = userDataEngine({ file: path.join(dir, 'userdata.db') });
    await migrate(engine);
    store = sqlUserData(engine, () => clock);
    sink = await startMailSink();
    mailer = smtpMailer(sink.smtpUrl);
  });
  afterAll(async () => {
    await mailer.close();
    await sink.stop();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const queue = () => mailQueue({ store, mailer, now: () => clock });
  const message = (to: string) => ({ to, subject: 'Belépési kód: 123456', text: 'Kód: 123456' });
  const received = (to: string) => sink.messages().filter((mail) => mail.to.includes(to));

  it('sends at once while the server is up, and keeps nothing', async () => {
    expect(
      await queue().send(message('azonnal@example.hu'), {
        kind: 'login-code',
        notAfter: clock + 600_000,
      }),
    ).toBe('sent');
    expect(received('azonnal@example.hu')).toHaveLength(1);
    expect(await store.queuedMailCount()).toBe(0);
  });

  it('keeps what the stopped server cannot take, and sends it once the server is back', async () => {
    const port = new URL(sink.smtpUrl).port;
    await sink.stop();
    const options = { kind: 'newsletter-confirmation', notAfter: clock + 86_400_000 } as const;
    expect(await queue().send(message('kesve@example.hu'), options)).toBe('queued');
    expect(await queue().send(message('kesve2@example.hu'), options)).toBe('queued');
    clock += MAIL_RETRY_FIRST_MS;
    expect(await queue().deliverDue()).toEqual({ sent: 0, failed: 2, expired: 0 });
    expect(await store.queuedMailCount()).toBe(2);

    sink = await startMailSink({ smtpPort: Number(port) });
    clock += mailRetryDelayMs(2);
    // Two instances' loops at once: each mail goes once.
    const rounds = await Promise.all([queue().deliverDue(), queue().deliverDue()]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(2);
    expect(received('kesve@example.hu')).toHaveLength(1);
    expect(received('kesve2@example.hu')).toHaveLength(1);
    expect(received('kesve@example.hu')[0]!.subject).toBe('Belépési kód: 123456');
    expect(await store.queuedMailCount()).toBe(0);
  });

  it('sends a mail whose sender died before its attempt, once its claim runs out', async () => {
    // Stored and claimed by an instance that then stopped (no attempt, no retry recorded).
    await store.queueMail({
      kind: 'login-code',
      message: JSON.stringify(message('arva@example.hu')),
      notAfter: clock + 600_000,
      claimedUntil: clock + MAIL_CLAIM_MS,
    });
    expect(await queue().deliverDue()).toMatchObject({ sent: 0 });
    clock += MAIL_CLAIM_MS;
    expect(await queue().deliverDue()).toMatchObject({ sent: 1 });
    expect(received('arva@example.hu')).toHaveLength(1);
  });
});
