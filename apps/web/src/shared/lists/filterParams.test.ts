import { describe, expect, it } from 'vitest';
import { withFilterChanges } from './filterParams';

interface Filters {
  group: string | null;
  statusId: number | null;
  customerUuid: string | null;
}
const NAMES = { group: 'status', statusId: 'statusId', customerUuid: 'customer' } as const;

describe('withFilterChanges', () => {
  it('writes each change under its parameter name and keeps the other parameters', () => {
    const next = withFilterChanges<Filters>(new URLSearchParams('q=civic&customer=c-1'), { group: 'TODO', statusId: 7 }, NAMES);
    expect(next.get('status')).toBe('TODO');
    expect(next.get('statusId')).toBe('7');
    expect(next.get('customer')).toBe('c-1');
    expect(next.get('q')).toBe('civic');
    expect(next.has('group')).toBe(false);
  });

  it('removes a filter set to null, undefined or an empty string', () => {
    const current = new URLSearchParams('status=TODO&statusId=7&customer=c-1');
    const next = withFilterChanges<Filters>(current, { group: null, statusId: undefined, customerUuid: '' }, NAMES);
    expect(next.toString()).toBe('');
  });

  it('goes back to the first page and leaves the current address untouched', () => {
    const current = new URLSearchParams('page=4&q=civic');
    const next = withFilterChanges<Filters>(current, { customerUuid: 'c-2' }, NAMES);
    expect(next.has('page')).toBe(false);
    expect(next.get('customer')).toBe('c-2');
    expect(current.toString()).toBe('page=4&q=civic');
  });
});
