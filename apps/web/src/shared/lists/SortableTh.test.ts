import { MantineProvider, Table } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SortableTh, type Sorting } from './SortableTh';

function header(column: string, sorting: Sorting<string>) {
  const th = createElement(SortableTh<string>, { column, label: column, sorting });
  const table = createElement(Table, null, createElement(Table.Thead, null, createElement(Table.Tr, null, th)));
  return renderToStaticMarkup(createElement(MantineProvider, null, table));
}

describe('SortableTh', () => {
  const sorting: Sorting<string> = { sort: 'email', order: 'desc', onSort: () => undefined };

  it('announces the order of the sorted column', () => {
    expect(header('email', sorting)).toContain('aria-sort="descending"');
    expect(header('email', { ...sorting, order: 'asc' })).toContain('aria-sort="ascending"');
  });

  it('the other columns are not sorted, and each offers to sort by it', () => {
    const html = header('fullname', sorting);
    expect(html).toContain('aria-sort="none"');
    expect(html).toMatch(/<button[^>]*title="common\.sortBy"/);
  });
});
