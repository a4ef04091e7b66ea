/*
 * iCalendar (RFC 5545) text for the booking mails' .ics attachments (RFC 5546 METHOD REQUEST /
 * CANCEL) and the technicians' calendar feeds: CRLF line ends, TEXT values escaped (backslash,
 * semicolon, comma, newline), content lines folded at 75 octets without splitting a UTF-8
 * character, times in UTC.
 */

export type IcsStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export type IcsEvent = {
  /** Stable for the appointment: a client replaces the event of that UID (and SEQUENCE) instead of adding one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  status?: IcsStatus;
  /** Grows with every revision sent for the UID. */
  sequence?: number;
  url?: string | null;
  /** Who sends the invitation (RFC 5546 requires one with METHOD). */
  organizer?: { name: string; email: string } | null;
  /** Whom it is for. */
  attendee?: { name: string; email: string } | null;
};

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  const clean = [...value].filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  return `"${clean}"`;
}

/** Folds one content line at 75 octets (§3.1): continuation lines start with a space; a UTF-8 character is never split. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space of a continuation counts within its 75 octets.
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC date-time form: 20261125T143000Z. */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push(`SEQUENCE:${Math.max(0, Math.floor(event.sequence ?? 0))}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`);
  if (event.attendee) lines.push(`ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR object, CRLF-terminated. `method`: REQUEST or CANCEL for a mailed invitation; none for a feed. */
export function icsCalendar({
  name,
  events,
  method,
  now = new Date(),
}: {
  name: string;
  events: IcsEvent[];
  method?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  now?: Date;
}): string {
  const stamp = icsTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atelier//Planification//FR',
    'CALSCALE:GREGORIAN',
    ...(method ? [`METHOD:${method}`] : []),
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
