import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './ApiRequestError';
import { isNotFoundError } from './isNotFoundError';

const failed = (status: number) => new ApiRequestError(status, { type: 'NOT_FOUND', message: 'x' } as never);

describe('isNotFoundError', () => {
  it('a missing or malformed id is "not found"', () => {
    expect(isNotFoundError(failed(404))).toBe(true);
    expect(isNotFoundError(failed(400))).toBe(true);
  });

  it('other failures are load errors, offered a retry', () => {
    expect(isNotFoundError(failed(500))).toBe(false);
    expect(isNotFoundError(failed(0))).toBe(false);
    expect(isNotFoundError(new Error('boom'))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
