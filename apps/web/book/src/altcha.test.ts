import { describe, expect, it } from 'vitest';
import { solveChallenge } from './altcha';

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');

describe('solveChallenge', () => {
  it('finds the number whose SHA-256 with the salt is the challenge, and builds the payload the server verifies', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: await sha256('s4lt?expires=1' + 1234), maxnumber: 5000, salt: 's4lt?expires=1', signature: 'sig' };
    const payload = await solveChallenge(challenge);
    expect(payload).not.toBeNull();
    expect(JSON.parse(atob(payload!))).toMatchObject({ algorithm: 'SHA-256', challenge: challenge.challenge, number: 1234, salt: challenge.salt, signature: 'sig' });
  });

  it('gives up past maxnumber', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: await sha256('x' + 50), maxnumber: 49, salt: 'x', signature: 'sig' };
    expect(await solveChallenge(challenge)).toBeNull();
  });
});
