import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@atelier/contracts';
import { signAccessToken, verifyAccessToken } from './access-tokens.js';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const claims = { userUuid: '2f9e5e54-5235-43cb-a853-cfbfb7b40216', sessionId: '75ce962c-d5c0-4f60-80a3-3e0f5197d64c' };
const key = new TextEncoder().encode(SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed with `secret` like ours. */
function forged(header: unknown, payload: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const valid = () => ({ sid: claims.sessionId, sub: claims.userUuid, iss: 'atelier', iat: now(), exp: now() + 60 });
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('round-trips the claims and expires after ACCESS_TOKEN_TTL_SECONDS', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    const token = signAccessToken(SECRET, claims);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(Date.parse('2026-11-28T12:00:00Z') + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(Date.parse('2026-11-28T12:00:00Z') + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(codeOf(() => verifyAccessToken(SECRET, token))).toBe('ERR_AUTH_TOKEN_EXPIRED');
  });

  it('is the JWT jose writes and reads: tokens issued before the change stay valid', async () => {
    const ours = signAccessToken(SECRET, claims);
    const { payload, protectedHeader } = await jwtVerify(ours, key, { issuer: 'atelier', algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sid: claims.sessionId, sub: claims.userUuid, iss: 'atelier' });
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);

    const theirs = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userUuid)
      .setIssuer('atelier')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(key);
    expect(verifyAccessToken(SECRET, theirs)).toEqual(claims);
  });

  it('refuses a token signed with another secret, or with its signature, payload or header changed', () => {
    const token = signAccessToken(SECRET, claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(codeOf(() => verifyAccessToken('another-secret', token))).toBe('ERR_UNAUTHENTICATED');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(codeOf(() => verifyAccessToken(SECRET, `${header}.${payload}.${flipped}`))).toBe('ERR_UNAUTHENTICATED');
    expect(codeOf(() => verifyAccessToken(SECRET, `${header}.${payload}.${signature}==`))).toBe('ERR_UNAUTHENTICATED');
    expect(codeOf(() => verifyAccessToken(SECRET, `${header}.${payload}.`))).toBe('ERR_UNAUTHENTICATED');
    const otherUser = b64({ ...valid(), sub: '00000000-0000-4000-8000-000000000000' });
    expect(codeOf(() => verifyAccessToken(SECRET, `${header}.${otherUser}.${signature}`))).toBe('ERR_UNAUTHENTICATED');
    expect(codeOf(() => verifyAccessToken(SECRET, forged({ alg: 'HS256', crit: ['x'], x: 1 }, valid())))).toBe('ERR_UNAUTHENTICATED');
    expect(codeOf(() => verifyAccessToken(SECRET, forged({ alg: 'HS512' }, valid())))).toBe('ERR_UNAUTHENTICATED');
    expect(codeOf(() => verifyAccessToken(SECRET, `${b64({ alg: 'none' })}.${b64(valid())}.`))).toBe('ERR_UNAUTHENTICATED');
  });

  it('refuses garbage and well-signed payloads that lack or misstate a claim', () => {
    for (const garbage of ['', 'abc', 'a.b', 'a.b.c', 'a.b.c.d', `${b64({ alg: 'HS256' })}..`]) {
      expect(
        codeOf(() => verifyAccessToken(SECRET, garbage)),
        garbage,
      ).toBe('ERR_UNAUTHENTICATED');
    }
    const { sid: _sid, ...noSid } = valid();
    const { exp: _exp, ...noExp } = valid();
    for (const payload of [
      noSid,
      noExp,
      { ...valid(), iss: 'someone-else' },
      { ...valid(), sub: 42 },
      { ...valid(), exp: String(now() + 60) },
      { ...valid(), nbf: now() + 60 },
      [valid()],
      'text',
      null,
    ]) {
      expect(
        codeOf(() => verifyAccessToken(SECRET, forged({ alg: 'HS256' }, payload))),
        JSON.stringify(payload),
      ).toBe('ERR_UNAUTHENTICATED');
    }
    expect(codeOf(() => verifyAccessToken(SECRET, forged({ alg: 'HS256' }, { ...valid(), exp: now() })))).toBe('ERR_AUTH_TOKEN_EXPIRED');
    expect(verifyAccessToken(SECRET, forged({ alg: 'HS256' }, { ...valid(), nbf: now() - 1 }))).toEqual(claims);
  });
});
