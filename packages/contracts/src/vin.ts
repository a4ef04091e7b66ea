import { z } from 'zod';
import { VIN_LENGTH } from './constants.js';

/** A VIN: 17 characters, digits and capital letters except I, O and Q (shell spec §5, §9). */
export const VIN_PATTERN = new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`);

export const vinParamsSchema = z.object({
  serialNumber: z
    .string()
    .trim()
    .toUpperCase()
    // One check (the pattern fixes the length too), so one error per bad VIN.
    .regex(VIN_PATTERN, 'ERR_INVALID_VIN'),
});

/** GET /api/vin/{serialNumber}: what the offline NHTSA vPIC data says of a VIN. */
export const vinDecodeSchema = z.object({
  serialNumber: z.string(),
  make: z.string(),
  model: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  trim: z.string().nullable(),
  bodyStyle: z.string().nullable(),
  fuelType: z.string().nullable(),
  /** Checks that failed without preventing the decoding (e.g. a wrong check digit). */
  warnings: z.array(z.string()),
});
export type VinDecode = z.infer<typeof vinDecodeSchema>;
