import { describe, expect, it } from 'vitest';
import { canonicalTimezone } from './canonical-timezone.js';

describe('canonicalTimezone', () => {
  it('keeps a canonical zone and UTC', () => {
    expect(canonicalTimezone('America/Toronto')).toBe('America/Toronto');
    expect(canonicalTimezone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimezone('UTC')).toBe('UTC');
  });

  it('resolves an alias a browser may report to the name the zone list shows', () => {
    expect(canonicalTimezone('America/Montreal')).toBe('America/Toronto');
  });

  it('refuses what is not a zone', () => {
    expect(canonicalTimezone('Mars/Olympus')).toBeUndefined();
    expect(canonicalTimezone('')).toBeUndefined();
  });
});
