// The default Mailer: each message becomes a JSON file in an outbox folder ($DATA_DIR/outbox), newest
// last by name, for a developer (or a dev page) to read. Written to a temporary name and renamed, so a
// reader never sees half a message.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mailFrom, mailMessageSchema, type MailMessage, type Mailer } from './mailer';

export interface OutboxEntry extends MailMessage {
  from: string;
  sentAt: string;
}

/** Orders messages written within the same millisecond by this process (the name sorts them). */
let sequence = 0;

export function outboxMailer(dir: string): Mailer {
  return {
    async send(input) {
      const message = mailMessageSchema.parse(input);
      await fs.mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const order = String(++sequence % 1_000_000).padStart(6, '0');
      const name = `${sentAt.replace(/[:.]/g, '-')}-${order}-${randomUUID()}.json`;
      const entry: OutboxEntry = { from: mailFrom(), sentAt, ...message };
      const temp = path.join(dir, `.${name}`);
      await fs.writeFile(temp, `${JSON.stringify(entry, null, 2)}\n`);
      await fs.rename(temp, path.join(dir, name));
    },
    async close() {},
  };
}

/** The outbox's messages, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort();
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry,
    ),
  );
}
