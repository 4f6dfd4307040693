// Picks this process's Mailer: SMTP when SMTP_URL is set, else the outbox beside the content store.
import path from 'node:path';
import { storePath } from '../store/storePath';
import type { Mailer } from './mailer';
import { outboxMailer } from './outboxMailer';
import { smtpMailer } from './smtpMailer';

export function outboxDir(): string {
  return path.join(path.dirname(storePath()), 'outbox');
}

let shared: Mailer | undefined;

export function getMailer(): Mailer {
  shared ??= process.env.SMTP_URL ? smtpMailer(process.env.SMTP_URL) : outboxMailer(outboxDir());
  return shared;
}
