import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, icsTime } from './ics.js';

/** Unfolds (RFC 5545 §3.1) and splits a calendar into its content lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as is and folds the 76th onto a continuation starting with a space', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine('X'.repeat(76));
    expect(folded).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('keeps every physical line within 75 octets, continuation space included, and never splits a UTF-8 character', () => {
    const line = `SUMMARY:${'Vidange é ✓ 🚗 '.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const part of physical) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(physical.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toEqual([line]);
  });
});

describe('icsCalendar', () => {
  const now = new Date('2026-11-24T18:00:00.123Z');
  const event = {
    uid: 'event-1@atelier',
    start: new Date('2026-11-25T14:30:00Z'),
    end: new Date('2026-11-25T15:30:00Z'),
    summary: 'Vidange, pneus; Honda Civic',
    description: 'Ligne 1\nLigne 2',
    location: '12 rue Principale, Montréal',
    status: 'CONFIRMED' as const,
    sequence: 3,
    organizer: { name: 'Garage "Test"', email: 'garage@example.test' },
  };

  it('writes CRLF lines, UTC times, DTSTAMP, escaped values, the method and sequence', () => {
    const text = icsCalendar({ name: 'Garage, Test', events: [event], method: 'REQUEST', now });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('X-WR-CALNAME:Garage\\, Test');
    expect(lines).toContain('DTSTAMP:20261124T180000Z');
    expect(lines).toContain('DTSTART:20261125T143000Z');
    expect(lines).toContain('DTEND:20261125T153000Z');
    expect(lines).toContain('SUMMARY:Vidange\\, pneus\\; Honda Civic');
    expect(lines).toContain('DESCRIPTION:Ligne 1\\nLigne 2');
    expect(lines).toContain('LOCATION:12 rue Principale\\, Montréal');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('ORGANIZER;CN="Garage Test":mailto:garage@example.test');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('has no METHOD for a feed, and one VEVENT per event', () => {
    const lines = unfold(icsCalendar({ name: 'Feed', events: [event, { ...event, uid: 'event-2@atelier' }], now }));
    expect(lines.some((l) => l.startsWith('METHOD:'))).toBe(false);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('formats times in UTC whatever the offset they were made with', () => {
    expect(icsTime(new Date('2026-03-08T01:59:59-05:00'))).toBe('20260308T065959Z');
  });
});
