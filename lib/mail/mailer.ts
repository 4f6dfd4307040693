// The mail port (issue 14 uses it for one-time login codes, issue 17 for newsletter confirmations): one
// message to one reader. Two adapters: SMTP through nodemailer (SMTP_URL set) and, by default, an
// outbox folder a developer reads ($DATA_DIR/outbox, one JSON file per message), so the demo and the
// tests need no mail server.
import { z } from 'zod';

/** A header name (RFC 5322 field name). */
const headerName = z.string().regex(/^[A-Za-z0-9-]{1,76}$/);
/** One line: a value with a line break could smuggle in headers of its own. */
const headerValue = z
  .string()
  .max(2_000)
  .regex(/^[^\r\n]*$/);

export const mailMessageSchema = z.object({
  to: z.string().trim().email(),
  subject: z.string().trim().min(1).max(300),
  text: z.string().min(1).max(100_000),
  /**
   * Extra headers (issue 17: a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 2369 and
   * 8058). Optional: the login-code mails have none.
   */
  headers: z.record(headerName, headerValue).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or written to the outbox). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The sender address: MAIL_FROM, else the site's own no-reply address. */
export function mailFrom(): string {
  return process.env.MAIL_FROM || 'Hírvonal <noreply@hirvonal.local>';
}
