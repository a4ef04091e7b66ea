import { useListParams } from '../../../shared/lists/useListParams';

export const VEHICLES_PAGE_SIZE = 25;
// GET /api/mechs has one order (newest first): no sort in the URL.
const SORTS = ['createdAt'] as const;

/** The vehicles list's page and search, kept in the URL. */
export function useVehicleListParams() {
  return useListParams(SORTS, 'createdAt', VEHICLES_PAGE_SIZE);
}
