import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { brands, storedFiles } from '../db/schema/index.js';
import { anotherInstance, createTestApp, type TestApp } from '../../test/test-app.js';
import { expectApiError } from '../../test/api-error.js';
import { fileForm } from '../../test/multipart.js';
import { usersOfEveryRole, type Member, type Team } from '../../test/roles.js';
import { importLocalUploads } from './import-local-uploads.js';
import { postgresStorage } from './postgres-storage.js';

let one: TestApp;
let two: TestApp;
let team: Team;

beforeAll(async () => {
  one = await createTestApp();
  two = await anotherInstance(one);
  team = await usersOfEveryRole(one);
});
afterAll(async () => {
  await two.close();
  await one.close();
});

const picture = (width: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width, height: width, channels: 3, background: { r: 10, g: 120, b: 60 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

function upload(instance: TestApp, as: Member, path: string, file: Buffer, name = 'picture.jpg', type = 'image/jpeg') {
  const form = fileForm(file, name, type);
  return instance.app.inject({ method: 'POST', url: path, payload: form.payload, headers: { ...form.headers, ...as.auth } });
}
const get = (instance: TestApp, url: string) => instance.app.inject({ method: 'GET', url });

describe('two server instances on one database', () => {
  it('serve through one the brand logo uploaded through the other', async () => {
    const owner = team.FULL_ADMIN;
    const [brand] = await one.db.select({ uuid: brands.uuid }).from(brands).where(eq(brands.accountId, owner.accountId));
    const uuid = brand!.uuid;
    const response = await upload(one, owner, `/api/upload/${uuid}/logo`, await picture(300, 'png'), 'logo.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const path = response.json().data.path as string;

    const served = await get(two, path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const direct = await get(one, path);
    expect(served.rawPayload.equals(direct.rawPayload)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300 });
  });

  it('serve through one the profile picture uploaded through the other, and forget the replaced one on both', async () => {
    const me = team.EMPLOYEE;
    const first = (await upload(two, me, `/api/upload/${me.uuid}/profile`, await picture(80))).json().data.path as string;
    const servedByOne = await get(one, first);
    expect(servedByOne.statusCode).toBe(200);
    expect(servedByOne.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(servedByOne.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 80 });

    const second = (await upload(one, me, `/api/upload/${me.uuid}/profile`, await picture(90))).json().data.path as string;
    expect(second).not.toBe(first);
    expect((await get(two, second)).statusCode).toBe(200);
    expectApiError(await get(two, first), 404, 'ERR_NOT_FOUND');
    expectApiError(await get(one, first), 404, 'ERR_NOT_FOUND');
  });

  it('keep nothing under either data directory', async () => {
    for (const instance of [one, two]) expect(existsSync(join(instance.config.dataDir, 'uploads'))).toBe(false);
  });
});

describe('postgres storage', () => {
  const KEY = 'AbCdEfGhIjKlMnOpQrStUv_-12345678.png';

  it('puts (replacing), gets with the media type, and deletes; a missing key is undefined', async () => {
    const storage = postgresStorage(one.db);
    await storage.put(KEY, Buffer.from('first'), 'image/png');
    await storage.put(KEY, Buffer.from('second'), 'image/png');
    expect(await storage.get(KEY)).toEqual({ body: Buffer.from('second'), contentType: 'image/png' });
    const [row] = await one.db.select({ size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, KEY));
    expect(row?.size).toBe(6);
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeUndefined();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it.each(['../secret.png', 'a/b.png', 'short.png', 'AbCdEfGhIjKlMnOpQrStUvWx.html'])('refuses the key %s', async (key) => {
    const storage = postgresStorage(one.db);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key|does not match/);
  });

  it('refuses a key whose extension does not match the media type', async () => {
    await expect(postgresStorage(one.db).put('AbCdEfGhIjKlMnOpQrStUvWx.jpg', Buffer.from('x'), 'image/png')).rejects.toThrow(/does not match/);
  });
});

describe('import of the files older installs kept under $DATA_DIR/uploads', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'atelier-import-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const jpgKey = 'OldPictureOldPictureOldPicture01.jpg';
  const pngKey = 'OldLogoOldLogoOldLogoOldLogo0001.png';
  const presentKey = 'AlreadyThereAlreadyThereAlready1.png';

  it('copies every upload into PostgreSQL once, leaves other files, keeps a key already there, and sets the directory aside', async () => {
    const dir = join(root, 'uploads');
    await mkdir(dir);
    const jpg = await picture(20);
    const png = await picture(30, 'png');
    await writeFile(join(dir, jpgKey), jpg);
    await writeFile(join(dir, pngKey), png);
    await writeFile(join(dir, presentKey), Buffer.from('old bytes'));
    await writeFile(join(dir, 'notes.txt'), 'not an upload');
    await writeFile(join(dir, '.a1b2c3d4e5f6a7b8.tmp'), 'half a file');
    await postgresStorage(one.db).put(presentKey, Buffer.from('newer bytes'), 'image/png');

    const result = await importLocalUploads(one.db, dir, new Date('2026-11-23T10:00:00Z'));
    expect(result).toMatchObject({ imported: 2, present: 1, ignored: 2 });
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(result!.movedTo).sort()).toEqual(['.a1b2c3d4e5f6a7b8.tmp', jpgKey, pngKey, presentKey, 'notes.txt'].sort());

    // Served by both instances, byte for byte; the key already stored is left as it was.
    for (const instance of [one, two]) {
      const served = await get(instance, `/api/uploads/${jpgKey}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(jpg)).toBe(true);
      expect((await get(instance, `/api/uploads/${pngKey}`)).rawPayload.equals(png)).toBe(true);
    }
    expect((await postgresStorage(one.db).get(presentKey))?.body.toString()).toBe('newer bytes');

    // Later boots: nothing to do.
    expect(await importLocalUploads(one.db, dir)).toBeUndefined();
  });

  it('is safe when two instances import the same directory at once', async () => {
    const dir = join(root, 'shared', 'uploads');
    await mkdir(dir, { recursive: true });
    const keys = Array.from({ length: 6 }, (_, i) => `SharedSharedSharedSharedShared0${i}.png`);
    for (const key of keys) await writeFile(join(dir, key), await picture(10 + keys.indexOf(key), 'png'));

    const results = await Promise.all([importLocalUploads(one.db, dir), importLocalUploads(two.db, dir)]);
    const imported = results.reduce((sum, r) => sum + (r?.imported ?? 0), 0);
    expect(imported).toBe(keys.length);
    const rows = await one.db.select({ key: storedFiles.key }).from(storedFiles);
    for (const key of keys) expect(rows.filter((r) => r.key === key)).toHaveLength(1);
    expect(existsSync(dir)).toBe(false);
    expect((await readdir(join(root, 'shared'))).filter((name) => name.startsWith('uploads-imported-'))).toHaveLength(1);
  });
});
