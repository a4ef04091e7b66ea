import { describe, expect, it } from 'vitest';
import { chatUrlFrom, versionFrom } from './healthInfo';

describe('versionFrom', () => {
  it('reads the server release, null when absent or blank', () => {
    expect(versionFrom({ version: '0.1.0-alpha', supportEmail: 'a@b.c' })).toBe('0.1.0-alpha');
    expect(versionFrom({ version: ' ' })).toBeNull();
    expect(versionFrom({})).toBeNull();
    expect(versionFrom(undefined)).toBeNull();
  });
});

describe('chatUrlFrom', () => {
  it('keeps an http(s) chat address', () => {
    expect(chatUrlFrom({ chatUrl: 'https://chat.example.org/atelier' })).toBe('https://chat.example.org/atelier');
    expect(chatUrlFrom({ chatUrl: 'http://chat.local/' })).toBe('http://chat.local/');
  });

  it('is null when unset or not a web address (the link is then hidden)', () => {
    expect(chatUrlFrom({ version: '1' })).toBeNull();
    expect(chatUrlFrom({ chatUrl: '' })).toBeNull();
    expect(chatUrlFrom({ chatUrl: 'javascript:alert(1)' })).toBeNull();
    expect(chatUrlFrom({ chatUrl: 'not a url' })).toBeNull();
    expect(chatUrlFrom(null)).toBeNull();
  });
});
