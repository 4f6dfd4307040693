// The Mailer over SMTP (nodemailer): SMTP_URL such as smtp://user:pass@mail.example.hu:587
// (smtps:// for TLS from the first byte). A message the server refuses is an error for the caller.
import nodemailer from 'nodemailer';
import { mailFrom, mailMessageSchema, type Mailer } from './mailer';

/** A login code that arrives after this is of no use: give up instead of waiting. */
const SMTP_TIMEOUT_MS = 10_000;

/** The transport options of an smtp:// or smtps:// URL. */
export function smtpOptions(url: string) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(smtpOptions(url));
  return {
    async send(input) {
      const { headers, ...message } = mailMessageSchema.parse(input);
      await transport.sendMail({
        from: mailFrom(),
        ...message,
        // As given (one checked line each): nodemailer would otherwise re-encode and fold them, and
        // a List-Unsubscribe URL must reach the mail client exactly.
        ...(headers
          ? {
              headers: Object.fromEntries(
                Object.entries(headers).map(([name, value]) => [name, { prepared: true, value }]),
              ),
            }
          : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
