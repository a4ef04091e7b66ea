import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pickPhoto, SIGN_IN_PHOTOS } from './photos';

describe('pickPhoto', () => {
  it('maps the random number onto every photo in turn', () => {
    const photos = ['a', 'b', 'c', 'd'];
    expect(pickPhoto(photos, 0)).toBe('a');
    expect(pickPhoto(photos, 0.26)).toBe('b');
    expect(pickPhoto(photos, 0.5)).toBe('c');
    expect(pickPhoto(photos, 0.999999)).toBe('d');
  });

  it('stays inside the list for out-of-range numbers', () => {
    expect(pickPhoto(['a', 'b'], 1)).toBe('b');
    expect(pickPhoto(['a', 'b'], -0.5)).toBe('a');
  });

  it('uses Math.random by default and picks one of the photos', () => {
    expect(SIGN_IN_PHOTOS).toContain(pickPhoto(SIGN_IN_PHOTOS));
  });
});

describe('SIGN_IN_PHOTOS', () => {
  it('bundles three to five photos, each credited with an author, a source and a licence', () => {
    expect(SIGN_IN_PHOTOS.length).toBeGreaterThanOrEqual(3);
    expect(SIGN_IN_PHOTOS.length).toBeLessThanOrEqual(5);
    for (const photo of SIGN_IN_PHOTOS) {
      expect(photo.author, photo.id).not.toBe('');
      expect(photo.source, photo.id).not.toBe('');
      expect(photo.licenceUrl, photo.id).toMatch(/^https:\/\//);
      expect(photo.sourceUrl, photo.id).toMatch(/^https:\/\//);
    }
    expect(new Set(SIGN_IN_PHOTOS.map((photo) => photo.id)).size).toBe(SIGN_IN_PHOTOS.length);
  });
});

describe("the phone size of each photo (issue 12: with the sign-in page's ~167 KB, its first screen stays under 200 KB)", () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir).filter((name) => name.endsWith('.webp'));

  it('has an 800 px file beside every 1600 px one, and each phone file stays under 26 KB (scripts/signin-photos.mjs)', () => {
    const large = files.filter((name) => !name.endsWith('-800.webp'));
    expect(large.length).toBe(SIGN_IN_PHOTOS.length);
    for (const name of large) {
      const phone = name.replace(/\.webp$/, '-800.webp');
      expect(files, name).toContain(phone);
      expect(statSync(`${dir}${phone}`).size, phone).toBeLessThanOrEqual(26 * 1024);
    }
  });

  it('keeps each 1600 px file under 40 KB: a desktop sign-in page stays near 200 KB whichever photo comes (scripts/signin-photos.mjs)', () => {
    for (const name of files.filter((file) => !file.endsWith('-800.webp'))) expect(statSync(`${dir}${name}`).size, name).toBeLessThanOrEqual(40 * 1024);
  });

  it('gives every photo a phone address of its own', () => {
    for (const photo of SIGN_IN_PHOTOS) expect(photo.phoneUrl, photo.id).not.toBe(photo.url);
    expect(new Set(SIGN_IN_PHOTOS.map((photo) => photo.phoneUrl)).size).toBe(SIGN_IN_PHOTOS.length);
  });
});
