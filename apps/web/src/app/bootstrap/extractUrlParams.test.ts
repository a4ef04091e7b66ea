import { describe, expect, it } from 'vitest';
import { extractUrlParams } from './extractUrlParams';

describe('extractUrlParams', () => {
  it('reads a token from the hash query and removes it from the address', () => {
    const result = extractUrlParams('https://app.example/#/settings?token=abc.def&tab=1');
    expect(result.token).toBe('abc.def');
    expect(result.cleanHref).toBe('https://app.example/#/settings?tab=1');
  });

  it('reads a token from the page query', () => {
    const result = extractUrlParams('https://app.example/?token=xyz#/');
    expect(result.token).toBe('xyz');
    expect(result.cleanHref).toBe('https://app.example/#/');
  });

  it('reads the locale (fr or en) and keeps it in the address', () => {
    expect(extractUrlParams('https://app.example/#/signin?locale=en').locale).toBe('en');
    expect(extractUrlParams('https://app.example/?locale=fr-CA#/').locale).toBe('fr');
    expect(extractUrlParams('https://app.example/#/signin?locale=de').locale).toBeNull();
    expect(extractUrlParams('https://app.example/#/signin?locale=en').cleanHref).toBe('https://app.example/#/signin?locale=en');
  });

  it('changes nothing when there is no token', () => {
    const result = extractUrlParams('https://app.example/#/verify-email?email=a%40b.ca&signup=1');
    expect(result.token).toBeNull();
    expect(result.cleanHref).toBe('https://app.example/#/verify-email?email=a%40b.ca&signup=1');
  });
});
