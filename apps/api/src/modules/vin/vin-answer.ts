import type { DecodeResult } from '@cardog/corgi';
import type { VinDecode } from '@atelier/contracts';
import { invalidVin, vinNotFound } from './vin-errors.js';

/** @cardog/corgi's ErrorCode.INVALID_CHECK_DIGIT (a const enum in its types, a string at run time). */
const INVALID_CHECK_DIGIT = '200';

/**
 * Atelier's answer from corgi's decode result. A malformed VIN is 400 ERR_INVALID_VIN; one the
 * data does not know is 404 ERR_VIN_NOT_FOUND. Make and model stay null: shop-independent, so
 * cacheable (match-make-model.ts fills them per account).
 */
export function vinAnswer(serialNumber: string, result: DecodeResult): VinDecode {
  if (!result.valid) throw invalidVin();
  const vehicle = result.components?.vehicle;
  if (!vehicle?.make) throw vinNotFound();
  return {
    serialNumber,
    make: null,
    model: null,
    makeName: vehicle.make,
    modelName: vehicle.model ?? null,
    modelYear: typeof vehicle.year === 'number' ? vehicle.year : null,
    trim: vehicle.trim ?? null,
    bodyStyle: vehicle.bodyStyle ?? null,
    fuelType: vehicle.fuelType ?? null,
    warnings: (result.errors ?? []).filter((e) => e.severity !== 'error').map((e) => e.message),
    checkDigitValid: !(result.errors ?? []).some((e) => e.code === INVALID_CHECK_DIGIT),
  };
}
