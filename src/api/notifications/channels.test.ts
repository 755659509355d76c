import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioSms } from '../identity/sms';
import { emailChannel, smsChannel, type Delivery } from './channels';
import { renderMessage } from './templates';

type Sink = { server: Server; port: number; mails: string[]; events: string[]; waitFor(event: string): Promise<void> };

/**
 * The smallest SMTP server that takes mail (no TLS, no auth): every message it receives, raw. With
 * `hold`, it reads a mail to its end and never answers, as a stuck provider would; `events` says when
 * a mail's end arrived ('data-end') and when a client's connection closed ('closed').
 */
function smtpSink(opts: { hold?: boolean } = {}): Promise<Sink> {
  const mails: string[] = [];
  const events: string[] = [];
  const waiters: { event: string; resolve: () => void }[] = [];
  const note = (event: string) => {
    events.push(event);
    for (const w of waiters.filter((x) => x.event === event)) w.resolve();
  };
  const waitFor = (event: string) =>
    events.includes(event) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ event, resolve }));
  const server = createServer((socket) => {
    socket.on('close', () => note('closed'));
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          if (opts.hold) {
            note('data-end');
            return;
          }
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
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, mails, events, waitFor }),
    ),
  );
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
        payload: {
          bookingId: 'b7',
          startsAt: '2026-11-25T08:30:00.000Z',
          durationMinutes: 30,
          timeZone: 'Asia/Kolkata',
          topic: 'bridal',
          channel: 'video',
          designerName: 'Rekha',
        },
        createdAt: new Date('2026-11-22T10:00:00Z'),
        recipient: { name: 'Meera', email: 'meera@example.com' },
      },
      store,
    );
    const channel = emailChannel({ url: `smtp://127.0.0.1:${sink.port}`, from: 'Silai <orders@shop.silai.example>' });
    const d = {
      kind: 'CONSULTATION_BOOKED' as const,
      dedupeKey: 'k',
      to: { phone: null, email: 'meera@example.com' },
      message,
    };
    expect(channel.reaches(d)).toBe(true);
    expect(channel.reaches({ ...d, to: { phone: '+919820012345', email: null } })).toBe(false);
    await channel.send(d, new AbortController().signal);
    expect(sink.mails).toHaveLength(1);
    const mail = sink.mails[0]!;
    expect(mail).toMatch(/^To: meera@example\.com\r?$/m);
    expect(mail).toMatch(/^Subject: Consultation booked: 25 Nov 2026/m);
    expect(mail).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail).toContain('Hello Meera,');
    // The same Message-ID on every attempt of this message, so a mail client can show a repeat once.
    expect(mail).toMatch(/^Message-ID: <[0-9a-f]{32}@shop\.silai\.example>\r?$/m);
  });

  it('closes the connection when the send is given up on, before the server accepted the mail', async () => {
    const stuck = await smtpSink({ hold: true });
    try {
      const channel = emailChannel({
        url: `smtp://127.0.0.1:${stuck.port}`,
        from: 'Silai <orders@shop.silai.example>',
      });
      const controller = new AbortController();
      const sending = channel.send(plain({ phone: null, email: 'meera@example.com' }), controller.signal);
      sending.catch(() => undefined);
      await stuck.waitFor('data-end');
      const reason = new Error('no answer within 15000 ms');
      controller.abort(reason);
      // Given up because it was told to (not by the connection's own time-out, much later).
      await expect(sending).rejects.toMatchObject({ name: 'AbortError', cause: reason });
      await stuck.waitFor('closed');
      expect(stuck.mails).toHaveLength(0);
    } finally {
      await new Promise<void>((resolve) => stuck.server.close(() => resolve()));
    }
  });
});

const plain = (to: Delivery['to']): Delivery => ({
  kind: 'ORDER_PAID',
  dedupeKey: 'order-paid:1',
  to,
  message: { sms: 'Order SIL-1 is paid.', subject: 'Order SIL-1 is paid', text: 'Order SIL-1 is paid.', ics: null },
});

describe('SMS through the provider', () => {
  it('stops the request when the send is given up on: the provider sees the connection close', async () => {
    let arrived!: () => void;
    let closed!: () => void;
    const requestArrived = new Promise<void>((r) => (arrived = r));
    const connectionClosed = new Promise<void>((r) => (closed = r));
    // A provider that takes the request and never answers.
    const provider = createHttpServer((req) => {
      req.socket.on('close', () => closed());
      arrived();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      const channel = smsChannel(twilioSms({ accountSid: 'AC1', authToken: 't', from: '+15005550006', baseUrl }));
      const controller = new AbortController();
      const sending = channel.send(plain({ phone: '+919820012345', email: null }), controller.signal);
      sending.catch(() => undefined);
      await requestArrived;
      const reason = new Error('no answer within 15000 ms');
      controller.abort(reason);
      // Given up because it was told to (not by the sender's own time-out, much later).
      await expect(sending).rejects.toBe(reason);
      await connectionClosed;
    } finally {
      provider.closeAllConnections();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});
