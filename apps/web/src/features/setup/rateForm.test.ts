import { describe, expect, it } from 'vitest';
import { validateRateForm } from './rateForm';

describe('setup rate step', () => {
  it('requires a rate of zero or more with two decimals at most, by the preferences contract', () => {
    expect(validateRateForm({ rate: '' })).toEqual({ rate: 'error.ERR_REQUIRED' });
    expect(validateRateForm({ rate: -1 })).toEqual({ rate: 'error.ERR_VALIDATION' });
    expect(validateRateForm({ rate: '12.345' })).toEqual({ rate: 'error.ERR_VALIDATION' });
    expect(validateRateForm({ rate: 0 })).toEqual({});
    expect(validateRateForm({ rate: '95.50' })).toEqual({});
  });
});
