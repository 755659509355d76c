// A calendar invitation (RFC 5545) for a consultation e-mail. Written here rather than with a library:
// one event, a handful of properties, and the three rules that matter (CRLF line ends, lines folded at
// 75 octets, text values escaped).

export type IcsMethod = 'REQUEST' | 'CANCEL';

export type IcsEvent = {
  method: IcsMethod;
  /** Stable across reschedules and the cancellation, so calendars update the same event. */
  uid: string;
  /** Higher for each change of the same event. */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** mailto: addresses (RFC 5545 CAL-ADDRESS) of the store and the shopper, when known. */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
};

/** `20261125T083000Z`: a UTC date-time (FORM #2). */
function icsDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, without the characters a quoted value cannot hold. */
function paramText(text: string): string {
  return `"${text.replace(/["\p{Cc}]/gu, '')}"`;
}

/** Folds a content line at 75 octets (continuation lines begin with one space), never inside a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildIcs(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Silai//Consultations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icsDateTime(e.stamp)}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(e.end)}`,
    `SUMMARY:${icsText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    ...(e.organizer ? [`ORGANIZER;CN=${paramText(e.organizer.name)}:mailto:${e.organizer.email}`] : []),
    ...(e.attendee
      ? [`ATTENDEE;CN=${paramText(e.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${e.attendee.email}`]
      : []),
    `STATUS:${e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
