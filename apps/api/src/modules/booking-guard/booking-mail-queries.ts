import { eq, and, ne, asc } from 'drizzle-orm';
import type { Address } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { accounts, bookingSettings, brands, events } from '../../db/schema/index.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { presentEvent, unknownVehicleWord } from '../events/presenters.js';
import { selectEvents } from '../events/queries.js';
import { mailLanguage, type MailLanguage } from '../../mail/templates.js';

/** The shop as its booking mails name it: its public address, mail switches, brand and clock. */
export type BookingShop = {
  accountId: number;
  slug: string | null;
  mailConfirmation: boolean;
  mailReminder: boolean;
  mailShopNotification: boolean;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  timezone: string;
  language: MailLanguage;
};

/** One line: '12 rue Principale, Montréal, QC H2X 1Y4'. */
export function addressLine(address: Address | null | undefined): string | null {
  if (!address) return null;
  const street = [address.street_number, address.address_line_1].filter(Boolean).join(' ');
  const line = [street, address.address_line_2, address.city, [address.region, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return line || null;
}

export async function bookingShopOf(db: DbOrTx, accountId: number): Promise<BookingShop | null> {
  const [row] = await db
    .select({ settings: bookingSettings, preferences: accounts.preferences })
    .from(bookingSettings)
    .innerJoin(accounts, eq(accounts.id, bookingSettings.accountId))
    .where(eq(bookingSettings.accountId, accountId))
    .limit(1);
  if (!row) return null;
  const [brand] = await db.select().from(brands).where(eq(brands.accountId, accountId)).orderBy(asc(brands.id)).limit(1);
  const preferences = completePreferences(row.preferences);
  return {
    accountId,
    slug: row.settings.slug,
    mailConfirmation: row.settings.mailConfirmation,
    mailReminder: row.settings.mailReminder,
    mailShopNotification: row.settings.mailShopNotification,
    name: brand?.address?.name?.trim() || 'Atelier',
    email: brand?.email ?? null,
    phone: brand?.mobile ?? null,
    address: addressLine(brand?.address),
    timezone: preferences.dateTime.timezone,
    language: mailLanguage(preferences.language),
  };
}

/** An appointment as its mails tell it (never a hold), with its shop; null when it is gone. */
export async function bookingForMail(db: DbOrTx, eventId: number) {
  const [row] = await selectEvents(db)
    .where(and(eq(events.id, eventId), ne(events.status, 'HELD')))
    .limit(1);
  if (!row) return null;
  const shop = await bookingShopOf(db, row.event.accountId);
  if (!shop) return null;
  const presented = presentEvent(row, unknownVehicleWord(shop.language));
  const contact = row.event.contact;
  return {
    row: row.event,
    shop,
    vehicle: presented.mech?.name ?? row.event.vehicleText ?? null,
    customerName: contact?.fullname ?? row.customer?.fullname ?? null,
    /** The address typed in the widget, else the linked customer's. */
    to: contact?.email ?? row.customer?.email ?? null,
    language: row.event.language ?? shop.language,
  };
}
export type BookingForMail = NonNullable<Awaited<ReturnType<typeof bookingForMail>>>;
