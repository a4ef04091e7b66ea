import { createHash, createHmac, randomBytes } from 'node:crypto';
import { derivedKey } from './derived-key.js';

/*
 * The widget's secret tokens (43 base64url characters, 256 bits). The database keeps only their
 * SHA-256 (events.token_hash), so a leaked dump opens no hold and no booking.
 */

/** A hold's token: 32 random bytes. */
export function newHoldToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What events.token_hash stores and is looked up by: SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A booking's manage token (the link /book/{slug}?booking={token} of its mails): an HMAC of the
 * appointment's uuid, so any mail (confirmation, move, reminder) rebuilds the same link without
 * storing the token itself; it cannot be forged without the server secret.
 */
export function manageTokenFor(secret: string, eventUuid: string): string {
  return createHmac('sha256', derivedKey(secret, 'booking-manage-link/v1')).update(eventUuid.toLowerCase()).digest('base64url');
}
