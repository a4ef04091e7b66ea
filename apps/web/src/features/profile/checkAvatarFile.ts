import { AVATAR_EXTENSIONS, UPLOAD_MAX_BYTES } from '@atelier/contracts/constants';

/**
 * What can be told before sending (shell spec §5: .jpg, .jpeg, .png only; the upload size limit).
 * The server still checks the content itself: a renamed text file is refused there.
 * Returns the translation key of the problem, or null.
 */
export function checkAvatarFile(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) return 'profile.avatar.wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'profile.avatar.tooLarge';
  return null;
}

export const AVATAR_ACCEPT = ['image/png', 'image/jpeg', ...AVATAR_EXTENSIONS.map((extension) => `.${extension}`)].join(',');
