import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { BOOKING_CODE_ATTEMPTS, mechDisplayName, type CodeVerifyResult } from '@atelier/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../deps.js';
import { bookingCodes, customers, equipmentTypes, makes, mechs, models } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { unknownVehicleWord } from '../events/presenters.js';
import { bookingCodeHash, maskMobile, sameHash } from './booking-codes.js';
import { bookingShopOf } from './booking-mail-queries.js';
import { signIdentity } from './identity.js';
import { shopBySlug } from './shop-by-slug.js';

type Outcome = 'ok' | 'invalid' | 'expired';

/**
 * Checks `code` against the newest unused, unexpired code of that address in that shop, counting
 * the attempt: the row is locked, so parallel guesses count one by one; after
 * BOOKING_CODE_ATTEMPTS wrong ones the code is dead (ERR_CODE_EXPIRED, even when right).
 */
async function checkCode(db: DbOrTx, secret: string, { accountId, email, code }: { accountId: number; email: string; code: string }): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: bookingCodes.id, codeHash: bookingCodes.codeHash, attempts: bookingCodes.attempts })
      .from(bookingCodes)
      .where(and(eq(bookingCodes.accountId, accountId), eq(bookingCodes.email, email), isNull(bookingCodes.usedAt), gt(bookingCodes.expiresAt, sql`now()`)))
      .orderBy(desc(bookingCodes.createdAt), desc(bookingCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.attempts >= BOOKING_CODE_ATTEMPTS) return 'expired';
    if (!sameHash(row.codeHash, bookingCodeHash(secret, { accountId, email, code }))) {
      await tx
        .update(bookingCodes)
        .set({ attempts: sql`${bookingCodes.attempts} + 1` })
        .where(eq(bookingCodes.id, row.id));
      return 'invalid';
    }
    await tx
      .update(bookingCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(bookingCodes.id, row.id));
    return 'ok';
  });
}

const modelMake = alias(makes, 'model_make');

/** The shop's live customer with that email (the first one made) and their live vehicles, as the widget may show them. */
async function customerOf(db: DbOrTx, { accountId, email, unknownVehicle }: { accountId: number; email: string; unknownVehicle: string }) {
  const [customer] = await db
    .select({ id: customers.id, fullname: customers.fullname, mobile: customers.mobile })
    .from(customers)
    .where(and(eq(customers.accountId, accountId), sql`lower(${customers.email}) = ${email}`, isNull(customers.deletedAt)))
    .orderBy(asc(customers.id))
    .limit(1);
  if (!customer) return { customer: null, vehicles: [] };
  const rows = await db
    .select({
      uuid: mechs.uuid,
      modelYear: mechs.modelYear,
      license: mechs.license,
      make: { name: makes.name },
      model: { name: models.name },
      modelMake: { name: modelMake.name },
      type: { name: equipmentTypes.name },
    })
    .from(mechs)
    .leftJoin(makes, eq(makes.id, mechs.makeId))
    .leftJoin(models, eq(models.id, mechs.modelId))
    .leftJoin(modelMake, eq(modelMake.id, models.makeId))
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, mechs.typeId))
    .where(and(eq(mechs.accountId, accountId), eq(mechs.customerId, customer.id), isNull(mechs.deletedAt)))
    .orderBy(desc(mechs.updatedAt), desc(mechs.id));
  return {
    customer: { fullname: customer.fullname, mobile: maskMobile(customer.mobile) },
    vehicles: rows.map((r) => ({
      uuid: r.uuid,
      name: mechDisplayName({ modelYear: r.modelYear, make: r.make, model: r.model ? { ...r.model, make: r.modelMake } : null, type: r.type }, unknownVehicle),
      license: r.license,
    })),
  };
}

/**
 * POST /api/public/shops/{slug}/codes/verify: a right code → the identity (30 minutes, this shop)
 * and what the shop knows of that address (name, masked mobile, vehicles) or nothing. Wrong: 422
 * ERR_INVALID_CODE; none alive (expired, used, too many attempts, never asked): 422 ERR_CODE_EXPIRED.
 */
export async function verifyCode(
  deps: Pick<AppDeps, 'db' | 'config'>,
  { slug, email, code }: { slug: string; email: string | null | undefined; code: string },
): Promise<CodeVerifyResult> {
  const { accountId } = await shopBySlug(deps.db, slug);
  if (!email) throw fieldError('email', 'ERR_INVALID_EMAIL');
  const outcome = await checkCode(deps.db, deps.config.jwtSecret, { accountId, email, code });
  if (outcome === 'expired') throw new AppError(422, 'ERR_CODE_EXPIRED', [{ field: 'code', message: 'ERR_CODE_EXPIRED' }]);
  if (outcome === 'invalid') throw new AppError(422, 'ERR_INVALID_CODE', [{ field: 'code', message: 'ERR_INVALID_CODE' }]);
  const shop = await bookingShopOf(deps.db, accountId);
  const known = await customerOf(deps.db, { accountId, email, unknownVehicle: unknownVehicleWord(shop?.language ?? 'fr') });
  return { identity: signIdentity(deps.config.jwtSecret, { accountId, email }), ...known };
}
