import { describe, expect, it } from 'vitest';
import { nextSort } from './nextSort';

describe('nextSort', () => {
  it('a new column sorts ascending, whatever the current order', () => {
    expect(nextSort({ sort: 'fullname', order: 'desc' }, 'email')).toEqual({ sort: 'email', order: 'asc' });
    expect(nextSort({ sort: 'fullname', order: 'asc' }, 'email')).toEqual({ sort: 'email', order: 'asc' });
  });

  it('the sorted column flips its order', () => {
    expect(nextSort({ sort: 'email', order: 'asc' }, 'email')).toEqual({ sort: 'email', order: 'desc' });
    expect(nextSort({ sort: 'email', order: 'desc' }, 'email')).toEqual({ sort: 'email', order: 'asc' });
  });
});
