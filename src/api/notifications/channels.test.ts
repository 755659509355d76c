import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChannel } from './channels';
import { renderMessage } from './templates';

/** The smallest SMTP server that takes mail (no TLS, no auth): every message it receives, raw. */
function smtpSink(): Promise<{ server: Server; port: number; mails: string[] }> {
  const mails: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mails.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, mails })));
}

describe('e-mail over SMTP', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    sink = await smtpSink();
  });
  afterAll(() => new Promise<void>((resolve) => sink.server.close(() => resolve())));

  it('sends a translated consultation e-mail with its calendar invitation', async () => {
    const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'https://shop.silai.example' };
    const message = await renderMessage(
      {
        kind: 'CONSULTATION_BOOKED',
        locale: 'en',
        payload: { bookingId: 'b7', startsAt: '2026-11-25T08:30:00.000Z', durationMinutes: 30, timeZone: 'Asia/Kolkata', topic: 'bridal', channel: 'video', designerName: 'Rekha' },
        createdAt: new Date('2026-11-22T10:00:00Z'),
        recipient: { name: 'Meera', email: 'meera@example.com' },
      },
      store,
    );
    const channel = emailChannel({ url: `smtp://127.0.0.1:${sink.port}`, from: 'Silai <orders@shop.silai.example>' });
    const d = { kind: 'CONSULTATION_BOOKED' as const, dedupeKey: 'k', to: { phone: null, email: 'meera@example.com' }, message };
    expect(channel.reaches(d)).toBe(true);
    expect(channel.reaches({ ...d, to: { phone: '+919820012345', email: null } })).toBe(false);
    await channel.send(d, new AbortController().signal);
    expect(sink.mails).toHaveLength(1);
    const mail = sink.mails[0]!;
    expect(mail).toMatch(/^To: meera@example\.com\r?$/m);
    expect(mail).toMatch(/^Subject: Consultation booked: 25 Nov 2026/m);
    expect(mail).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail).toContain('Hello Meera,');
  });
});
