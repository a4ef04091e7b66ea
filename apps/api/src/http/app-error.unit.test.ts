import { describe, expect, it } from 'vitest';
import { AppError, fieldError } from './app-error.js';

describe('fieldError', () => {
  it('is a 400 whose code is both the message and the single detail on the field', () => {
    const error = fieldError('password', 'ERR_WEAK_PASSWORD');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, code: 'ERR_WEAK_PASSWORD', details: [{ field: 'password', message: 'ERR_WEAK_PASSWORD' }] });
  });
});
