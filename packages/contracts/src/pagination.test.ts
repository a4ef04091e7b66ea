import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogListQuerySchema } from './catalog.js';
import { customerListQuerySchema } from './customers.js';
import { pagedListSchema, paginationQuerySchema, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './pagination.js';
import { userListQuerySchema } from './users.js';
import { mechListQuerySchema } from './vehicles.js';
import { worksheetListQuerySchema } from './worksheets.js';

describe('paginationQuerySchema', () => {
  it('defaults to page 1 of 25 rows', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
    expect(PAGE_SIZE_DEFAULT).toBe(25);
  });

  it('takes query-string text and refuses a page size outside 1 to 100', () => {
    expect(paginationQuerySchema.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    expect(PAGE_SIZE_MAX).toBe(100);
    for (const pageSize of ['0', '101', '2.5', 'x']) expect(paginationQuerySchema.safeParse({ pageSize }).success).toBe(false);
  });

  it('is the paging of every paged list, with the same bounds', () => {
    for (const schema of [userListQuerySchema, customerListQuerySchema, mechListQuerySchema, catalogListQuerySchema, worksheetListQuerySchema]) {
      expect(schema.parse({})).toMatchObject({ page: 1, pageSize: 25 });
      expect(schema.safeParse({ pageSize: '101' }).success).toBe(false);
      expect(schema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
      expect(schema.parse({ q: '  abc ' }).q).toBe('abc');
    }
  });
});

describe('pagedListSchema', () => {
  it('is one page of items with the page envelope', () => {
    const schema = pagedListSchema(z.object({ id: z.number() }));
    const page = { items: [{ id: 1 }], page: 2, pageSize: 25, total: 26 };
    expect(schema.parse(page)).toEqual(page);
    expect(Object.keys(schema.shape)).toEqual(['items', 'page', 'pageSize', 'total']);
    expect(schema.safeParse({ items: [], page: 1, pageSize: 25 }).success).toBe(false);
  });
});
