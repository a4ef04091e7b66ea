/** The sort after a click on a column header: ascending on a new column, the other order on the sorted one. */
export function nextSort<S extends string>(current: { sort: S; order: 'asc' | 'desc' }, column: S): { sort: S; order: 'asc' | 'desc' } {
  return { sort: column, order: current.sort === column && current.order === 'asc' ? 'desc' : 'asc' };
}
