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

const refSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * GET /api/vin/{serialNumber} (workshop §7): what the offline NHTSA vPIC data says of a VIN, with
 * the make and model matched to the make list (`make`, `model` with ids; null when the list has
 * none of that name, e.g. an excluded make) and the names as decoded (`makeName`, `modelName`).
 */
export const vinDecodeSchema = z.object({
  serialNumber: z.string(),
  modelYear: z.number().int().nullable(),
  make: refSchema.nullable(),
  model: refSchema.extend({ make: refSchema }).nullable(),
  makeName: z.string(),
  modelName: z.string().nullable(),
  trim: z.string().nullable(),
  bodyStyle: z.string().nullable(),
  fuelType: z.string().nullable(),
  /** Checks that failed without preventing the decoding (e.g. a wrong check digit). */
  warnings: z.array(z.string()),
  /**
   * Whether the 9th character matches the VIN's check digit (49 CFR 565). A wrong one is still a
   * VIN (older and non-North-American VINs need not follow it), but often a typing mistake.
   */
  checkDigitValid: z.boolean(),
});
export type VinDecode = z.infer<typeof vinDecodeSchema>;
