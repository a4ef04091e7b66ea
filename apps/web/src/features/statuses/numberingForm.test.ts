import { describe, expect, it } from 'vitest';
import { numberingErrors, START_MIN } from './numberingForm';

describe('work-order numbering card', () => {
  it('takes a whole start number from 0 and a prefix of the contract pattern', () => {
    expect(numberingErrors(0, 'BT')).toEqual({});
    expect(numberingErrors(1042, 'WO')).toEqual({});
  });

  it('words a negative, decimal or missing start number as the card does', () => {
    expect(numberingErrors(-1, 'BT')).toEqual({ worksheetStartNumber: 'statuses.numbering.min' });
    expect(numberingErrors(1.5, 'BT')).toEqual({ worksheetStartNumber: 'statuses.numbering.min' });
    expect(numberingErrors(Number.NaN, 'BT')).toEqual({ worksheetStartNumber: 'statuses.numbering.min' });
  });

  it('refuses a prefix outside the pattern with the catalogue message', () => {
    expect(numberingErrors(1, 'B T')).toEqual({ worksheetPrefix: 'error.ERR_INVALID_WORKSHEET_PREFIX' });
  });
});

describe('START_MIN', () => {
  it("is the contract's minimum start number", () => {
    expect(START_MIN).toBe(0);
  });
});
