import { BOOKING_SETTINGS_DEFAULTS, DEFAULT_WEEK_HOURS, type Bay, type BookingService, type BookingSettings } from '@atelier/contracts';
import type { BookingServiceRow, BookingSettingsRow } from './queries.js';

const money = (value: string | null): number | null => (value === null ? null : Number(value));

export function presentBookingService(row: BookingServiceRow): BookingService {
  return { ...row, price: money(row.price), catalogPrice: money(row.catalogPrice) };
}

/** The stored row, or the defaults of a shop that never saved its settings, with its lists and time zone. */
export function presentBookingSettings(
  row: BookingSettingsRow | undefined,
  lists: { bays: Bay[]; technicians: { uuid: string; fullname: string }[]; services: BookingServiceRow[]; timezone: string },
): BookingSettings {
  const settings = row
    ? {
        enabled: row.enabled,
        slug: row.slug,
        mode: row.mode,
        slotMinutes: row.slotMinutes,
        minNoticeMinutes: row.minNoticeMinutes,
        horizonDays: row.horizonDays,
        hours: row.hours,
        closures: row.closures,
        mails: { confirmation: row.mailConfirmation, reminder: row.mailReminder, shopNotification: row.mailShopNotification },
      }
    : { ...BOOKING_SETTINGS_DEFAULTS, hours: DEFAULT_WEEK_HOURS, closures: [], mails: { ...BOOKING_SETTINGS_DEFAULTS.mails } };
  return {
    ...settings,
    bays: lists.bays,
    technicians: lists.technicians,
    services: lists.services.map(presentBookingService),
    timezone: lists.timezone,
  };
}
