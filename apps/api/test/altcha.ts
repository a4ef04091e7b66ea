import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from '@atelier/contracts';
import type { App } from '../src/http/types.js';

/**
 * A solved proof-of-work for the booking calls of shop `slug`, as the widget sends it: fetches a
 * challenge (GET /api/public/shops/{slug}/challenge), solves it with altcha-lib's solver (the test
 * config makes it small) and answers the base64 payload. `ip`: the caller's address (the challenge
 * route is rate-limited per IP).
 */
export async function solvedAltcha(app: App, slug: string, ip = '203.0.113.250'): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/public/shops/${slug}/challenge`, remoteAddress: ip });
  if (response.statusCode !== 200) throw new Error(`challenge of ${slug}: ${response.statusCode} ${response.body}`);
  return solveAltcha(response.json().data as Challenge);
}

/** Solves a challenge into the payload the API expects (base64 of its JSON). */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
