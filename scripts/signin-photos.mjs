// The sign-in photos' phone size (issue 12): 800 px wide, for screens up to ~450 px at 1.75x, from the
// committed 1600 px files. Run again after adding a photo: node scripts/signin-photos.mjs
import { readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * A phone file's budget: the sign-in page's other files are ~167 KB, its first screen's budget 200 KB.
 * A photo whose fine texture (the dune's grass) does not fit is softened a little before encoding: on
 * a phone it lies dimmed behind the form.
 */
const PHONE_BUDGET = 26 * 1024;

const dir = fileURLToPath(new URL('../apps/web/src/features/auth/photos/', import.meta.url));
for (const file of (await readdir(dir)).filter((name) => name.endsWith('.webp') && !name.endsWith('-800.webp'))) {
  const out = file.replace(/\.webp$/, '-800.webp');
  const encode = (blur) => {
    const resized = sharp(`${dir}${file}`).resize({ width: 800 });
    return (blur ? resized.blur(blur) : resized).webp({ quality: 62, effort: 6 }).toBuffer({ resolveWithObject: true });
  };
  let encoded = await encode(0);
  if (encoded.data.length > PHONE_BUDGET) encoded = await encode(0.8);
  await writeFile(`${dir}${out}`, encoded.data);
  console.log(out, encoded.info.width, encoded.info.height, `${(encoded.data.length / 1024).toFixed(1)} KB`);
}
