// The installable app's icons (issue 17), drawn from apps/web/public/favicon.svg. The PNGs are
// committed; run again after a logo change: node scripts/pwa-icons.mjs
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const svg = await readFile(`${publicDir}favicon.svg`, 'utf8');
/** The logo's blue (favicon.svg's square). */
const BLUE = '#1d4ed8';

/** The logo alone, with its rounded square, on a transparent background. */
async function plain(size, file) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${file}`);
}

/**
 * Full bleed: the square's blue to the edges (the launcher or iOS cuts its own shape) and the
 * glyph scaled to `glyph` of the side, inside the maskable safe zone (a circle of 80 %).
 */
async function fullBleed(size, glyph, file) {
  const inner = svg.replace(/<rect [^>]*\/>/, '');
  const glyphSize = Math.round(size * glyph);
  const drawn = await sharp(Buffer.from(inner), { density: (72 * glyphSize) / 32 })
    .resize(glyphSize, glyphSize)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BLUE } })
    .composite([{ input: drawn, gravity: 'center' }])
    .flatten({ background: BLUE })
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${file}`);
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await fullBleed(512, 0.8, 'icon-maskable-512.png');
await fullBleed(180, 0.9, 'apple-touch-icon-180.png');
