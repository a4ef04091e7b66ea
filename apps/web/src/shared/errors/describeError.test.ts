import type { ApiError } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/ApiRequestError';
import { errorLines, fieldErrorCodes, toApiError } from './describeError';

const base: ApiError = { type: 'VALIDATION', message: 'ERR_VALIDATION', details: [], correlationId: 'c1', timestamp: 't' };

describe('errorLines', () => {
  it('shows the single message when there are no details', () => {
    expect(errorLines({ ...base, type: 'AUTHENTICATION', message: 'ERR_INVALID_CREDENTIALS' })).toEqual([{ code: 'ERR_INVALID_CREDENTIALS' }]);
  });

  it('shows one line per field detail', () => {
    const error = {
      ...base,
      details: [
        { field: 'email', message: 'ERR_INVALID_EMAIL' },
        { field: 'password', message: 'ERR_WEAK_PASSWORD' },
      ],
    };
    expect(errorLines(error)).toEqual([
      { field: 'email', code: 'ERR_INVALID_EMAIL' },
      { field: 'password', code: 'ERR_WEAK_PASSWORD' },
    ]);
  });
});

describe('fieldErrorCodes', () => {
  it('keeps the first error of each field the form shows', () => {
    const error = {
      ...base,
      details: [
        { field: 'password', message: 'ERR_WEAK_PASSWORD' },
        { field: 'password', message: 'ERR_PASSWORD_REQUIRED' },
        { field: 'other', message: 'ERR_VALIDATION' },
      ],
    };
    expect(fieldErrorCodes(error, ['password', 'email'])).toEqual({ password: 'ERR_WEAK_PASSWORD' });
  });
});

describe('toApiError', () => {
  it('unwraps API failures and wraps anything else', () => {
    expect(toApiError(new ApiRequestError(400, base))).toBe(base);
    expect(toApiError(new Error('Failed to save user data'))).toMatchObject({ type: 'SERVER', message: 'Failed to save user data' });
    expect(toApiError('boom')).toMatchObject({ message: 'ERR_INTERNAL' });
  });
});
