import { describe, expect, it } from 'vitest';
import { withoutPrint } from './printAddress';

describe('withoutPrint', () => {
  it('drops print=true and keeps the page state of the other parameters', () => {
    expect(withoutPrint('?print=true')).toBe('');
    expect(withoutPrint('?q=tremblay&print=true&page=2')).toBe('?q=tremblay&page=2');
    expect(withoutPrint('')).toBe('');
    expect(withoutPrint('?sort=name')).toBe('?sort=name');
  });
});
