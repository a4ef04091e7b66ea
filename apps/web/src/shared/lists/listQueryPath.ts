/** A server-sorted, paged list's query (useListParams gives it). */
export interface SortedPageQuery {
  page: number;
  pageSize: number;
  sort: string;
  order: string;
  q?: string;
}

/** `path?page=…&pageSize=…&sort=…&order=…[&q=…]`: the query string every sorted list route reads. */
export function listQueryPath(path: string, { page, pageSize, sort, order, q }: SortedPageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), sort, order });
  if (q) params.set('q', q);
  return `${path}?${params.toString()}`;
}
