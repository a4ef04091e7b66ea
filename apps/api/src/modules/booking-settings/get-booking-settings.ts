import type { BookingSettings } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { presentBookingSettings } from './presenters.js';
import { findBookingSettings, listBays, listBookingServices, listBookingTechnicians } from './queries.js';

/** GET /booking-settings: the settings (or the defaults), bays, technicians, online services and the shop's zone. */
export async function getBookingSettings(db: DbOrTx, { accountId, timezone }: Scope & { timezone: string }): Promise<BookingSettings> {
  const scope = { accountId };
  // Sequential: inside a transaction (the PUT's answer) one connection runs one query at a time.
  const row = await findBookingSettings(db, scope);
  const bays = await listBays(db, scope);
  const technicians = await listBookingTechnicians(db, scope);
  const services = await listBookingServices(db, scope);
  return presentBookingSettings(row, { bays, technicians, services, timezone });
}
