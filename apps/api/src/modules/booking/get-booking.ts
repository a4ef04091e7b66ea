import type { PublicBooking } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { findBooking } from './find-booking.js';
import { presentPublicBooking } from './public-booking.js';

/** GET /public/bookings/{token}: the manage page of the confirmation mail's link. */
export async function getBooking(db: Db, token: string): Promise<PublicBooking> {
  const { booking, shop } = await findBooking(db, token);
  return presentPublicBooking(booking, shop);
}
