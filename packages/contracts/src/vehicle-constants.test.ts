import { describe, expect, it } from 'vitest';
import { MODEL_YEAR_COUNT, mechDisplayName, modelYearOptions } from './vehicle-constants.js';

describe('mechDisplayName (workshop §3)', () => {
  const honda = { id: 1, name: 'Honda' };
  it('is year + make + model', () => {
    expect(mechDisplayName({ modelYear: 2003, model: { name: 'Accord', make: honda } })).toBe('2003 Honda Accord');
  });
  it('uses the make alone when no model is set', () => {
    expect(mechDisplayName({ modelYear: 2019, make: honda, model: null })).toBe('2019 Honda');
  });
  it("is 'year type - UNKNOWN' without make and model, with the translated word", () => {
    expect(mechDisplayName({ modelYear: 2015, type: { name: 'Remorque' } }, 'INCONNU')).toBe('2015 Remorque - INCONNU');
  });
  it('is only the unknown word when nothing is known', () => {
    expect(mechDisplayName({ modelYear: null, make: null, model: null, type: null }, 'INCONNU')).toBe('INCONNU');
  });
});

describe('modelYearOptions (workshop §5)', () => {
  it('lists the current year and the 50 previous ones, newest first', () => {
    const years = modelYearOptions(new Date('2026-11-21T12:00:00Z'));
    expect(years).toHaveLength(MODEL_YEAR_COUNT);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1976);
  });
});
