import { describe, expect, it } from 'vitest';
import { exportFileName, timelogExportPath, timelogKeys, timelogListPath } from './api';

describe('timelog calls', () => {
  it('every query key starts with timelog, so one invalidation refreshes strip, sheet and panels', () => {
    const keys = [
      timelogKeys.all,
      timelogKeys.lists,
      timelogKeys.list({ page: 1, pageSize: 25 }),
      timelogKeys.worksheetOptions('x'),
      timelogKeys.worksheet('u'),
      timelogKeys.lines('u'),
    ];
    for (const key of keys) expect(key[0]).toBe('timelog');
  });

  it('asks the list with its page and only the filters given', () => {
    expect(timelogListPath({ page: 2, pageSize: 25, from: '2026-11-23', to: '2026-11-29', toReview: true, running: false })).toBe(
      '/timelog?from=2026-11-23&to=2026-11-29&toReview=true&page=2&pageSize=25',
    );
  });

  it('exports the same filters, without paging', () => {
    expect(timelogExportPath({ from: '2026-11-23', to: '2026-11-29', userUuid: 'u' })).toBe('/timelog/export.csv?userUuid=u&from=2026-11-23&to=2026-11-29');
    expect(timelogExportPath({})).toBe('/timelog/export.csv');
  });

  it("saves the export under the server's file name, else one of the period", () => {
    expect(exportFileName('attachment; filename="temps-2026-11-23_2026-11-29.csv"', {})).toBe('temps-2026-11-23_2026-11-29.csv');
    expect(exportFileName("attachment; filename*=UTF-8''temps%20nov.csv", {})).toBe('temps nov.csv');
    expect(exportFileName(null, { from: '2026-11-23', to: '2026-11-29' })).toBe('temps-2026-11-23_2026-11-29.csv');
  });
});
