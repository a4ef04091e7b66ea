import type { BookingSettings, BookingSettingsBody } from '@atelier/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { rethrowUniqueViolation } from '../../db/unique-violation.js';
import type { Scope } from '../../http/scope.js';
import { bayNotFound, bayRepeated, serviceNotFound, serviceRepeated, slugRequired, slugTaken, technicianNotFound } from './booking-settings-errors.js';
import { getBookingSettings } from './get-booking-settings.js';
import {
  archiveBaysExcept,
  insertBay,
  liveServiceIds,
  liveUserIds,
  lockBays,
  replaceBookingServices,
  replaceBookingTechnicians,
  updateBay,
  upsertBookingSettings,
} from './queries.js';

/** The index of the first repeated value, or -1. */
function firstRepeat<T>(values: T[]): number {
  const seen = new Set<T>();
  return values.findIndex((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

/**
 * Bays in the order given: listed ids renamed and re-positioned (an archived one listed again comes
 * back), new ones added, active ones left out archived. An id the shop does not own stops the save.
 */
async function saveBays(tx: DbOrTx, accountId: number, list: BookingSettingsBody['bays']): Promise<void> {
  const ids = list.map((b) => b.id ?? null).filter((id): id is number => id !== null);
  const repeated = firstRepeat(list.map((b, i) => b.id ?? -1 - i));
  if (repeated >= 0) throw bayRepeated(repeated);
  const owned = await lockBays(tx, { accountId, ids });
  const missing = list.findIndex((b) => b.id != null && !owned.has(b.id));
  if (missing >= 0) throw bayNotFound(missing);
  const keep: number[] = [];
  for (const [position, bay] of list.entries()) {
    if (bay.id != null) {
      await updateBay(tx, { accountId, id: bay.id }, { name: bay.name, position });
      keep.push(bay.id);
    } else {
      keep.push(await insertBay(tx, { accountId }, { name: bay.name, position }));
    }
  }
  await archiveBaysExcept(tx, { accountId, keep });
}

/**
 * PUT /booking-settings, in one transaction: the settings row, then bays, technicians and online
 * services (the lists replace the current ones). Any refusal rolls everything back. A public
 * address another shop took, even by a save committed a moment before, is a 409.
 */
export async function saveBookingSettings(db: Db, { accountId, timezone, body }: Scope & { timezone: string; body: BookingSettingsBody }): Promise<BookingSettings> {
  if (body.enabled && !body.slug) throw slugRequired();
  return db
    .transaction(async (tx) => {
      await upsertBookingSettings(
        tx,
        { accountId },
        {
          enabled: body.enabled,
          slug: body.slug,
          mode: body.mode,
          slotMinutes: body.slotMinutes,
          minNoticeMinutes: body.minNoticeMinutes,
          horizonDays: body.horizonDays,
          hours: body.hours,
          closures: body.closures,
          mailConfirmation: body.mails.confirmation,
          mailReminder: body.mails.reminder,
          mailShopNotification: body.mails.shopNotification,
        },
      );
      await saveBays(tx, accountId, body.bays);

      const uuids = [...new Set(body.technicianUuids)];
      const userIds = await liveUserIds(tx, { accountId, uuids });
      const unknown = body.technicianUuids.findIndex((uuid) => !userIds.has(uuid));
      if (unknown >= 0) throw technicianNotFound(unknown);
      await replaceBookingTechnicians(tx, { accountId, userIds: uuids.map((uuid) => userIds.get(uuid)!) });

      const repeated = firstRepeat(body.services.map((s) => s.catalogItemId));
      if (repeated >= 0) throw serviceRepeated(repeated);
      const services = await liveServiceIds(tx, { accountId, ids: body.services.map((s) => s.catalogItemId) });
      const foreign = body.services.findIndex((s) => !services.has(s.catalogItemId));
      if (foreign >= 0) throw serviceNotFound(foreign);
      await replaceBookingServices(tx, { accountId, services: body.services });

      return getBookingSettings(tx, { accountId, timezone });
    })
    .catch((error: unknown) => rethrowUniqueViolation(error, { booking_settings_slug_idx: slugTaken }));
}
