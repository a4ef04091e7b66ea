import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDefaultsPending,
  catalogItems,
  entryStatuses,
  equipmentFields,
  equipmentTypes,
  taxGroups,
  taxes,
  users,
  worksheetStatuses,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signup } from '../../../test/fixtures.js';
import { backfillAccountDefaults } from './backfill-account-defaults.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newAccount(language: string): Promise<number> {
  const { response, email } = await signup(t, { preferences: { language } });
  expect(response.statusCode, response.body).toBeLessThan(300);
  const [user] = await t.db.select({ accountId: users.accountId }).from(users).where(eq(users.email, email));
  return user!.accountId;
}

/** What an account made before the defaults existed looked like: none of them. */
async function stripDefaults(accountId: number): Promise<void> {
  const types = await t.db.select({ id: equipmentTypes.id }).from(equipmentTypes).where(eq(equipmentTypes.accountId, accountId));
  for (const { id } of types) await t.db.delete(equipmentFields).where(eq(equipmentFields.equipmentTypeId, id));
  await t.db.delete(equipmentTypes).where(eq(equipmentTypes.accountId, accountId));
  await t.db.delete(worksheetStatuses).where(eq(worksheetStatuses.accountId, accountId));
  await t.db.delete(entryStatuses).where(eq(entryStatuses.accountId, accountId));
  await t.db.delete(taxes).where(eq(taxes.accountId, accountId));
  await t.db.delete(taxGroups).where(eq(taxGroups.accountId, accountId));
  await t.db.delete(catalogItems).where(eq(catalogItems.accountId, accountId));
}

async function counts(accountId: number) {
  const of = async (table: typeof equipmentTypes | typeof worksheetStatuses | typeof entryStatuses | typeof taxGroups | typeof catalogItems) =>
    (await t.db.select({ n: count() }).from(table).where(eq(table.accountId, accountId)))[0]!.n;
  return {
    types: await of(equipmentTypes),
    statuses: await of(worksheetStatuses),
    entryStatuses: await of(entryStatuses),
    taxGroups: await of(taxGroups),
    catalog: await of(catalogItems),
  };
}

describe('backfillAccountDefaults (accounts older than their defaults)', () => {
  it('gives a pending account every default it never had, in its language, once', async () => {
    const english = await newAccount('en');
    const fresh = await counts(english);
    const old = await newAccount('en');
    await stripDefaults(old);
    await t.db.insert(accountDefaultsPending).values({ accountId: old });

    expect(await backfillAccountDefaults(t.db)).toBe(1);
    expect(await counts(old)).toEqual(fresh);
    const statusNames = async (accountId: number) =>
      (await t.db.select({ name: worksheetStatuses.name }).from(worksheetStatuses).where(eq(worksheetStatuses.accountId, accountId))).map((s) => s.name).sort();
    expect(await statusNames(old)).toEqual(await statusNames(english));
    expect(await t.db.select().from(accountDefaultsPending).where(eq(accountDefaultsPending.accountId, old))).toEqual([]);

    // A second boot finds nothing to do and duplicates nothing.
    expect(await backfillAccountDefaults(t.db)).toBe(0);
    expect(await counts(old)).toEqual(fresh);
  });

  it('only adds the kinds an account lacks; accounts not pending are left alone', async () => {
    const partial = await newAccount('fr');
    await t.db.delete(catalogItems).where(eq(catalogItems.accountId, partial));
    await t.db.delete(taxes).where(eq(taxes.accountId, partial));
    await t.db.delete(taxGroups).where(eq(taxGroups.accountId, partial));
    const before = await counts(partial);
    const untouched = await newAccount('fr');
    await t.db.delete(catalogItems).where(eq(catalogItems.accountId, untouched));
    await t.db.insert(accountDefaultsPending).values({ accountId: partial });

    expect(await backfillAccountDefaults(t.db)).toBe(1);
    const after = await counts(partial);
    expect(after.types).toBe(before.types);
    expect(after.statuses).toBe(before.statuses);
    expect(after.catalog).toBeGreaterThan(0);
    expect(after.taxGroups).toBe(1);
    expect((await counts(untouched)).catalog).toBe(0);
  });

  it('two instances booting at once complete each account exactly once', async () => {
    const accounts = [await newAccount('fr-CA'), await newAccount('fr-CA'), await newAccount('fr-CA')];
    const fresh = await counts(accounts[0]!);
    for (const accountId of accounts) {
      await stripDefaults(accountId);
      await t.db.insert(accountDefaultsPending).values({ accountId });
    }
    const [a, b] = await Promise.all([backfillAccountDefaults(t.db), backfillAccountDefaults(t.db)]);
    expect(a + b).toBe(3);
    for (const accountId of accounts) expect(await counts(accountId)).toEqual(fresh);
  });
});
