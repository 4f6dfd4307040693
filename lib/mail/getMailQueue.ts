// This process's mail: the Mailer (SMTP when SMTP_URL is set, else the outbox beside the content store)
// behind the mail queue in the user-data store (issue 29), and the queue's retry loop.
import path from 'node:path';
import { MAIL_QUEUE_TICK_MS } from '../constants';
import { startBackgroundLoop } from '../deploy/backgroundLoop';
import { storePath } from '../store/storePath';
import { getUserDataStore } from '../userdata/getUserDataStore';
import type { Mailer } from './mailer';
import { mailQueue, type MailQueue } from './mailQueue';
import { outboxMailer } from './outboxMailer';
import { smtpMailer } from './smtpMailer';

export function outboxDir(): string {
  return path.join(path.dirname(storePath()), 'outbox');
}

function mailer(): Mailer {
  return process.env.SMTP_URL ? smtpMailer(process.env.SMTP_URL) : outboxMailer(outboxDir());
}

let shared: Promise<MailQueue> | undefined;

/** The mail queue every mail to a reader goes through. */
export function getMailQueue(): Promise<MailQueue> {
  shared ??= getUserDataStore()
    .then((store) => mailQueue({ store, mailer: mailer() }))
    .catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  return shared;
}

/**
 * Starts this instance's retry loop: every MAIL_QUEUE_TICK_MS it sends the queued mails that are due
 * (every instance runs one; a mail's claim keeps two from sending it both). Answers its stop.
 */
export function startMailRetryLoop(): () => void {
  return startBackgroundLoop('mail retry', MAIL_QUEUE_TICK_MS, async () =>
    (await getMailQueue()).deliverDue(),
  );
}
