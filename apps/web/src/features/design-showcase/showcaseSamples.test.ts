import { apiErrorSchema } from '@atelier/contracts';
import { VIN_PATTERN, vinDecodeSchema } from '@atelier/contracts/vin';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import {
  SAMPLE_ACTION_ERROR,
  SAMPLE_SERVER_ERROR,
  SAMPLE_VALIDATION_ERROR,
  SAMPLE_VIN,
  SAMPLE_VIN_BAD_CHECK_DIGIT,
  SHOWCASE_SECTIONS,
  sampleListQuery,
  sampleVinDecode,
} from './showcaseSamples';

// 49 CFR 565: transliteration and weights of the VIN's check digit (the 9th character).
const VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [c, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]]),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const checkDigit = (vin: string) => {
  const sum = [...vin].reduce((total, c, i) => total + (/\d/.test(c) ? Number(c) : VALUES[c]) * WEIGHTS[i], 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
};

describe('the design showcase samples', () => {
  it('title and place every section in both languages', () => {
    for (const texts of [fr, en]) {
      for (const id of SHOWCASE_SECTIONS) {
        expect(texts.designShowcase.sections[id].title, id).toBeTruthy();
        expect(texts.designShowcase.sections[id].usedIn, id).toBeTruthy();
      }
    }
    expect(new Set(SHOWCASE_SECTIONS).size).toBe(SHOWCASE_SECTIONS.length);
  });

  it('show a VIN whose check digit holds and one whose check digit does not, as labelled', () => {
    for (const vin of [SAMPLE_VIN, SAMPLE_VIN_BAD_CHECK_DIGIT]) expect(vin).toMatch(VIN_PATTERN);
    expect(checkDigit(SAMPLE_VIN)).toBe(SAMPLE_VIN[8]);
    expect(checkDigit(SAMPLE_VIN_BAD_CHECK_DIGIT)).not.toBe(SAMPLE_VIN_BAD_CHECK_DIGIT[8]);
    expect(vinDecodeSchema.parse(sampleVinDecode(SAMPLE_VIN, true)).checkDigitValid).toBe(true);
    expect(vinDecodeSchema.parse(sampleVinDecode(SAMPLE_VIN_BAD_CHECK_DIGIT, false)).warnings).not.toEqual([]);
  });

  it('feed the alert and the toasts error objects the server could send, with a correlation id and a time', () => {
    for (const error of [SAMPLE_SERVER_ERROR, SAMPLE_VALIDATION_ERROR, SAMPLE_ACTION_ERROR]) {
      expect(apiErrorSchema.parse(error)).toEqual(error);
      expect(error.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(error.timestamp))).toBe(false);
    }
  });

  it('give ListBody a query in each state it reads', () => {
    const refetch = () => undefined;
    expect(sampleListQuery('loading', refetch)).toMatchObject({ isPending: true, isError: false, data: undefined });
    expect(sampleListQuery('error', refetch)).toMatchObject({ isPending: false, isError: true, data: undefined });
    expect(sampleListQuery('loaded', refetch)).toMatchObject({ isPending: false, isError: false, data: [] });
  });
});
