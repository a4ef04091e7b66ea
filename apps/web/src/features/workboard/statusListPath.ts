/**
 * The work-order list filtered on one status, and on the board's technician if one is chosen: a
 * column holds its newest cards only, the list pages through all of them. The parameter names are
 * the list's (worksheets/hooks/useWorksheetListParams.ts).
 */
export function statusListPath(statusId: number, technicianUuid: string | null): string {
  const query = new URLSearchParams({ statusId: String(statusId) });
  if (technicianUuid) query.set('technician', technicianUuid);
  return `/worksheets?${query.toString()}`;
}
