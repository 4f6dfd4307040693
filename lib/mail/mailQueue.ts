// The mail queue (issue 29): what a reader is sent (a login code, a newsletter confirmation) is stored in
// the user-data store first, then handed to the mail server. When the server is down or refuses it, the
// mail stays queued and every instance's retry loop (deliverDue, every MAIL_QUEUE_TICK_MS) tries again,
// ever less often, until it goes or is of no use (a login code after it expired). None is lost: a crash
// between storing and sending leaves a claim that runs out, and the mail is sent then.
import {
  MAIL_CLAIM_MS,
  MAIL_QUEUE_BATCH,
  MAIL_RETRY_FIRST_MS,
  MAIL_RETRY_MAX_MS,
} from '../constants';
import { log } from '../observability/log';
import { readStoredJson } from '../schemas/storedJson';
import { retryDelayMs } from '../rules/retryDelay';
import { countMetric, setMetric } from '../observability/metrics';
import type { UserDataStore } from '../userdata/userDataStore';
import { mailMessageSchema, type Mailer, type MailMessage } from './mailer';

/** What a mail is, for logs and metrics. */
export type MailKind = 'login-code' | 'newsletter-confirmation' | 'payment-receipt';

/** Whether the mail server took the mail now, or it waits in the queue for the next attempt. */
export type MailDelivery = 'sent' | 'queued';

export interface MailSender {
  /**
   * Stores the mail, then tries to send it: 'sent' once the mail server took it, 'queued' when it did
   * not (the queue tries again until `notAfter`). Throws only when the mail cannot even be stored.
   */
  send(message: MailMessage, options: { kind: MailKind; notAfter: number }): Promise<MailDelivery>;
}

export interface MailQueue extends MailSender {
  /** One round of the retry loop: drops the mails of no use, then sends the due ones. */
  deliverDue(): Promise<{ sent: number; failed: number; expired: number }>;
}

/** How long after its `attempts`-th failed attempt a mail is tried again (doubling, capped). */
export function mailRetryDelayMs(attempts: number): number {
  return retryDelayMs(attempts, { firstMs: MAIL_RETRY_FIRST_MS, maxMs: MAIL_RETRY_MAX_MS });
}

type QueueStore = Pick<
  UserDataStore,
  'queueMail' | 'claimDueMail' | 'removeMail' | 'retryMail' | 'dropExpiredMail' | 'queuedMailCount'
>;

export function mailQueue(deps: {
  store: QueueStore;
  mailer: Mailer;
  now?: () => number;
}): MailQueue {
  const { store, mailer } = deps;
  const now = deps.now ?? Date.now;

  /** One attempt at a stored mail: removed once sent, else released for a later attempt. */
  async function attempt(
    id: number,
    kind: string,
    message: MailMessage,
    failedBefore: number,
  ): Promise<MailDelivery> {
    try {
      await mailer.send(message);
    } catch (error) {
      const attempts = failedBefore + 1;
      await store.retryMail(id, now() + mailRetryDelayMs(attempts), String(error));
      countMetric('hirvonal_mail_total', { result: 'failed' });
      log.warn('mail not sent; queued for another attempt', { kind, attempts, error });
      return 'queued';
    }
    countMetric('hirvonal_mail_total', { result: 'sent' });
    await store.removeMail(id);
    return 'sent';
  }

  return {
    async send(input, { kind, notAfter }) {
      const message = mailMessageSchema.parse(input);
      const id = await store.queueMail({
        kind,
        message: JSON.stringify(message),
        notAfter,
        claimedUntil: now() + MAIL_CLAIM_MS,
      });
      return attempt(id, kind, message, 0);
    },

    async deliverDue() {
      const expired = await store.dropExpiredMail(now());
      for (const kind of expired) {
        countMetric('hirvonal_mail_total', { result: 'expired' });
        log.error('mail dropped unsent: of no use any more', { kind });
      }
      const due = await store.claimDueMail(now(), now() + MAIL_CLAIM_MS, MAIL_QUEUE_BATCH);
      let sent = 0;
      for (const mail of due) {
        const message = readStoredJson(mailMessageSchema, mail.message);
        if (!message) {
          // Stored by this code, so never expected; kept out of the loop rather than retried forever.
          await store.removeMail(mail.id);
          log.error('queued mail unreadable; removed', { kind: mail.kind });
          continue;
        }
        if ((await attempt(mail.id, mail.kind, message, mail.attempts)) === 'sent') sent += 1;
      }
      setMetric('hirvonal_mail_queued', await store.queuedMailCount(), {});
      return { sent, failed: due.length - sent, expired: expired.length };
    },
  };
}
