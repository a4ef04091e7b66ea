import { createChallenge as altchaChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import type { Challenge } from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { hitLimit } from '../../http/rate-limit.js';
import { derivedKey } from './derived-key.js';

/*
 * The widget's abuse checks before a write (issue 15 "Abuse"): a honeypot field that people never
 * see (bots fill it) and a self-hosted proof-of-work (ALTCHA v1: find the number whose SHA-256 with
 * the salt is the challenge; the server signed the challenge and its expiry, so it keeps nothing
 * until a solution comes back). A solution serves once: its signature is remembered until the
 * challenge expires, in the rate_limits table (shared by every server instance, unlike a map in
 * memory), by an atomic upsert, so of two simultaneous uses of one solution exactly one passes.
 */

export const CHALLENGE_MINUTES = 10;
const ALGORITHM = 'SHA-256';

const hmacKey = (config: Pick<Config, 'jwtSecret'>) => derivedKey(config.jwtSecret, 'booking-altcha/v1').toString('hex');

/** A new challenge, expiring in CHALLENGE_MINUTES, of BOOKING_POW_MAX_NUMBER at most. */
export async function createChallenge(config: Pick<Config, 'jwtSecret' | 'bookingPowMaxNumber'>, now = Date.now()): Promise<Challenge> {
  const challenge = await altchaChallenge({
    algorithm: ALGORITHM,
    hmacKey: hmacKey(config),
    maxnumber: config.bookingPowMaxNumber,
    expires: new Date(now + CHALLENGE_MINUTES * 60_000),
  });
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? config.bookingPowMaxNumber,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

export function challengeFailed(): AppError {
  return new AppError(400, 'ERR_CHALLENGE_FAILED');
}

/** The solution as the widget sends it (base64 of the ALTCHA payload's JSON), or null when it is not one. */
function parsePayload(altcha: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as Partial<Payload>;
    if (value.algorithm !== ALGORITHM) return null;
    if (typeof value.challenge !== 'string' || typeof value.salt !== 'string' || typeof value.signature !== 'string') return null;
    if (typeof value.number !== 'number' || !Number.isSafeInteger(value.number) || value.number < 0) return null;
    if (!/^[0-9a-f]{64}$/.test(value.signature)) return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/**
 * Throws 400 ERR_CHALLENGE_FAILED when the honeypot `website` is filled, or `altcha` is missing,
 * forged, expired, or a solution already used. Every failure is the same answer.
 */
export async function assertHuman(
  deps: { db: DbOrTx; config: Pick<Config, 'jwtSecret'> },
  { website, altcha }: { website?: string | null; altcha?: string | null },
): Promise<void> {
  if (website && website.trim() !== '') throw challengeFailed();
  if (!altcha) throw challengeFailed();
  const payload = parsePayload(altcha);
  if (!payload) throw challengeFailed();
  // A challenge made here always carries its expiry (signed with it): one without is not ours.
  const expires = Number(extractParams(payload).expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= Date.now()) throw challengeFailed();
  if (!(await verifySolution(payload, hmacKey(deps.config), true))) throw challengeFailed();
  // Remembered a minute past the expiry, after which verifySolution refuses the solution anyway.
  const windowSeconds = Math.max(60, Math.ceil(expires - Date.now() / 1000) + 60);
  const { count } = await hitLimit(deps.db, `altcha:${payload.signature}`, { max: 1, windowSeconds });
  if (count > 1) throw challengeFailed();
}
