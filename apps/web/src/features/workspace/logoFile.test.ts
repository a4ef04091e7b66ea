import { UPLOAD_MAX_BYTES } from '@atelier/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { LOGO_ACCEPT, logoFileError } from './logoFile';

describe('logo file', () => {
  it('offers .jpg, .jpeg and .png in the picker', () => {
    expect(LOGO_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.jpg', '.jpeg', '.png']));
  });

  it('accepts JPEG and PNG names in any case', () => {
    expect(logoFileError({ name: 'logo.PNG', size: 1000 })).toBeNull();
    expect(logoFileError({ name: 'logo.jpeg', size: 1000 })).toBeNull();
  });

  it('refuses other types and oversized files', () => {
    expect(logoFileError({ name: 'logo.gif', size: 1000 })).toBe('ERR_UNSUPPORTED_FILE_TYPE');
    expect(logoFileError({ name: 'logo', size: 1000 })).toBe('ERR_UNSUPPORTED_FILE_TYPE');
    expect(logoFileError({ name: 'logo.png', size: UPLOAD_MAX_BYTES + 1 })).toBe('ERR_FILE_TOO_LARGE');
  });
});
