import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookingSettings } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** The shop whose online booking is on at `slug`; 404 ERR_NOT_FOUND otherwise (unknown, or booking off: the same answer). */
export async function shopBySlug(db: DbOrTx, slug: string): Promise<{ accountId: number }> {
  const [row] = await db
    .select({ accountId: bookingSettings.accountId })
    .from(bookingSettings)
    .where(and(eq(bookingSettings.slug, slug), eq(bookingSettings.enabled, true)))
    .limit(1);
  if (!row) throw new AppError(404, 'ERR_NOT_FOUND');
  return row;
}
