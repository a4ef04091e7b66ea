import { UPLOAD_MAX_BYTES } from '@atelier/contracts/constants';
import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, checkAvatarFile } from './checkAvatarFile';

describe('checkAvatarFile', () => {
  it.each(['me.jpg', 'me.JPEG', 'photo.png'])('accepts %s', (name) => {
    expect(checkAvatarFile({ name, size: 1000 })).toBeNull();
  });

  it.each(['me.gif', 'me.webp', 'png', 'notes.png.txt'])('refuses %s', (name) => {
    expect(checkAvatarFile({ name, size: 1000 })).toBe('profile.avatar.wrongType');
  });

  it('refuses a file over the upload limit, not one at it', () => {
    expect(checkAvatarFile({ name: 'big.png', size: UPLOAD_MAX_BYTES + 1 })).toBe('profile.avatar.tooLarge');
    expect(checkAvatarFile({ name: 'big.png', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('offers only the spec types in the file picker', () => {
    expect(AVATAR_ACCEPT).toBe('image/png,image/jpeg,.jpg,.jpeg,.png');
  });
});
