import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics';

describe('buildIcs', () => {
  it('writes a VEVENT in UTC with escaped text and CRLF lines', () => {
    const ics = buildIcs(
      {
        uid: 'abc@atelier',
        start: '2026-12-01T14:30:00.000Z',
        end: '2026-12-01T15:30:00.000Z',
        summary: 'Garage Tremblay; vidange, pneus',
        location: '12 rue Principale, Montréal',
        description: 'Vidange\nPneus',
        url: 'https://x.example/book/garage?booking=tok',
      },
      '2026-11-24T10:00:00.000Z',
    );
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'DTSTART:20261201T143000Z',
        'DTEND:20261201T153000Z',
        'DTSTAMP:20261124T100000Z',
        'SUMMARY:Garage Tremblay\\; vidange\\, pneus',
        'DESCRIPTION:Vidange\\nPneus',
      ]),
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
