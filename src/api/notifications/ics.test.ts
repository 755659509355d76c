import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsText } from './ics';
import { renderMessage } from './templates';

const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'https://shop.silai.example' };

describe('calendar invitation (RFC 5545)', () => {
  const event = {
    method: 'REQUEST' as const,
    uid: 'consultation-42@shop.silai.example',
    sequence: 0,
    stamp: new Date('2026-11-22T10:00:00Z'),
    start: new Date('2026-11-25T08:30:00Z'),
    end: new Date('2026-11-25T09:00:00Z'),
    summary: 'Silai: bridal, blouse; call',
    description: 'Line one\nLine two',
    organizer: { name: 'Silai', email: 'care@silai.example' },
  };

  it('writes one event with UTC times, CRLF line ends and escaped text', () => {
    const text = buildIcs(event);
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Silai//Consultations//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'UID:consultation-42@shop.silai.example',
        'SEQUENCE:0',
        'DTSTAMP:20261122T100000Z',
        'DTSTART:20261125T083000Z',
        'DTEND:20261125T090000Z',
        'SUMMARY:Silai: bridal\\, blouse\\; call',
        'DESCRIPTION:Line one\\nLine two',
        'ORGANIZER;CN="Silai":mailto:care@silai.example',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('cancels the same event with METHOD:CANCEL', () => {
    const text = buildIcs({ ...event, method: 'CANCEL', sequence: 3 });
    expect(text).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(text).toContain('\r\nUID:consultation-42@shop.silai.example\r\n');
    expect(text).toContain('\r\nSEQUENCE:3\r\n');
    expect(text).toContain('\r\nSTATUS:CANCELLED\r\n');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'परामर्श '.repeat(20)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
    expect(icsText('a\\b')).toBe('a\\\\b');
  });

  it('comes with a consultation message, in the shopper language and time zone', async () => {
    const payload = {
      bookingId: 'b1',
      startsAt: '2026-11-25T08:30:00.000Z',
      durationMinutes: 45,
      timeZone: 'Europe/London',
      topic: 'BLOUSE_DESIGN',
      channel: 'video',
      designerName: 'Rekha',
    };
    const booked = await renderMessage(
      { kind: 'CONSULTATION_BOOKED', locale: 'en', payload, createdAt: new Date('2026-11-22T10:00:00Z') },
      store,
    );
    expect(booked.sms).toContain('8:30');
    expect(booked.sms).toContain('Europe/London');
    expect(booked.sms).toContain('blouse design');
    expect(booked.ics?.method).toBe('REQUEST');
    expect(booked.ics?.content).toContain('DTSTART:20261125T083000Z');
    expect(booked.ics?.content).toContain('DTEND:20261125T091500Z');
    expect(booked.ics?.content).toContain('UID:consultation-b1@shop.silai.example');
    const cancelled = await renderMessage(
      {
        kind: 'CONSULTATION_CANCELLED',
        locale: 'ar',
        payload: { ...payload, timeZone: 'Asia/Dubai' },
        createdAt: new Date('2026-11-23T10:00:00Z'),
      },
      store,
    );
    expect(cancelled.ics?.method).toBe('CANCEL');
    expect(cancelled.ics?.content).toContain('UID:consultation-b1@shop.silai.example');
    expect(cancelled.subject).toMatch(/[\u0600-\u06ff]/);
    // 12:30 in Dubai, written with Arabic digits or Latin ones depending on the runtime's locale data.
    expect(cancelled.sms).toMatch(/12:30|١٢:٣٠/);
    const hindi = await renderMessage(
      {
        kind: 'ORDER_SHIPPED',
        locale: 'hi',
        payload: { orderNumber: 'SIL-1', carrier: 'Delhivery', trackingNumber: 'DL1' },
        createdAt: new Date(),
      },
      store,
    );
    expect(hindi.sms).toContain('SIL-1');
    expect(hindi.sms).toMatch(/[\u0900-\u097f]/);
    expect(hindi.ics).toBeNull();
    const stage = await renderMessage(
      {
        kind: 'TAILORING_STAGE',
        locale: 'hi',
        payload: {
          orderNumber: 'SIL-2',
          stage: 'STITCHING',
          serviceName: { en: 'Blouse stitching', hi: 'ब्लाउज़ सिलाई' },
        },
        createdAt: new Date(),
      },
      store,
    );
    expect(stage.sms).toBe('Silai: आपका ब्लाउज़ सिलाई (ऑर्डर SIL-2) अब इस चरण में है: सिलाई।');
    const call = await renderMessage(
      {
        kind: 'CONSULTATION_REMINDER',
        locale: 'en',
        payload: { ...payload, channel: 'VIDEO_CALL', topic: 'saree_styling' },
        createdAt: new Date(),
      },
      store,
    );
    expect(call.sms).toContain('(video call)');
    // An unknown zone falls back to the store's rather than failing the message.
    const unknownZone = await renderMessage(
      {
        kind: 'CONSULTATION_REMINDER',
        locale: 'en',
        payload: { ...payload, timeZone: 'Mars/Olympus' },
        createdAt: new Date(),
      },
      store,
    );
    expect(unknownZone.sms).toContain('Asia/Kolkata');
  });
});
