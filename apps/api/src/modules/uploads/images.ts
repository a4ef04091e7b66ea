import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOAD_MIME_TYPES } from '@atelier/contracts';
import { fileTooLarge, unsupportedFileType } from './upload-errors.js';

export type ImageMime = (typeof UPLOAD_MIME_TYPES)[number];
export type Image = { body: Buffer; contentType: ImageMime; extension: 'jpg' | 'png' };

/** Largest box each kind of picture is fitted into (never enlarged). */
export const IMAGE_BOX = { avatar: 512, logo: 1024 } as const;

/**
 * Decoding bound: about 40 megapixels (a large phone photo). A small file can declare a huge
 * canvas (a decompression bomb); sharp refuses it before allocating.
 */
const MAX_INPUT_PIXELS = 40_000_000;

function isAllowed(mime: string | undefined): mime is ImageMime {
  return (UPLOAD_MIME_TYPES as readonly string[]).includes(mime ?? '');
}

/**
 * Checks the type by content (magic bytes, never the name or the declared type), then
 * re-encodes: turned upright from its EXIF orientation, fitted inside box × box, every metadata
 * (EXIF, GPS, XMP, ICC, comments) dropped, in the same format (a PNG keeps its transparency).
 * Whatever else the file carried does not survive the decode and re-encode.
 */
export async function reencodeImage(input: Buffer, box: number): Promise<Image> {
  const mime = (await fileTypeFromBuffer(input))?.mime;
  if (!isAllowed(mime)) throw unsupportedFileType();
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true });
    const body = mime === 'image/png' ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { body, contentType: mime, extension: mime === 'image/png' ? 'png' : 'jpg' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw fileTooLarge();
    // Right magic bytes but not a decodable image (truncated, corrupt, a polyglot…).
    throw unsupportedFileType();
  }
}
