import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-precompress-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const script = 'export const greeting = () => "bonjour";\n'.repeat(100);

describe('precompressDir', () => {
  it('writes brotli and gzip siblings that decompress to the original, in sub-folders too', async () => {
    await writeFile(join(dir, 'assets', 'index-abc123.js'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>Atelier</p>'.repeat(100)}`);
    const done = await precompressDir(dir);
    expect(done).toHaveLength(2);
    const js = join(dir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    expect((await readFile(`${js}.br`)).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
  });

  it('skips files under 1 KB, binary files and a variant that would not shrink', async () => {
    await writeFile(join(dir, 'theme-init.js'), 'document.documentElement.dataset.x = "1";');
    await writeFile(join(dir, 'assets', 'logo.png'), script);
    // Random bytes do not compress: neither variant is smaller.
    const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    await writeFile(join(dir, 'assets', 'noise.txt'), noise);
    await precompressDir(dir);
    expect(existsSync(join(dir, 'theme-init.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'noise.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'noise.txt.gz'))).toBe(false);
  });
});
