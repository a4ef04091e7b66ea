// Where the Atelier server of this data directory answers, for a script to print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The url in $DATA_DIR/server.json while its server lives (apps/api/src/server-file.ts), else null. */
export function runningServerUrl(dataDir) {
  try {
    const { pid, url } = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0 || typeof url !== 'string') return null;
    try {
      process.kill(pid, 0);
    } catch (error) {
      // EPERM: alive but another user's.
      if (error.code !== 'EPERM') return null;
    }
    return url;
  } catch {
    return null;
  }
}
