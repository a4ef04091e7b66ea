import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.js';
import type { Storage } from './storage.js';

let root: string;
let dir: string;
let storage: Storage;
const KEY = 'AbCdEfGhIjKlMnOpQrStUv_-12345678.png';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atelier-storage-'));
  dir = join(root, 'uploads');
  storage = localStorage(dir);
  // A file beside the store that no key may reach.
  await writeFile(join(root, 'secret.png'), 'secret');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('puts, gets (with the media type) and deletes a file, creating its directory', async () => {
    expect(existsSync(dir)).toBe(false);
    await storage.put(KEY, Buffer.from('png bytes'), 'image/png');
    expect(await storage.get(KEY)).toEqual({ body: Buffer.from('png bytes'), contentType: 'image/png' });
    expect(readdirSync(dir)).toEqual([KEY]);
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeUndefined();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it('answers undefined for a missing file', async () => {
    expect(await storage.get('ZZZZZZZZZZZZZZZZZZZZZZZZ.jpg')).toBeUndefined();
  });

  it.each(['../secret.png', '..%2Fsecret.png', '/etc/passwd', 'a/b.png', '.hidden.png', 'short.png', `${'x'.repeat(20)}.png/..`])(
    'never reaches the file system for the key %s',
    async (key) => {
      expect(await storage.get(key)).toBeUndefined();
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
      expect(existsSync(join(root, 'secret.png'))).toBe(true);
    },
  );

  it('refuses a key whose extension does not match the media type', async () => {
    await expect(storage.put('AbCdEfGhIjKlMnOpQrStUvWx.jpg', Buffer.from('x'), 'image/png')).rejects.toThrow(/does not match/);
    await expect(storage.put('AbCdEfGhIjKlMnOpQrStUvWx.html', Buffer.from('x'), 'text/html')).rejects.toThrow(/does not match/);
    expect(await storage.get('AbCdEfGhIjKlMnOpQrStUvWx.html')).toBeUndefined();
  });

  it('leaves no temporary file behind', async () => {
    await storage.put(KEY, Buffer.from('again'), 'image/png');
    expect(readdirSync(dir)).toEqual([KEY]);
  });
});
