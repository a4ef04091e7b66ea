import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '@atelier/contracts';
import { AppError, errorTypeFor, fieldError } from './app-error.js';

describe('errorTypeFor', () => {
  it.each([
    [400, 'VALIDATION'],
    [413, 'VALIDATION'],
    [415, 'VALIDATION'],
    [422, 'VALIDATION'],
    [401, 'AUTHENTICATION'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMIT'],
    [500, 'SERVER'],
    [503, 'SERVER'],
  ])('maps %i to %s', (status, type) => {
    expect(errorTypeFor(status)).toBe(type);
  });

  it('only ever answers a type the client knows', () => {
    for (let status = 400; status < 600; status++) expect(ERROR_TYPES).toContain(errorTypeFor(status));
  });
});

describe('fieldError', () => {
  it('is a 400 whose code is both the message and the single detail on the field', () => {
    const error = fieldError('password', 'ERR_WEAK_PASSWORD');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, code: 'ERR_WEAK_PASSWORD', details: [{ field: 'password', message: 'ERR_WEAK_PASSWORD' }] });
  });
});
