import { describe, expect, it } from 'vitest';
import { hashToken, manageTokenFor, newHoldToken } from './booking-tokens.js';

const SECRET = 'test-secret-test-secret-test-secret-000';
const UUID = '0b6f3c52-8a1e-4f43-9d55-2c7e0a4b9f10';

describe('booking tokens', () => {
  it('makes hold tokens of 43 base64url characters, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newHoldToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes a token to its SHA-256 in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('derives the same manage token for an appointment every time, another for another appointment or secret', () => {
    const token = manageTokenFor(SECRET, UUID);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(manageTokenFor(SECRET, UUID)).toBe(token);
    expect(manageTokenFor(SECRET, UUID.toUpperCase())).toBe(token);
    expect(manageTokenFor(SECRET, '0b6f3c52-8a1e-4f43-9d55-2c7e0a4b9f11')).not.toBe(token);
    expect(manageTokenFor(`${SECRET}x`, UUID)).not.toBe(token);
  });
});
