import { describe, expect, it } from 'vitest';
import { pictureUrl } from './pictureUrl';

describe('pictureUrl', () => {
  it('serves relative paths from the API host (same origin)', () => {
    expect(pictureUrl('/uploads/u1/profile.png')).toBe('/uploads/u1/profile.png');
    expect(pictureUrl('uploads/u1/profile.png')).toBe('/uploads/u1/profile.png');
  });

  it('keeps absolute URLs and ignores empty values', () => {
    expect(pictureUrl('https://cdn.example/p.png')).toBe('https://cdn.example/p.png');
    expect(pictureUrl(null)).toBeNull();
    expect(pictureUrl('')).toBeNull();
  });
});
