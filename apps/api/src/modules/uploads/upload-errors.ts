import { AppError } from '../../http/app-error.js';

/** The multipart field that carries the file (shell spec §7: "multipart, file field"). */
export const UPLOAD_FIELD = 'file';

const fileError = (status: number, code: 'ERR_FILE_REQUIRED' | 'ERR_FILE_TOO_LARGE' | 'ERR_VALIDATION' | 'ERR_UNSUPPORTED_FILE_TYPE') =>
  new AppError(status, code, [{ field: UPLOAD_FIELD, message: code }]);

/** No multipart body, or no file (or an empty one) in it. */
export const fileRequired = () => fileError(400, 'ERR_FILE_REQUIRED');

/** Over UPLOAD_MAX_BYTES, or an image over the pixel limit. */
export const fileTooLarge = () => fileError(413, 'ERR_FILE_TOO_LARGE');

/** A multipart body the parser cannot read. */
export const unreadableUpload = () => fileError(400, 'ERR_VALIDATION');

/** Not a JPEG or PNG, or a broken one. */
export const unsupportedFileType = () => fileError(415, 'ERR_UNSUPPORTED_FILE_TYPE');

/** No stored upload of that name. */
export const uploadNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** Missing or another shop's workspace: the same answer, so nothing leaks across accounts. */
export const brandNotFound = () => new AppError(404, 'ERR_NOT_FOUND');
