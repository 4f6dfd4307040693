// Accounts for the e2e tests (issue 14): one per edition and purpose, created before the run
// (globalSetup.ts) so that the per-account login limit never couples two tests; the one-time codes are
// read from the real SMTP server the sites send to (scripts/dev/mailSink.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runNow } from './runClock';
import { expect, type APIRequestContext } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_MAILBOX_URL } from '../../playwright.config';

export const E2E_PASSWORD = 'e2e-jelszo-hosszu-2026';

export const PURPOSES = {
  ui: 'editor',
  preview: 'editor',
  refresh: 'editor',
  reuse: 'editor',
  logout: 'editor',
  topology: 'editor',
  noScript: 'editor',
  // The editor who uploads a photo (tests/e2e/photos.spec.ts).
  photos: 'editor',
  // The security suite's guessing target (tests/e2e/security/signIn.spec.ts).
  guessed: 'reader',
  enumerated: 'reader',
  reader: 'reader',
  subscriber: 'subscriber',
  // A reader whose donations the support suite records (tests/e2e/support.spec.ts).
  donor: 'reader',
  errors: 'reader',
  // The signed-in reader and the preview banner of the look suites (tests/e2e/walk/pageSamples.ts).
  lookReader: 'reader',
  lookEditor: 'editor',
  // A reader whose login code the mail server cannot take now (walk/readerStates.ts).
  lookMailLate: 'reader',
} as const;
export type Purpose = keyof typeof PURPOSES;

export function e2eEmail(edition: string, purpose: Purpose): string {
  return `e2e-${purpose}-${edition}@example.hu`;
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${E2E_MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as Mail[];
}

/** The one-time code of the newest mail to `email` received after `since` (waits for it). */
export async function codeFor(email: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        const mail = mails.filter((m) => Date.parse(m.receivedAt) >= since - 1_000).at(-1);
        code = mail ? (/(\d{6})/.exec(mail.subject)?.[1] ?? '') : '';
        return code;
      },
      // Real time: the site mails the code to the SMTP sink, another process; done once it is there.
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
}

/**
 * Runs `task` while no other Playwright worker runs one under the same key (a directory made
 * atomically is the lock). A lock older than a minute was left by a worker that died: it is broken.
 */
async function exclusively<T>(key: string, task: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `hirvonal-e2e-${key.replace(/[^a-z0-9.-]/gi, '_')}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else await sleep(100);
    }
  }
  try {
    return await task();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Password, then code, through the API; the context's cookies hold the session afterwards. One
 * sign-in per account at a time, and only a mail newer than every earlier one is read: tests that run
 * at once (the look and layout suites' widths share their accounts) would read each other's code.
 */
export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password = E2E_PASSWORD,
): Promise<ApiSession> {
  return exclusively(`login-${email}`, async () => {
    const newest = Math.max(
      0,
      ...(await mailsTo(email)).map((mail) => Date.parse(mail.receivedAt)),
    );
    // codeFor reads mails from a second before `since` on: none of the earlier ones.
    const since = Math.max(Date.now(), newest + 1_001);
    const first = await request.post('/api/login', { data: { email, password } });
    expect(first.status()).toBe(200);
    const { firstStepToken } = (await first.json()) as { firstStepToken: string };
    const verified = await request.post('/api/login/otp/verify', {
      data: { code: await codeFor(email, since) },
      headers: { authorization: `Bearer ${firstStepToken}` },
    });
    expect(verified.status()).toBe(200);
    return (await verified.json()) as ApiSession;
  });
}

/**
 * An access token that expired a minute ago on the sites' clock, signed with their secret
 * (var/auth-secret).
 */
export async function expiredAccessToken(userId: number, role: string, edition: string) {
  const secret = fs.readFileSync(path.join(process.cwd(), 'var', 'auth-secret'), 'utf8').trim();
  const now = Math.floor(runNow() / 1000);
  return new SignJWT({ role, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('hirvonal')
    .setAudience(edition)
    .setIssuedAt(now - 1_000)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}
