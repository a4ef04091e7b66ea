import { CATALOG_SORTS, type CatalogSort } from '@atelier/contracts/catalog';
import { useListParams } from '../../../shared/lists/useListParams';

export const CATALOG_PAGE_SIZE = 25;

/** The catalogue list's page, search and sort, kept in the URL. */
export function useCatalogListParams() {
  return useListParams<CatalogSort>(CATALOG_SORTS, 'name', CATALOG_PAGE_SIZE);
}
