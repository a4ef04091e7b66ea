import type { PublicBooking } from '@atelier/contracts';
import type { BookingRow, ShopContext } from './queries.js';
import { shopIdentity } from './shop-view.js';

/**
 * Whether the customer may still move or cancel it online: booked (requested or confirmed), the
 * shop's online booking on, and its start beyond the minimum notice. Otherwise a phone call.
 */
export function isChangeable(booking: BookingRow, shop: ShopContext, now = new Date()): boolean {
  return (
    shop.enabled && (booking.status === 'REQUESTED' || booking.status === 'CONFIRMED') && booking.startTime.getTime() >= now.getTime() + shop.minNoticeMinutes * 60_000
  );
}

/** A booking as its customer sees it: what was typed and chosen, never the shop's customer record. */
export function presentPublicBooking(booking: BookingRow, shop: ShopContext): PublicBooking {
  const { slug, name, phone, address, timezone } = shopIdentity(shop);
  return {
    status: booking.status === 'HELD' ? 'REQUESTED' : booking.status,
    start: booking.startTime.toISOString(),
    end: booking.endTime.toISOString(),
    services: booking.services.map((s) => ({ name: s.name, minutes: s.minutes, price: s.price })),
    vehicle: booking.vehicleText,
    fullname: booking.contact?.fullname ?? '',
    shop: { slug, name, phone, address, timezone },
    changeable: isChangeable(booking, shop),
  };
}
