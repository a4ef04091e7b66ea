import { describe, expect, it } from 'vitest';
import { parseLocalPreferences } from './localPreferences';

describe('parseLocalPreferences', () => {
  it('defaults to French and the light theme (shell spec §3)', () => {
    expect(parseLocalPreferences(null)).toEqual({ language: 'fr', theme: 'light' });
  });

  it('keeps valid stored values', () => {
    expect(parseLocalPreferences('{"language":"en","theme":"dark"}')).toEqual({ language: 'en', theme: 'dark' });
    expect(parseLocalPreferences('{"theme":"system"}')).toEqual({ language: 'fr', theme: 'system' });
  });

  it('ignores unknown values and broken JSON', () => {
    expect(parseLocalPreferences('{"language":"de","theme":"blue"}')).toEqual({ language: 'fr', theme: 'light' });
    expect(parseLocalPreferences('not json')).toEqual({ language: 'fr', theme: 'light' });
    expect(parseLocalPreferences('null')).toEqual({ language: 'fr', theme: 'light' });
  });
});
