import { hkdfSync } from 'node:crypto';

/*
 * Keys of the booking's signatures, each derived from the server secret with HKDF under its own
 * label: a manage link, an identity and a proof-of-work challenge are signed with different keys,
 * so none verifies as another, and a JWT key verifies none of them.
 */
const keys = new Map<string, Buffer>();

export function derivedKey(secret: string, label: string): Buffer {
  const id = `${label}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'atelier', label, 32));
    keys.set(id, key);
  }
  return key;
}
