// The mail port (issue 14 uses it for one-time login codes): one message to one reader. Two adapters:
// SMTP through nodemailer (SMTP_URL set) and, by default, an outbox folder a developer reads
// ($DATA_DIR/outbox, one JSON file per message), so the demo and the tests need no mail server.
import { z } from 'zod';

export const mailMessageSchema = z.object({
  to: z.string().trim().email(),
  subject: z.string().trim().min(1).max(300),
  text: z.string().min(1).max(100_000),
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
