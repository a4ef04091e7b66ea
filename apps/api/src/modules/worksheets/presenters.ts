import type { Worksheet } from '@atelier/contracts';
import type { WorksheetDetailsRow } from './queries.js';

/** Joined row → the Worksheet contract. */
export function presentWorksheet(row: WorksheetDetailsRow): Worksheet {
  const { worksheet } = row;
  return {
    uuid: worksheet.uuid,
    worksheetId: worksheet.worksheetId,
    customer: row.customer,
    mech: row.mech
      ? {
          ...row.mech,
          make: row.make,
          model: row.model && row.modelMake ? { ...row.model, make: row.modelMake } : null,
          type: row.type,
        }
      : null,
    technician: row.technician,
    statusId: worksheet.statusId,
    status: row.status,
    statusChangedAt: worksheet.statusChangedAt.toISOString(),
    notes: worksheet.notes,
    createdAt: worksheet.createdAt.toISOString(),
    updatedAt: worksheet.updatedAt.toISOString(),
  };
}
