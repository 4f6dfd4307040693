// Newsletter sign-ups with double opt-in (issue 17) over the user-data port and the mail port. A sign-up
// is stored first (pending) and then mailed: if the mail fails the subscription stays and the caller
// says so, and the reader's repeat sends it. Its mail holds two links whose tokens are stored only as
// hashes: one confirms the lists, one unsubscribes from them (and works forever). Mail scanners
// open links, so opening one only shows a page (inspect); confirming and unsubscribing are POSTs.
import { createHash } from 'node:crypto';
import type { NewsletterList } from '@/editions/newsletterLists';
import { newOpaqueToken } from '../../accounts/tokens';
import { NEWSLETTER_CONFIRM_RESEND_MS, NEWSLETTER_CONFIRM_TTL_MS } from '../../constants';
import type { Locale } from '../../i18n/locales';
import type { MailSender } from '../../mail/mailQueue';
import { withQuery } from '../../routing/paths';
import type {
  NewsletterTokenOutcome,
  NewsletterTokenPurpose,
  UserDataStore,
} from '../../userdata/userDataStore';
import { confirmationMail, localeOfLists } from './newsletterMail';
import { NEWSLETTER_API, newsletterStepPath } from '../newsletterPaths';
import type { SubscribeRequest } from '../subscribeRequest';

export interface NewsletterDeps {
  store: UserDataStore;
  /** The mail queue: a confirmation the mail server does not take now is sent when it does. */
  mail: MailSender;
  /** The edition's public origin: the mails' links are absolute on it. */
  siteUrl: string;
  siteName: string;
  /** This edition's lists (editions/newsletterLists.ts); tokens of other lists are not ours. */
  lists: readonly NewsletterList[];
  now?: () => number;
  confirmTtlMs?: number;
  resendAfterMs?: number;
}

export interface SubscribeOutcome {
  /**
   * The confirmation mail: sent now, queued (the mail server did not take it now; the queue sends it
   * when it does), or an earlier one went within the resend window (none now).
   */
  status: 'sent' | 'queued' | 'recently-sent';
  listCodes: string[];
}

/** What opening a link shows, before anything is done (GET of the confirm or unsubscribe page). */
export type LinkState =
  /** The button may be pressed. */
  | 'valid'
  /** A confirm link used before, or an unsubscribe link whose lists are all left already. */
  | 'used'
  | 'expired'
  | 'invalid';

export interface LinkView {
  state: LinkState;
  email: string | null;
  /** This edition's lists the link names, in the edition's order. */
  lists: NewsletterList[];
  locale: Locale;
}

/** What a token looks like (newOpaqueToken: 32 random bytes, base64url); anything else is no token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,100}$/;

/**
 * What is stored of a link's token. Unkeyed, unlike the accounts' hashes (lib/accounts/tokens.ts):
 * 256 random bits leave nothing to try offline, and an unsubscribe link in a years-old mail must keep
 * working after AUTH_SECRET changes.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function newsletterService(deps: NewsletterDeps) {
  const now = deps.now ?? Date.now;
  const confirmTtlMs = deps.confirmTtlMs ?? NEWSLETTER_CONFIRM_TTL_MS;
  const resendAfterMs = deps.resendAfterMs ?? NEWSLETTER_CONFIRM_RESEND_MS;
  const codes = deps.lists.map((list) => list.code);
  const hash = tokenHash;
  const absolute = (path: string) => `${deps.siteUrl}${path}`;
  /** This edition's lists among `listCodes`, in the edition's order. */
  const listsOf = (listCodes: readonly string[]) =>
    deps.lists.filter((list) => listCodes.includes(list.code));

  async function applyLink(
    purpose: NewsletterTokenPurpose,
    token: string,
  ): Promise<NewsletterTokenOutcome> {
    if (!TOKEN_PATTERN.test(token)) return { status: 'invalid' };
    const options = { now: now(), listCodes: codes };
    return purpose === 'confirm'
      ? deps.store.confirmNewsletter(hash(token), options)
      : deps.store.unsubscribeNewsletter(hash(token), options);
  }

  return {
    lists: deps.lists,
    listsOf,

    /**
     * Stores the sign-up (idempotent: one subscription per address and list), then sends the
     * confirmation mail through the mail queue unless one went for it within the resend window: a mail
     * the mail server does not take now is sent when it does, while its link is valid.
     */
    async subscribe(request: SubscribeRequest): Promise<SubscribeOutcome> {
      const confirmToken = newOpaqueToken();
      const unsubscribeToken = newOpaqueToken();
      const confirmExpiresAt = now() + confirmTtlMs;
      const { listCodes, mailClaimedAt } = await deps.store.subscribeNewsletter(request, {
        confirmHash: hash(confirmToken),
        unsubscribeHash: hash(unsubscribeToken),
        confirmExpiresAt,
        resendAfterMs,
      });
      if (mailClaimedAt === null) return { status: 'recently-sent', listCodes };
      const lists = listsOf(listCodes);
      const mail = confirmationMail({
        to: request.email,
        lists,
        confirmUrl: absolute(newsletterStepPath('confirm', { token: confirmToken })),
        validDays: Math.round(confirmTtlMs / 86_400_000),
        locale: localeOfLists(lists),
        siteName: deps.siteName,
        unsubscribe: {
          page: absolute(newsletterStepPath('unsubscribe', { token: unsubscribeToken })),
          oneClick: absolute(withQuery(NEWSLETTER_API.unsubscribe, { token: unsubscribeToken })),
        },
      });
      const status = await deps.mail.send(mail, {
        kind: 'newsletter-confirmation',
        notAfter: confirmExpiresAt,
      });
      return { status, listCodes };
    },

    /** What a link would do, without doing it (mail scanners open links too). */
    async inspect(purpose: NewsletterTokenPurpose, token: string): Promise<LinkView> {
      const found = TOKEN_PATTERN.test(token)
        ? await deps.store.findNewsletterToken(hash(token))
        : null;
      const ours = found?.lists.filter((list) => codes.includes(list.listCode)) ?? [];
      if (!found || found.purpose !== purpose || ours.length === 0) {
        return { state: 'invalid', email: null, lists: [], locale: 'hu' };
      }
      const lists = listsOf(ours.map((list) => list.listCode));
      const view = { email: found.email, lists, locale: localeOfLists(lists) };
      if (purpose === 'unsubscribe') {
        const left = ours.every((list) => list.status === 'unsubscribed');
        return { ...view, state: left ? 'used' : 'valid' };
      }
      if (found.usedAt !== null) return { ...view, state: 'used' };
      if (found.expiresAt !== null && found.expiresAt <= now()) {
        return { ...view, state: 'expired' };
      }
      return { ...view, state: 'valid' };
    },

    /** Uses a confirm link: its lists become confirmed. Once, before it expires. */
    confirm: (token: string) => applyLink('confirm', token),

    /** Uses an unsubscribe link (RFC 8058 one-click, or the page's button). Idempotent. */
    unsubscribe: (token: string) => applyLink('unsubscribe', token),
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
