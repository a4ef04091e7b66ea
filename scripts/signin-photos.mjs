// The sign-in photos' phone size (issue 12): 800 px wide, for screens up to ~450 px at 1.75x, from the
// committed 1600 px files. Run again after adding a photo: node scripts/signin-photos.mjs
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('../apps/web/src/features/auth/photos/', import.meta.url));
for (const file of (await readdir(dir)).filter((name) => name.endsWith('.webp') && !name.endsWith('-800.webp'))) {
  const out = file.replace(/\.webp$/, '-800.webp');
  const info = await sharp(`${dir}${file}`).resize({ width: 800 }).webp({ quality: 62, effort: 6 }).toFile(`${dir}${out}`);
  console.log(out, info.width, info.height, `${(info.size / 1024).toFixed(1)} KB`);
}
