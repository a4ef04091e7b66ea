import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VIEW_LINK_TTL_DAYS } from '@atelier/contracts';
import { signViewToken, verifyViewToken, viewLinkUrl } from './view-link-token.js';

const SECRET = 'test-secret-test-secret-test-secret-000';
const A = '6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a1001';
const B = '6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a1002';
const NOW = Date.parse('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

describe('view-link token', () => {
  it('verifies for its document until it expires, VIEW_LINK_TTL_DAYS later', () => {
    const { token, expiresAt } = signViewToken(SECRET, A, NOW);
    expect(expiresAt.toISOString()).toBe(new Date(NOW + VIEW_LINK_TTL_DAYS * DAY).toISOString());
    expect(verifyViewToken(SECRET, A, token, NOW)).toBe(true);
    expect(verifyViewToken(SECRET, A, token, NOW + VIEW_LINK_TTL_DAYS * DAY - 1000)).toBe(true);
    expect(verifyViewToken(SECRET, A, token, NOW + VIEW_LINK_TTL_DAYS * DAY)).toBe(false);
  });

  it('refuses another document, another secret, a changed payload or signature, and junk', () => {
    const { token } = signViewToken(SECRET, A, NOW);
    expect(verifyViewToken(SECRET, B, token, NOW)).toBe(false);
    expect(verifyViewToken(`${SECRET}x`, A, token, NOW)).toBe(false);
    const [payload, signature] = token.split('.') as [string, string];
    // A later expiry written into the payload breaks the signature.
    const longer = Buffer.from(`${A}.${Math.floor(NOW / 1000) + 999 * 86_400}`).toString('base64url');
    expect(verifyViewToken(SECRET, A, `${longer}.${signature}`, NOW)).toBe(false);
    // B's payload with A's signature.
    const other = signViewToken(SECRET, B, NOW).token.split('.')[0];
    expect(verifyViewToken(SECRET, B, `${other}.${signature}`, NOW)).toBe(false);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect(verifyViewToken(SECRET, A, `${payload}.${flipped}`, NOW)).toBe(false);
    for (const junk of ['', '.', 'abc', `${payload}.`, `${payload}.${signature}.x`, `${payload}.${signature.slice(0, 10)}`])
      expect(verifyViewToken(SECRET, A, junk, NOW)).toBe(false);
  });

  it('the JWT secret itself does not sign view links (the key is derived with its own label)', () => {
    const { token } = signViewToken(SECRET, A, NOW);
    const [payload] = token.split('.') as [string];
    const raw = createHmac('sha256', SECRET).update(Buffer.from(payload, 'base64url')).digest('base64url');
    expect(verifyViewToken(SECRET, A, `${payload}.${raw}`, NOW)).toBe(false);
  });

  it('the URL opens the public page of the web app with the token', () => {
    expect(viewLinkUrl('https://shop.example', A, 'a.b')).toBe(`https://shop.example/#/invoices/${A}/view?t=a.b`);
  });
});
