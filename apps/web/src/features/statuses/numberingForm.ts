import { accountPreferencesSchema } from '@atelier/contracts';
import type { z } from 'zod';
import { schemaErrors } from '../../shared/forms/zodFormValidator';

/** The work-order numbering preferences as PUT /api/account/preferences checks them. */
const numberingSchema = accountPreferencesSchema.pick({ worksheetStartNumber: true, worksheetPrefix: true });

/** The lowest start number (0, workshop §5), for the number box's own bound. */
export const START_MIN = numberingSchema.shape.worksheetStartNumber.minValue ?? 0;

/**
 * Errors of the numbering card as translation keys: the start number a whole number from 0
 * (workshop §5; an empty box is not a number), the prefix by the shop's prefix pattern (issue 10).
 */
export function numberingErrors(worksheetStartNumber: number, worksheetPrefix: string): Partial<Record<keyof z.input<typeof numberingSchema>, string>> {
  return schemaErrors(
    numberingSchema,
    { worksheetStartNumber, worksheetPrefix },
    { messages: { worksheetStartNumber: { too_small: 'statuses.numbering.min', invalid_type: 'statuses.numbering.min' } } },
  );
}
