import type { DbOrTx } from '../../db/client.js';
import { hashToken } from '../booking-guard/booking-tokens.js';
import { bookingNotFound } from './booking-errors.js';
import { bookingByTokenHash, shopByAccount, type BookingRow, type ShopContext } from './queries.js';

/**
 * The booking a manage link opens, and its shop. A hold's token, an unknown or altered token: the
 * same 404 (the token is the only key, so no shop nor customer can be reached without it).
 */
export async function findBooking(db: DbOrTx, token: string, lock = false): Promise<{ booking: BookingRow; shop: ShopContext }> {
  const booking = await bookingByTokenHash(db, { tokenHash: hashToken(token), lock });
  if (!booking || booking.status === 'HELD') throw bookingNotFound();
  const shop = await shopByAccount(db, booking.accountId);
  if (!shop) throw bookingNotFound();
  return { booking, shop };
}
