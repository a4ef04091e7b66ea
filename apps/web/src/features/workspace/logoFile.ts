import { AVATAR_EXTENSIONS } from '@atelier/contracts/constants';
import { UPLOAD_MAX_BYTES } from '@atelier/contracts/uploads';

/** What the file picker offers: .jpg, .jpeg and .png (workshop spec §2). */
export const LOGO_ACCEPT = [...AVATAR_EXTENSIONS.map((ext) => `.${ext}`), 'image/jpeg', 'image/png'].join(',');

/**
 * The catalogue code of a picked file the server would refuse, checked before uploading so
 * the user hears it at once; null when it may go. The server checks the content again.
 */
export function logoFileError(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) return 'ERR_UNSUPPORTED_FILE_TYPE';
  if (file.size > UPLOAD_MAX_BYTES) return 'ERR_FILE_TOO_LARGE';
  return null;
}
