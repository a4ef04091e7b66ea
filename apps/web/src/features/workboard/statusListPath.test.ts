import { describe, expect, it } from 'vitest';
import { statusListPath } from './statusListPath';

describe('statusListPath', () => {
  it("opens the list on the column's status", () => {
    expect(statusListPath(12, null)).toBe('/worksheets?statusId=12');
  });

  it("keeps the board's technician filter", () => {
    expect(statusListPath(12, '0b6f5c1e-4a56-4c1b-9a7e-2f1d3c4b5a69')).toBe('/worksheets?statusId=12&technician=0b6f5c1e-4a56-4c1b-9a7e-2f1d3c4b5a69');
  });
});
