// The mail port on both adapters: through a real SMTP server on loopback (smtp-server, the way a mail
// relay receives it) and into the outbox folder. A reader gets the Hungarian text as written.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mailer, MailMessage } from './mailer';
import { outboxMailer, readOutbox } from './outboxMailer';
import { smtpMailer, smtpOptions } from './smtpMailer';

const MESSAGE: MailMessage = {
  to: 'olvaso@example.hu',
  subject: 'Belépési kód: 482913',
  text: 'A belépési kódod: 482913. Tíz percig érvényes.',
};

function describeMailer(
  name: string,
  start: () => Promise<{
    mailer: Mailer;
    received: () => Promise<MailMessage[]>;
    stop(): Promise<void>;
  }>,
) {
  describe(`Mailer: ${name}`, () => {
    it('delivers the message with its recipient, accented subject and text', async () => {
      const { mailer, received, stop } = await start();
      try {
        await mailer.send(MESSAGE);
        await mailer.send({ ...MESSAGE, to: 'masik@example.hu' });
        const messages = await received();
        expect(messages.map((message) => message.to)).toEqual([
          'olvaso@example.hu',
          'masik@example.hu',
        ]);
        expect(messages[0]).toMatchObject({ subject: MESSAGE.subject });
        expect(messages[0]!.text.trim()).toBe(MESSAGE.text);
      } finally {
        await mailer.close();
        await stop();
      }
    });

    it('carries a newsletter’s List-Unsubscribe headers exactly (RFC 2369, RFC 8058)', async () => {
      const { mailer, received, stop } = await start();
      const url = `https://hirvonal.hu/api/newsletter/unsubscribe?token=${'x'.repeat(43)}`;
      try {
        await mailer.send({
          ...MESSAGE,
          headers: {
            'List-Unsubscribe': `<${url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        const [message] = await received();
        expect(message?.headers).toEqual({
          'List-Unsubscribe': `<${url}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        });
      } finally {
        await mailer.close();
        await stop();
      }
    });

    it('refuses a header that would break into the next line, before sending anything', async () => {
      const { mailer, received, stop } = await start();
      try {
        await expect(
          mailer.send({ ...MESSAGE, headers: { 'X-Test': 'a\r\nBcc: masik@example.hu' } }),
        ).rejects.toThrow();
        await expect(mailer.send({ ...MESSAGE, headers: { 'Bad Name': 'x' } })).rejects.toThrow();
        expect(await received()).toEqual([]);
      } finally {
        await mailer.close();
        await stop();
      }
    });

    it('refuses a message without a valid recipient before sending anything', async () => {
      const { mailer, received, stop } = await start();
      try {
        await expect(mailer.send({ ...MESSAGE, to: 'nem-cim' })).rejects.toThrow();
        expect(await received()).toEqual([]);
      } finally {
        await mailer.close();
        await stop();
      }
    });
  });
}

describeMailer('SMTP (a real SMTP server on loopback)', async () => {
  const messages: MailMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          // The List-* headers as they arrived (mailparser also parses them into objects).
          const listHeaders = Object.fromEntries(
            parsed.headerLines
              .filter((header) => header.key.startsWith('list-'))
              .map((header) => {
                const index = header.line.indexOf(':');
                return [header.line.slice(0, index), header.line.slice(index + 1).trim()];
              }),
          );
          messages.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            ...(Object.keys(listHeaders).length ? { headers: listHeaders } : {}),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    mailer: smtpMailer(`smtp://127.0.0.1:${port}`),
    received: async () => messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});

describeMailer('outbox folder', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  return {
    mailer: outboxMailer(dir),
    received: async () =>
      (await readOutbox(dir)).map(({ to, subject, text, headers }) => ({
        to,
        subject,
        text,
        ...(headers ? { headers } : {}),
      })),
    stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});

describe('SMTP_URL', () => {
  it.each([
    ['smtp://mail.example.hu', { host: 'mail.example.hu', port: 587, secure: false }],
    ['smtps://mail.example.hu', { host: 'mail.example.hu', port: 465, secure: true }],
    [
      'smtp://user%40x:p%C3%A1ss@127.0.0.1:2525',
      { host: '127.0.0.1', port: 2525, auth: { user: 'user@x', pass: 'páss' } },
    ],
  ])('%s', (url, expected) => {
    expect(smtpOptions(url)).toMatchObject(expected);
  });

  it('refuses another scheme', () => {
    expect(() => smtpOptions('http://mail.example.hu')).toThrow(/smtp/);
  });
});
