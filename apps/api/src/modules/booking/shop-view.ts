import type { Address, PublicShop } from '@atelier/contracts';
import { completePreferences } from '../accounts/complete-preferences.js';
import { shopTimezone } from '../timelog/shop-time.js';
import { addDays, bookingWindow, openingOf } from './availability.js';
import { bookingNotFound, unknownService } from './booking-errors.js';
import type { ShopContext, ShopService } from './queries.js';

/** The shop's address on one line, as a customer reads it ("12 rue Principale, Laval (QC) H7N 1A1"). */
export function addressLine(address: Address | null | undefined): string | null {
  if (!address) return null;
  const street = [address.street_number, address.address_line_1].filter(Boolean).join(' ');
  const locality =
    address.country === 'FR'
      ? [address.postcode, address.city].filter(Boolean).join(' ')
      : [address.city, address.region ? `(${address.region})` : null, address.postcode].filter(Boolean).join(' ');
  const line = [street, address.address_line_2, locality].filter((part) => part && part.trim() !== '').join(', ');
  return line || null;
}

/** The shop as the widget and the manage page name it: from its brand, like an invoice's seller. */
export function shopIdentity(shop: ShopContext) {
  return {
    slug: shop.slug,
    name: shop.brand?.address?.name ?? '',
    phone: shop.brand?.mobile ?? null,
    address: addressLine(shop.brand?.address),
    timezone: shopTimezone(shop.preferences),
  };
}

/** The requested services among the shop's online ones (order and duplicates of the request ignored); 400 for one it does not offer. */
export function chosenServices(shop: ShopContext, ids: number[]): ShopService[] {
  const wanted = new Set(ids);
  const chosen = shop.services.filter((service) => wanted.has(service.id));
  if (chosen.length !== wanted.size) throw unknownService();
  return chosen;
}

export const totalMinutes = (services: ShopService[]) => services.reduce((sum, s) => sum + s.minutes, 0);

/** The services as the appointment keeps them (a snapshot: a later catalogue change leaves it as booked). */
export const servicesSnapshot = (services: ShopService[]) =>
  services.map((s) => ({ catalogItemId: s.id, name: s.name, minutes: s.minutes, price: s.price === null ? null : Number(s.price) }));

/** GET /public/shops/{slug}. */
export function presentPublicShop(shop: ShopContext, now: Date): PublicShop {
  const identity = shopIdentity(shop);
  const preferences = completePreferences(shop.preferences);
  const { firstDate, lastDate } = bookingWindow({ zone: identity.timezone, now, minNoticeMinutes: shop.minNoticeMinutes, horizonDays: shop.horizonDays });
  const closedDates: string[] = [];
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    if (!openingOf(date, shop.hours, shop.closures)) closedDates.push(date);
  }
  return {
    slug: identity.slug,
    name: identity.name,
    logoUrl: shop.brand?.logo ?? null,
    phone: identity.phone,
    address: identity.address,
    timezone: identity.timezone,
    currency: preferences.currency,
    language: preferences.language.startsWith('fr') ? 'fr' : 'en',
    mode: shop.mode,
    services: shop.services.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      minutes: s.minutes,
      price: s.price === null ? null : Number(s.price),
      addon: s.addon,
    })),
    firstDate,
    lastDate,
    closedDates,
    taxes: shop.taxes.map((tax) => ({ name: tax.name, rate: Number(tax.rate) })),
  };
}

/** The shop or 404 (unknown slug, booking off). */
export function requireShop(shop: ShopContext | undefined): ShopContext {
  if (!shop) throw bookingNotFound();
  return shop;
}
