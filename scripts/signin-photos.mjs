// The sign-in photos' sizes (issue 12): a new photo's phone file, 800 px wide, for screens up to
// ~450 px at 1.75x, made from its 1600 px file as committed; then the 1600 px file itself re-encoded in
// place when it is over its budget. Files already made are kept (made again from a re-encoded 1600 px
// file, a phone file would only lose quality), so a second run changes nothing.
// Run again after adding a photo: node scripts/signin-photos.mjs
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * A phone file's budget: the sign-in page's other files are ~167 KB, its first screen's budget 200 KB.
 * A photo whose fine texture (the dune's grass) does not fit is softened a little before encoding: on
 * a phone it lies dimmed behind the form.
 */
const PHONE_BUDGET = 26 * 1024;

const dir = fileURLToPath(new URL('../apps/web/src/features/auth/photos/', import.meta.url));

/** `input` (a path or the file's bytes) as webp: resized to `width` if given, then softened by `blur` if any. */
function webp(input, { width, quality, blur = 0 }) {
  let image = sharp(input);
  if (width) image = image.resize({ width });
  if (blur) image = image.blur(blur);
  return image.webp({ quality, effort: 6 }).toBuffer({ resolveWithObject: true });
}

const largeFiles = (await readdir(dir)).filter((name) => name.endsWith('.webp') && !name.endsWith('-800.webp'));

for (const file of largeFiles) {
  const out = file.replace(/\.webp$/, '-800.webp');
  if (existsSync(`${dir}${out}`)) continue;
  let encoded = await webp(`${dir}${file}`, { width: 800, quality: 62 });
  if (encoded.data.length > PHONE_BUDGET) encoded = await webp(`${dir}${file}`, { width: 800, quality: 62, blur: 0.8 });
  await writeFile(`${dir}${out}`, encoded.data);
  console.log(out, encoded.info.width, encoded.info.height, `${(encoded.data.length / 1024).toFixed(1)} KB`);
}

/**
 * A 1600 px file's budget: on a desktop the sign-in page's other files are ~169 KB. The photo lies
 * under the brand's veil and the form's surface, so it takes a lower quality and, for a fine texture,
 * a soft blur: the dune was 140 KB (a 309 KB first screen), the rain drops 76 KB, the wood 64 KB.
 * Only a file over the budget is encoded again.
 */
const DESKTOP_BUDGET = 40 * 1024;
const DESKTOP_STEPS = [
  { quality: 50, blur: 0 },
  { quality: 42, blur: 0 },
  { quality: 40, blur: 0.6 },
  { quality: 38, blur: 1.5 },
  { quality: 38, blur: 2.5 },
];

for (const file of largeFiles) {
  const source = await readFile(`${dir}${file}`);
  if (source.length <= DESKTOP_BUDGET) continue;
  let encoded;
  for (const step of DESKTOP_STEPS) {
    encoded = await webp(source, step);
    if (encoded.data.length <= DESKTOP_BUDGET) break;
  }
  await writeFile(`${dir}${file}`, encoded.data);
  console.log(file, encoded.info.width, encoded.info.height, `${(source.length / 1024).toFixed(1)} -> ${(encoded.data.length / 1024).toFixed(1)} KB`);
}
