import { MantineProvider, Table } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SortableHeads, type SortableColumn } from './SortableHeads';
import type { Sorting } from './SortableTh';

function heads(columns: SortableColumn<string>[], sorting: Sorting<string>) {
  const row = createElement(Table.Tr, null, createElement(SortableHeads<string>, { columns, texts: 'people.column', sorting }));
  return renderToStaticMarkup(createElement(MantineProvider, null, createElement(Table, null, createElement(Table.Thead, null, row))));
}

describe('SortableHeads', () => {
  const sorting: Sorting<string> = { sort: 'email', order: 'asc', onSort: () => undefined };

  it('one sortable header a column, in order, labelled from the texts or their own key', () => {
    const html = heads([{ column: 'fullname' }, { column: 'email', visibleFrom: 'md' }, { column: 'permissionFlags', labelKey: 'people.column.role' }], sorting);
    const labels = [...html.matchAll(/<span>([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(labels).toEqual(['people.column.fullname', 'people.column.email', 'people.column.role']);
    expect(html.match(/aria-sort="[a-z]+"/g)).toEqual(['aria-sort="none"', 'aria-sort="ascending"', 'aria-sort="none"']);
  });
});
