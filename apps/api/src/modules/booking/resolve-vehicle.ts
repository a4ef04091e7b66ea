import { sql } from 'drizzle-orm';
import { mechInputSchema, type BookingVehicle, type VinDecode } from '@atelier/contracts';
import type { Tx } from '../../db/client.js';
import { isVinIndexViolation } from '../mechs/mech-errors.js';
import { insertMech, replaceFieldValues } from '../mechs/queries.js';
import { resolveMechInput } from '../mechs/resolve-mech-input.js';
import { matchMakeModel } from '../vin/match-make-model.js';
import { bookingNotFound } from './booking-errors.js';

export type ResolvedVehicle = { mechId: number | null; vehicleText: string | null };

const nameOf = (...parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' ') || null;

type MechRow = { id: number; customer_id: number; model_year: number | null; make: string | null; model: string | null };

async function mechWhere(tx: Tx, accountId: number, condition: ReturnType<typeof sql>): Promise<MechRow | undefined> {
  const { rows } = await tx.execute<MechRow>(sql`
    SELECT m.id, m.customer_id, m.model_year, coalesce(mk.name, mdk.name) AS make, md.name AS model
    FROM mechs m
    LEFT JOIN makes mk ON mk.id = m.make_id
    LEFT JOIN models md ON md.id = m.model_id
    LEFT JOIN makes mdk ON mdk.id = md.make_id
    WHERE m.account_id = ${accountId} AND m.deleted_at IS NULL AND ${condition}
    ORDER BY m.id LIMIT 1`);
  return rows[0];
}

/**
 * The vehicle step (in the booking's transaction, after the customer): one of the identified
 * customer's vehicles (another's, or without a proven identity: 404); a VIN decoded offline
 * (decoded before the transaction) that creates the vehicle under the customer the way POST /mechs
 * does, or links the shop's vehicle of that VIN when it is this customer's (another customer's
 * stays untouched and unrevealed: the appointment keeps the text only); or make, model and year as
 * typed, kept as text ("2019 Honda Civic").
 */
export async function resolveVehicle(
  tx: Tx,
  {
    accountId,
    customerId,
    identified,
    vehicle,
    decoded,
  }: { accountId: number; customerId: number; identified: boolean; vehicle: BookingVehicle; decoded: VinDecode | null },
): Promise<ResolvedVehicle> {
  if ('mechUuid' in vehicle) {
    const mech = identified ? await mechWhere(tx, accountId, sql`m.uuid = ${vehicle.mechUuid} AND m.customer_id = ${customerId}`) : undefined;
    if (!mech) throw bookingNotFound();
    return { mechId: mech.id, vehicleText: nameOf(mech.model_year, mech.make, mech.model) };
  }
  if ('vin' in vehicle) {
    const text = nameOf(decoded?.modelYear, decoded?.makeName, decoded?.modelName) ?? vehicle.vin;
    const existing = await mechWhere(tx, accountId, sql`m.serial_number = ${vehicle.vin}`);
    if (existing) return { mechId: existing.customer_id === customerId ? existing.id : null, vehicleText: text };
    const matched = decoded ? await matchMakeModel(tx, { accountId, decoded }) : null;
    const parsed = mechInputSchema.safeParse({
      serialNumber: vehicle.vin,
      modelYear: matched?.modelYear ?? null,
      make: matched?.make ?? null,
      model: matched?.model ?? null,
      metric: { license: vehicle.license ?? null },
    });
    const input = parsed.success ? parsed.data : mechInputSchema.parse({ serialNumber: vehicle.vin, metric: {} });
    try {
      // A savepoint: a concurrent save of the same VIN (unique index) leaves the booking usable.
      const mechId = await tx.transaction(async (savepoint) => {
        const { columns, fieldValues } = await resolveMechInput(savepoint, accountId, input);
        const row = await insertMech(savepoint, { accountId, customerId, ...columns });
        await replaceFieldValues(savepoint, row.id, fieldValues);
        return row.id;
      });
      return { mechId, vehicleText: text };
    } catch (error) {
      if (isVinIndexViolation(error)) return { mechId: null, vehicleText: text };
      throw error;
    }
  }
  return { mechId: null, vehicleText: nameOf(vehicle.year, vehicle.make, vehicle.model) };
}
