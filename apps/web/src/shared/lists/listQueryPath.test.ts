import { describe, expect, it } from 'vitest';
import { listQueryPath } from './listQueryPath';

describe('listQueryPath', () => {
  it('puts the page, its size and the order in the query, and the search only when there is one', () => {
    expect(listQueryPath('/customers', { page: 2, pageSize: 25, sort: 'fullname', order: 'asc' })).toBe('/customers?page=2&pageSize=25&sort=fullname&order=asc');
    expect(listQueryPath('/users', { page: 1, pageSize: 50, sort: 'email', order: 'desc', q: 'Côté & fils' })).toBe(
      '/users?page=1&pageSize=50&sort=email&order=desc&q=C%C3%B4t%C3%A9+%26+fils',
    );
    expect(listQueryPath('/users', { page: 1, pageSize: 50, sort: 'email', order: 'desc', q: '' })).not.toContain('q=');
  });
});
