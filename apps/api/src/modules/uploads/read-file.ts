import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@atelier/contracts';
import { fileRequired, fileTooLarge, unreadableUpload, UPLOAD_FIELD } from './upload-errors.js';

/** Parser limits: one file of at most UPLOAD_MAX_BYTES and no room for anything else. */
export const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 };

/**
 * Reads the one uploaded file of a multipart request into memory (bounded by the size limit).
 * Every part is consumed, so the parser finishes; other fields are ignored. A body the parser
 * cannot read is ERR_VALIDATION on the file field.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname === UPLOAD_FIELD) file = content;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    // Anything else the parser meets is the body itself: no boundary, a body cut short, broken
    // part headers, too many parts. The client's input, so a 400 rather than a 500.
    throw unreadableUpload();
  }
  if (!file || file.length === 0) throw fileRequired();
  return file;
}
