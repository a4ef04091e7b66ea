import { createMechBodySchema, saveEntriesBodySchema } from '@atelier/contracts';
import { z } from 'zod';
import { zodFormValidator } from '../../shared/forms/zodFormValidator';
import { toEntryBody } from './entryFormValues';
import type { VehicleFormValues } from './vehicleFormValues';

/** The owner and the backlog rows, by the contracts of POST /api/mechs and POST /api/mechs/{uuid}/entries. */
const vehicleFormSchema = z.object({
  customerUuid: createMechBodySchema.shape.mech.shape.customerUuid,
  entries: saveEntriesBodySchema.shape.entries,
});

/**
 * Errors before sending, by form path: the customer is required; each backlog row needs a
 * title, a quantity of 1 or more (an empty box is 1) and a price of zero or more with two
 * decimals. The vehicle's own fields are the server's to check (their errors come back on the inputs).
 */
export const validateVehicleForm = zodFormValidator<VehicleFormValues>(vehicleFormSchema, {
  toInput: (values) => ({ customerUuid: values.customerUuid, entries: values.entries.map(toEntryBody) }),
  fields: ['customerUuid', 'entries.*.name', 'entries.*.value_measured', 'entries.*.price'],
});
