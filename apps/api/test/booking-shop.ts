import { DEFAULT_WEEK_HOURS } from '@atelier/contracts';
import { bookingSettings } from '../src/db/schema/index.js';
import { signedInOwner, type Owner } from './fixtures.js';
import { memberOf, type Member } from './roles.js';
import type { TestApp } from './test-app.js';

let counter = 0;

/** A unique public address for a test shop. */
export function uniqueSlug(prefix = 'garage'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

/**
 * A new shop (its owner signed up and signed in) whose online booking is on at `slug`, with the
 * default week and the given settings (mails, mode…), written directly in booking_settings.
 */
export async function bookingShop(
  t: TestApp,
  settings: Partial<typeof bookingSettings.$inferInsert> = {},
): Promise<{ owner: Member; session: Owner; accountId: number; slug: string }> {
  const session = await signedInOwner(t);
  const owner = await memberOf(t, session.user.id, session.password);
  const slug = settings.slug ?? uniqueSlug();
  await t.db.insert(bookingSettings).values({ accountId: owner.accountId, enabled: true, slug, hours: DEFAULT_WEEK_HOURS, ...settings });
  return { owner, session, accountId: owner.accountId, slug };
}
