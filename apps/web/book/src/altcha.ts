import type { Challenge } from '@atelier/contracts/booking';

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Solves an ALTCHA proof-of-work challenge (altcha-lib's algorithm, self-hosted, no third party):
 * the number n ≤ maxnumber with SHA-256(salt + n) === challenge. Returns the payload the server
 * verifies, base64 of {algorithm, challenge, number, salt, signature}; null when no number fits.
 * Yields to the page every 2 000 tries so the customer can keep typing while it works.
 */
export async function solveChallenge(challenge: Challenge, subtle: SubtleCrypto = crypto.subtle): Promise<string | null> {
  const encoder = new TextEncoder();
  const started = Date.now();
  // altcha-lib (v1 format) names the hash as WebCrypto does: SHA-1, SHA-256 or SHA-512.
  const algorithm = /^SHA-(1|256|384|512)$/.test(challenge.algorithm) ? challenge.algorithm : 'SHA-256';
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (number % 2000 === 1999) await new Promise((resolve) => setTimeout(resolve, 0));
    const digest = hex(await subtle.digest(algorithm, encoder.encode(challenge.salt + number)));
    if (digest === challenge.challenge) {
      const { salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt, signature, took: Date.now() - started }));
    }
  }
  return null;
}
