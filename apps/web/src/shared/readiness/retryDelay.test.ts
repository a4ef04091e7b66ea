import { describe, expect, it } from 'vitest';
import { readinessRetryDelay } from './retryDelay';

describe('readinessRetryDelay', () => {
  it('doubles from 500 ms and stops growing at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(readinessRetryDelay)).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});
