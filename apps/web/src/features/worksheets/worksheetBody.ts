import type { Worksheet, WorksheetBody } from '@atelier/contracts';

/** PUT /api/worksheets/{uuid} takes the whole work order: what it is now, with these changes. */
export function worksheetBody(worksheet: Worksheet, changes: Partial<WorksheetBody> = {}): WorksheetBody {
  return {
    customerUuid: worksheet.customer.uuid,
    mechUuid: worksheet.mech?.uuid ?? null,
    technicianUuid: worksheet.technician?.uuid ?? null,
    statusId: worksheet.statusId,
    notes: worksheet.notes,
    ...changes,
  };
}
