import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|ico|xml|map)$/;
/** Below this size the bytes saved do not pay for the extra header and the file lookups. */
const MIN_BYTES = 1024;

export type Precompressed = { file: string; bytes: number; br?: number; gz?: number };

/**
 * Writes `file.br` (brotli quality 11) and `file.gz` (gzip level 9) beside every text file of
 * `dir` of 1 KB or more: the server sends them as they are (@fastify/static preCompressed), so
 * the maximum quality costs build time once instead of CPU on each request. A variant that does
 * not shrink the file is not written.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const done: Precompressed[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ]);
    const result: Precompressed = { file, bytes: content.length };
    if (br.length < content.length) {
      await writeFile(`${file}.br`, br);
      result.br = br.length;
    }
    if (gz.length < content.length) {
      await writeFile(`${file}.gz`, gz);
      result.gz = gz.length;
    }
    done.push(result);
  }
  return done;
}

/** Vite plugin: precompresses the build output once it is written (production builds only). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'atelier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
