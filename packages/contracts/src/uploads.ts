import { z } from 'zod';

/** Uploads (avatar, logo): JPEG or PNG by content, at most this size before re-encoding. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export const uploadParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND') });
/** The stored picture's path, served from the API host (shell spec §3 "picture"). */
export const uploadResultSchema = z.object({ path: z.string() });
