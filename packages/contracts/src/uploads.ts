import { z } from 'zod';

// Defined with the zod-free constants so the web app can check a file before sending it.
export { UPLOAD_MAX_BYTES } from './constants.js';
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

// Lower-cased as PostgreSQL stores it: the profile upload tells oneself from others by the uuid.
export const uploadParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND').toLowerCase() });

/** GET /uploads/{file}: a served upload's name. */
export const uploadFileParamsSchema = z.object({ file: z.string() });
/** The stored picture's path, served from the API host (shell spec §3 "picture"). */
export const uploadResultSchema = z.object({ path: z.string() });
