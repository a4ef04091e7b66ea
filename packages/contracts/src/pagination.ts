import { z } from 'zod';
import { pageQuery } from './bounds.js';

/** The most rows one page of a list holds; a larger pageSize is a 400 (ERR_VALIDATION). */
export const PAGE_SIZE_MAX = 100;

/** Rows per page when the query does not say. */
export const PAGE_SIZE_DEFAULT = 25;

/** The longest search text (`q`) a list accepts. */
export const LIST_SEARCH_MAX = 100;

/**
 * `?page=&pageSize=`: the paging of every paged list (users, customers, vehicles, services and
 * products, work orders, report). A list's query extends it with its own filters and sorts.
 */
export const paginationQuerySchema = z.object({
  page: pageQuery(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** `?q=`: a list's search text, trimmed; absent means no search. */
export const listSearchQuery = () => z.string().trim().max(LIST_SEARCH_MAX).optional();

/** The page part of every paged list answer: the page asked for, its size and the matching total. */
export const pageEnvelopeSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PageEnvelope = z.infer<typeof pageEnvelopeSchema>;

/** A paged list answer: one page of `items` with the page envelope. */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageEnvelopeSchema.shape });
}
export type PagedList<T> = PageEnvelope & { items: T[] };
