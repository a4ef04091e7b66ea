import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ROLES, UPLOAD_MAX_BYTES, can, uploadResultSchema } from '@atelier/contracts';
import { brands, storedFiles, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { fileForm, multipart } from '../../../test/multipart.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const SERVED = /^\/api\/uploads\/[A-Za-z0-9_-]{32}\.(jpg|png)$/;

/** A camera-like JPEG: EXIF with a maker, a copyright, GPS coordinates, and an orientation. */
async function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Pocket X1', Copyright: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 15/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A PNG logo: transparent background, one opaque square. */
async function logoPng(width: number, height: number): Promise<Buffer> {
  const square = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: square, top: 0, left: 0 }])
    .png()
    .withMetadata({ density: 300 })
    .toBuffer();
}

/** A PNG whose header declares width × height (grey, 8 bits) with only a few rows of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function uploadProfile(as: Member | undefined, uuid: string, form: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url: `/api/upload/${uuid}/profile`, payload: form.payload, headers: { ...form.headers, ...as?.auth } });
}
function uploadLogo(as: Member, uuid: string, form: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url: `/api/upload/${uuid}/logo`, payload: form.payload, headers: { ...form.headers, ...as.auth } });
}
async function pictureOf(member: Member) {
  const [row] = await t.db.select({ picture: users.picture }).from(users).where(eq(users.id, member.id));
  return row!.picture;
}
async function brandOf(member: Member) {
  const [row] = await t.db.select({ uuid: brands.uuid, logo: brands.logo }).from(brands).where(eq(brands.accountId, member.accountId));
  return row!;
}
/** The keys of every stored file (the store is PostgreSQL). */
const storedKeys = async () => (await t.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key);
const keyOf = (path: string) => path.split('/').pop()!;

describe('POST /api/upload/{uuid}/profile', () => {
  it('stores a re-encoded avatar, sets users.picture to its served path and serves it with safe headers', async () => {
    const me = team.EMPLOYEE;
    const response = await uploadProfile(me, me.uuid, fileForm(await photo(2000, 1000)));
    expect(response.statusCode).toBe(200);
    const { path } = uploadResultSchema.parse(response.json().data);
    expect(path).toMatch(SERVED);
    expect(path.endsWith('.jpg')).toBe(true);
    expect(await pictureOf(me)).toBe(path);
    expect(await storedKeys()).toContain(keyOf(path));

    // Public: an <img> sends no bearer token.
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': 'inline',
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 256 });
  });

  it('strips EXIF and GPS metadata and turns the picture upright from its EXIF orientation', async () => {
    const original = await photo(300, 100, 6);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('SpyCam');
    expect(original.toString('latin1')).toContain('Secret Owner');

    const response = await uploadProfile(team.GUEST, team.GUEST.uuid, fileForm(original));
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().data.path });
    const after = await sharp(served.rawPayload).metadata();
    // Orientation 6 is a quarter turn: 300×100 stored, 100×300 seen.
    expect(after).toMatchObject({ width: 100, height: 300 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    const bytes = served.rawPayload.toString('latin1');
    for (const secret of ['SpyCam', 'Pocket X1', 'Secret Owner', 'Exif']) expect(bytes).not.toContain(secret);
  });

  it('never enlarges a small picture', async () => {
    const response = await uploadProfile(team.EMPLOYEE, team.EMPLOYEE.uuid, fileForm(await photo(40, 30)));
    const served = await t.app.inject({ method: 'GET', url: response.json().data.path });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('deletes the previous file when a new avatar replaces it', async () => {
    const me = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Remplace Avatar');
    const first = (await uploadProfile(me, me.uuid, fileForm(await photo(100, 100)))).json().data.path as string;
    const second = (await uploadProfile(me, me.uuid, fileForm(await photo(120, 120)))).json().data.path as string;
    expect(second).not.toBe(first);
    expect(await pictureOf(me)).toBe(second);
    expect(await storedKeys()).not.toContain(keyOf(first));
    expect(await storedKeys()).toContain(keyOf(second));
    expectApiError(await t.app.inject({ method: 'GET', url: first }), 404, 'ERR_NOT_FOUND');
  });

  it('names files randomly, never after the client file name', async () => {
    const response = await uploadProfile(team.EMPLOYEE, team.EMPLOYEE.uuid, fileForm(await photo(50, 50), '../../evil.jpg'));
    const path = response.json().data.path as string;
    expect(path).toMatch(SERVED);
    expect(path).not.toContain('evil');
  });

  it('keeps a JPEG a JPEG even when it is sent named .png with an image/png type', async () => {
    const response = await uploadProfile(team.EMPLOYEE, team.EMPLOYEE.uuid, fileForm(await photo(50, 50), 'me.png', 'image/png'));
    expect(response.json().data.path).toMatch(/\.jpg$/);
  });
});

describe('bad uploads change nothing', () => {
  let victim: Member;
  let before: string | null;
  let filesBefore: string[];
  beforeAll(async () => {
    victim = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Victime Upload');
    await uploadProfile(victim, victim.uuid, fileForm(await photo(60, 60)));
  });
  const snapshot = async () => {
    before = await pictureOf(victim);
    filesBefore = (await storedKeys()).sort();
  };
  const unchanged = async () => {
    expect(await pictureOf(victim)).toBe(before);
    expect((await storedKeys()).sort()).toEqual(filesBefore);
  };

  it('answers a text file named .png with 415 ERR_UNSUPPORTED_FILE_TYPE', async () => {
    await snapshot();
    const form = fileForm(Buffer.from('<?php system($_GET["c"]); ?> not an image at all'), 'avatar.png', 'image/png');
    expectApiError(await uploadProfile(victim, victim.uuid, form), 415, 'ERR_UNSUPPORTED_FILE_TYPE', [{ field: 'file', message: 'ERR_UNSUPPORTED_FILE_TYPE' }]);
    await unchanged();
  });

  it.each([
    [
      'a GIF',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    [
      'a WebP',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
    ],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')],
  ])('answers %s with 415 ERR_UNSUPPORTED_FILE_TYPE', async (_label, make) => {
    await snapshot();
    expectApiError(await uploadProfile(victim, victim.uuid, fileForm(await make(), 'x.jpg')), 415, 'ERR_UNSUPPORTED_FILE_TYPE');
    await unchanged();
  });

  it('answers a truncated JPEG (right magic bytes, broken image) with 415', async () => {
    await snapshot();
    const whole = await photo(400, 400);
    expectApiError(await uploadProfile(victim, victim.uuid, fileForm(whole.subarray(0, 300))), 415, 'ERR_UNSUPPORTED_FILE_TYPE');
    await unchanged();
  });

  it('answers an image over UPLOAD_MAX_BYTES with 413 ERR_FILE_TOO_LARGE', async () => {
    await snapshot();
    // Noise does not compress: a real PNG a little over the limit.
    const side = Math.ceil(Math.sqrt(UPLOAD_MAX_BYTES / 3)) + 40;
    const noise = await sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expectApiError(await uploadProfile(victim, victim.uuid, fileForm(noise, 'big.png', 'image/png')), 413, 'ERR_FILE_TOO_LARGE');
    await unchanged();
  });

  it('answers a decompression bomb (a small file declaring a huge canvas) with 413 ERR_FILE_TOO_LARGE', async () => {
    await snapshot();
    const bomb = pngDeclaring(10_000, 10_000);
    expect(bomb.length).toBeLessThan(10_000);
    expectApiError(await uploadProfile(victim, victim.uuid, fileForm(bomb, 'bomb.png', 'image/png')), 413, 'ERR_FILE_TOO_LARGE');
    await unchanged();
  });

  it('answers a request without a file with 400 ERR_FILE_REQUIRED', async () => {
    await snapshot();
    const cases = [
      multipart([{ name: 'note', value: 'no file here' }]),
      multipart([{ name: 'avatar', filename: 'a.jpg', contentType: 'image/jpeg', content: await photo(20, 20) }]),
      fileForm(Buffer.alloc(0)),
    ];
    for (const form of cases) {
      expectApiError(await uploadProfile(victim, victim.uuid, form), 400, 'ERR_FILE_REQUIRED', [{ field: 'file', message: 'ERR_FILE_REQUIRED' }]);
    }
    const json = await t.app.inject({ method: 'POST', url: `/api/upload/${victim.uuid}/profile`, payload: { file: 'x' }, headers: victim.auth });
    expectApiError(json, 400, 'ERR_FILE_REQUIRED');
    const empty = await t.app.inject({ method: 'POST', url: `/api/upload/${victim.uuid}/profile`, headers: victim.auth });
    expectApiError(empty, 400, 'ERR_FILE_REQUIRED');
    await unchanged();
  });

  it('accepts one file only', async () => {
    await snapshot();
    const image = await photo(20, 20);
    const two = multipart([
      { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', content: image },
      { name: 'file', filename: 'b.jpg', contentType: 'image/jpeg', content: image },
    ]);
    expectApiError(await uploadProfile(victim, victim.uuid, two), 400, 'ERR_VALIDATION');
    await unchanged();
  });

  it('requires authentication', async () => {
    await snapshot();
    expectApiError(await uploadProfile(undefined, victim.uuid, fileForm(await photo(20, 20))), 401, 'ERR_UNAUTHENTICATED');
    await unchanged();
  });
});

describe('who may upload an avatar', () => {
  it.each(ROLES)('%s may change their own', async (role) => {
    const me = team[role];
    expect((await uploadProfile(me, me.uuid, fileForm(await photo(30, 30)))).statusCode).toBe(200);
  });

  it.each(ROLES)("%s changes an employee's only with users:manage", async (role) => {
    const target = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Cible Avatar');
    const response = await uploadProfile(team[role], target.uuid, fileForm(await photo(30, 30)));
    if (can(role, 'users:manage')) {
      expect(response.statusCode).toBe(200);
      expect(await pictureOf(target)).toBe(response.json().data.path);
    } else {
      expectApiError(response, 403, 'ERR_FORBIDDEN');
      expect(await pictureOf(target)).toBeNull();
    }
  });

  it("refuses an ADMINISTRATOR the FULL_ADMIN's avatar", async () => {
    const before = await pictureOf(team.FULL_ADMIN);
    expectApiError(await uploadProfile(team.ADMINISTRATOR, team.FULL_ADMIN.uuid, fileForm(await photo(30, 30))), 403, 'ERR_FORBIDDEN');
    expect(await pictureOf(team.FULL_ADMIN)).toBe(before);
  });

  it("answers another shop's user (or an unknown uuid) with 404 and changes nothing", async () => {
    const before = await pictureOf(rival.EMPLOYEE);
    const files = (await storedKeys()).sort();
    expectApiError(await uploadProfile(team.FULL_ADMIN, rival.EMPLOYEE.uuid, fileForm(await photo(30, 30))), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await uploadProfile(team.FULL_ADMIN, crypto.randomUUID(), fileForm(await photo(30, 30))), 404, 'ERR_USER_NOT_FOUND');
    expect(await pictureOf(rival.EMPLOYEE)).toBe(before);
    expect((await storedKeys()).sort()).toEqual(files);
  });
});

describe('POST /api/upload/{uuid}/logo', () => {
  it('keeps a PNG with transparency a PNG, fitted inside 1024×1024, and sets brands.logo', async () => {
    const { uuid } = await brandOf(team.FULL_ADMIN);
    const response = await uploadLogo(team.FULL_ADMIN, uuid, fileForm(await logoPng(2048, 1024), 'logo.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const { path } = uploadResultSchema.parse(response.json().data);
    expect(path).toMatch(/\.png$/);
    expect((await brandOf(team.FULL_ADMIN)).logo).toBe(path);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 512, hasAlpha: true });
    // A transparent corner stays transparent.
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[(info.width * (info.height - 1) + info.width - 1) * info.channels + 3]).toBe(0);
  });

  it('accepts a JPEG logo and keeps it a JPEG', async () => {
    const { uuid } = await brandOf(team.ADMINISTRATOR);
    const response = await uploadLogo(team.ADMINISTRATOR, uuid, fileForm(await photo(3000, 1500)));
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().data.path });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
  });

  it.each(ROLES)('is allowed to %s only with settings:manage', async (role) => {
    const before = await brandOf(team.FULL_ADMIN);
    const response = await uploadLogo(team[role], before.uuid, fileForm(await photo(30, 30)));
    if (can(role, 'settings:manage')) {
      expect(response.statusCode).toBe(200);
    } else {
      expectApiError(response, 403, 'ERR_FORBIDDEN');
      expect((await brandOf(team.FULL_ADMIN)).logo).toBe(before.logo);
    }
  });

  it("answers another shop's brand with 404 and changes nothing", async () => {
    const theirs = await brandOf(rival.FULL_ADMIN);
    expectApiError(await uploadLogo(team.FULL_ADMIN, theirs.uuid, fileForm(await photo(30, 30))), 404, 'ERR_NOT_FOUND');
    expect(await brandOf(rival.FULL_ADMIN)).toEqual(theirs);
  });

  it('answers a malformed uuid with 400', async () => {
    expectApiError(await uploadLogo(team.FULL_ADMIN, 'not-a-uuid', fileForm(await photo(30, 30))), 400, 'ERR_VALIDATION');
  });
});

describe('GET /api/uploads/{file}', () => {
  it.each([
    ['an unknown name', '/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.jpg'],
    ['a name of the wrong shape', '/api/uploads/picture.jpg'],
    ['an encoded traversal', '/api/uploads/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['an encoded traversal to the database files', '/api/uploads/..%2Fpg%2FPG_VERSION'],
    ['a dot name', '/api/uploads/..'],
    ['an unsupported extension', '/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.html'],
  ])('answers %s with a 404 error object', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'NOT_FOUND' });
  });
});
