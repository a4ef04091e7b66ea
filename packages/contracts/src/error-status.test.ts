import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_TYPES } from './errors.js';
import { errorCodeForStatus, errorTypeForStatus } from './error-status.js';

describe('errorTypeForStatus', () => {
  it.each([
    [400, 'VALIDATION'],
    [413, 'VALIDATION'],
    [415, 'VALIDATION'],
    [422, 'VALIDATION'],
    [431, 'VALIDATION'],
    [401, 'AUTHENTICATION'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMIT'],
    [500, 'SERVER'],
    [503, 'SERVER'],
  ])('maps %i to %s', (status, type) => {
    expect(errorTypeForStatus(status)).toBe(type);
  });

  it('only ever answers a type the client knows', () => {
    for (let status = 400; status < 600; status++) expect(ERROR_TYPES).toContain(errorTypeForStatus(status));
  });
});

describe('errorCodeForStatus', () => {
  it.each([
    [0, 'ERR_SERVICE_UNAVAILABLE'],
    [502, 'ERR_SERVICE_UNAVAILABLE'],
    [503, 'ERR_SERVICE_UNAVAILABLE'],
    [400, 'ERR_VALIDATION'],
    [405, 'ERR_VALIDATION'],
    [401, 'ERR_UNAUTHENTICATED'],
    [403, 'ERR_FORBIDDEN'],
    [404, 'ERR_NOT_FOUND'],
    [413, 'ERR_PAYLOAD_TOO_LARGE'],
    [429, 'ERR_TOO_MANY_REQUESTS'],
    [500, 'ERR_INTERNAL'],
  ])('maps %i to %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it('only ever answers a catalogue code', () => {
    for (let status = 0; status < 600; status++) expect(ERROR_CODES).toContain(errorCodeForStatus(status));
  });
});
