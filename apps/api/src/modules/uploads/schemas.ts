import { z } from 'zod';
import { UPLOAD_FIELD } from './upload-errors.js';

// API-only, for the OpenAPI document: the multipart body is read by the handler, not by the
// validator (a multipart request has no parsed body, so `unknown` always passes).
export const multipartBody = z.unknown().meta({
  type: 'object',
  properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'A JPEG or PNG image' } },
  required: [UPLOAD_FIELD],
});

/** GET /uploads/{file}: the image itself, not JSON. */
export const imageResponse = z.unknown().meta({
  description: 'The image',
  content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } }, 'image/png': { schema: { type: 'string', format: 'binary' } } },
});
