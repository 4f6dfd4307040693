// The mail sink refusing an address for the time being (PUT /refused): the site's own SMTP mailer gets
// the refusal (so its queue keeps the mail and the reader is told, issue 29), other addresses still
// arrive, and once the refusal is lifted (DELETE /refused) mail to it arrives again.
import type { Mailer } from '@/lib/mail/mailer';
import { smtpMailer } from '@/lib/mail/smtpMailer';
import { startMailSink, type RunningMailSink } from './mailSink';

describe('the mail sink refusing an address', () => {
  let sink: RunningMailSink;
  let mailer: Mailer;
  beforeAll(async () => {
    sink = await startMailSink();
    mailer = smtpMailer(sink.smtpUrl);
  });
  afterAll(async () => {
    await mailer.close();
    await sink.stop();
  });
  const refusal = (method: 'PUT' | 'DELETE', to: string) =>
    fetch(`${sink.httpUrl}/refused?to=${encodeURIComponent(to)}`, { method });
  const message = (to: string) => ({ to, subject: 'Belépési kód: 123456', text: 'Kód: 123456' });
  const received = (to: string) => sink.messages().filter((mail) => mail.to.includes(to));

  it('answers 451 to a refused address, takes the others, and takes it again once lifted', async () => {
    expect((await refusal('PUT', 'Kesik@Example.hu')).status).toBe(204);
    await expect(mailer.send(message('kesik@example.hu'))).rejects.toThrow(/451/);
    await mailer.send(message('idoben@example.hu'));
    expect(received('kesik@example.hu')).toHaveLength(0);
    expect(received('idoben@example.hu')).toHaveLength(1);
    expect((await refusal('DELETE', 'kesik@example.hu')).status).toBe(204);
    await mailer.send(message('kesik@example.hu'));
    expect(received('kesik@example.hu')).toHaveLength(1);
  });
});
