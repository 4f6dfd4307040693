// Accounts for the e2e tests (issue 14): one per edition and purpose, created before the run
// (globalSetup.ts) so that the per-account login limit never couples two tests; the one-time codes are
// read from the real SMTP server the sites send to (scripts/dev/mailSink.ts).
import fs from 'node:fs';
import path from 'node:path';
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

/** The one-time code of the newest mail to `email` received after `since` (waits for it). */
export async function codeFor(email: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${E2E_MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`);
        const mails = (await response.json()) as Mail[];
        const mail = mails.filter((m) => Date.parse(m.receivedAt) >= since - 1_000).at(-1);
        code = mail ? (/(\d{6})/.exec(mail.subject)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
}

/** Password, then code, through the API; the context's cookies hold the session afterwards. */
export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password = E2E_PASSWORD,
): Promise<ApiSession> {
  const since = Date.now();
  const first = await request.post('/api/login', { data: { email, password } });
  expect(first.status()).toBe(200);
  const { firstStepToken } = (await first.json()) as { firstStepToken: string };
  const verified = await request.post('/api/login/otp/verify', {
    data: { code: await codeFor(email, since) },
    headers: { authorization: `Bearer ${firstStepToken}` },
  });
  expect(verified.status()).toBe(200);
  return (await verified.json()) as ApiSession;
}

/** An access token that expired a minute ago, signed with the sites' secret (var/auth-secret). */
export async function expiredAccessToken(userId: number, role: string, edition: string) {
  const secret = fs.readFileSync(path.join(process.cwd(), 'var', 'auth-secret'), 'utf8').trim();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('hirvonal')
    .setAudience(edition)
    .setIssuedAt(now - 1_000)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}
