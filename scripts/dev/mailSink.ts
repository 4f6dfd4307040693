// A real SMTP server on loopback that keeps what it receives (smtp-server + mailparser), for the demo
// and the end-to-end tests: the site sends its one-time login codes to it over SMTP (SMTP_URL), and a
// developer or a test reads them back over HTTP:
//
//   GET /messages[?to=address]  -> [{ to, subject, text, headers, receivedAt }], newest last
//                                  (headers: the List-* ones, e.g. a newsletter's List-Unsubscribe)
//   DELETE /messages            -> forgets them
//   PUT /refused?to=address     -> from now on refuses mail to that address for the time being (SMTP
//                                  451 to RCPT TO), as a mail server that cannot take it now: the site
//                                  keeps the mail in its queue and tells the reader so (issue 29)
//   DELETE /refused?to=address  -> takes mail to it again
//
//   npx tsx scripts/dev/mailSink.ts --smtp-port 2525 --http-port 2580 [--pid-file PATH]
//   then run the site with SMTP_URL=smtp://127.0.0.1:2525
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The List-* headers by lower-case name, as they arrived. */
  headers: Record<string, string>;
  receivedAt: string;
}

export interface RunningMailSink {
  smtpUrl: string;
  httpUrl: string;
  messages(): ReceivedMail[];
  stop(): Promise<void>;
}

/** Keeps at most this many messages (the oldest go first). */
const MAX_MESSAGES = 1_000;
/** SMTP's "requested action not taken, try again later" (RFC 5321, 4.2.3), to a refused address. */
const REFUSED_CODE = 451;

export async function startMailSink({
  smtpPort = 0,
  httpPort = 0,
  host = '127.0.0.1',
}: { smtpPort?: number; httpPort?: number; host?: string } = {}): Promise<RunningMailSink> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(
        Object.assign(new Error('Mailbox busy, try again later'), { responseCode: REFUSED_CODE }),
      );
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            headers: Object.fromEntries(
              mail.headerLines
                .filter((header) => header.key.startsWith('list-'))
                .map((header) => [
                  header.key,
                  header.line.slice(header.line.indexOf(':') + 1).trim(),
                ]),
            ),
            receivedAt: new Date().toISOString(),
          });
          if (received.length > MAX_MESSAGES) received.shift();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    const to = url.searchParams.get('to')?.toLowerCase();
    if (url.pathname === '/refused' && to && (req.method === 'PUT' || req.method === 'DELETE')) {
      if (req.method === 'PUT') refused.add(to);
      else refused.delete(to);
      res.writeHead(204).end();
      return;
    }
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'DELETE') {
      received.length = 0;
      res.writeHead(204).end();
      return;
    }
    const list = to ? received.filter((m) => m.to.includes(to)) : received;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => web.listen(httpPort, host, resolve));
  const smtpAddress = smtp.server.address() as AddressInfo;
  const httpAddress = web.address() as AddressInfo;
  return {
    smtpUrl: `smtp://${host}:${smtpAddress.port}`,
    httpUrl: `http://${host}:${httpAddress.port}`,
    messages: () => [...received],
    stop: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ]).then(() => undefined),
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const sink = await startMailSink({
    smtpPort: Number(argument('smtp-port') ?? 2525),
    httpPort: Number(argument('http-port') ?? 2580),
  });
  const pidFile = argument('pid-file');
  if (pidFile) fs.writeFileSync(pidFile, `${process.pid}\n`);
  console.log(
    `mail sink: SMTP ${sink.smtpUrl}, messages at ${sink.httpUrl}/messages (pid ${process.pid})`,
  );
  const stop = () => {
    void sink.stop().finally(() => {
      if (pidFile) fs.rmSync(pidFile, { force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1]?.endsWith('mailSink.ts')) void main();
