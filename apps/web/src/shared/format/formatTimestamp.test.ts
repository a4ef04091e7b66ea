import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './formatTimestamp';

describe('formatTimestamp', () => {
  it('shows local date and time to the second', () => {
    const iso = new Date(2025, 0, 2, 3, 4, 5).toISOString();
    expect(formatTimestamp(iso)).toBe('2025-01-02 03:04:05');
  });

  it('keeps what it cannot parse', () => {
    expect(formatTimestamp('yesterday')).toBe('yesterday');
  });
});
