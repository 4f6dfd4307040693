// Picks this process's Mailer: SMTP when SMTP_URL is set, else the outbox beside the content store.
import path from 'node:path';
import { countMetric } from '../observability/metrics';
import { storePath } from '../store/storePath';
import type { Mailer } from './mailer';
import { outboxMailer } from './outboxMailer';
import { smtpMailer } from './smtpMailer';

export function outboxDir(): string {
  return path.join(path.dirname(storePath()), 'outbox');
}

let shared: Mailer | undefined;

export function getMailer(): Mailer {
  shared ??= counted(
    process.env.SMTP_URL ? smtpMailer(process.env.SMTP_URL) : outboxMailer(outboxDir()),
  );
  return shared;
}

/** The mailer with each message counted as sent or failed (issue 29). */
function counted(mailer: Mailer): Mailer {
  return {
    close: () => mailer.close(),
    async send(message) {
      try {
        await mailer.send(message);
        countMetric('hirvonal_mail_total', { result: 'sent' });
      } catch (error) {
        countMetric('hirvonal_mail_total', { result: 'failed' });
        throw error;
      }
    },
  };
}
