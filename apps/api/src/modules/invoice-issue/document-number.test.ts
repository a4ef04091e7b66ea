import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { setPreferences } from '../../../test/worksheets.js';
import { invoiceCounters, users } from '../../db/schema/index.js';
import { takeDocumentNumber } from './document-number.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newShop(): Promise<number> {
  const owner = await signedInOwner(t);
  const [row] = await t.db.select({ accountId: users.accountId }).from(users).where(eq(users.id, owner.user.id));
  return row!.accountId;
}

/** One number taken in its own transaction; `rollback` gives it back. */
async function take(accountId: number, kind: 'INVOICE' | 'CREDIT_NOTE' = 'INVOICE', rollback = false): Promise<number | null> {
  try {
    return await t.db.transaction(async (tx) => {
      const number = await takeDocumentNumber(tx, { accountId, kind });
      if (rollback) throw new Error('rolled back');
      return number;
    });
  } catch {
    return null;
  }
}

const lastOf = async (accountId: number, kind: 'INVOICE' | 'CREDIT_NOTE') =>
  (
    await t.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.accountId, accountId), eq(invoiceCounters.kind, kind)))
  )[0]?.lastNumber;

describe('takeDocumentNumber', () => {
  it('100 concurrent transactions, one in ten rolled back: the committed ones hold exactly 1..90', async () => {
    const accountId = await newShop();
    const taken = await Promise.all(Array.from({ length: 100 }, (_, i) => take(accountId, 'INVOICE', i % 10 === 3)));
    const committed = taken.filter((n): n is number => n !== null).sort((a, b) => a - b);
    expect(committed).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(await lastOf(accountId, 'INVOICE')).toBe(90);
  });

  it('the invoice series starts at invoiceStartNumber; lowering it never reuses a number, raising it jumps ahead', async () => {
    const accountId = await newShop();
    await setPreferences(t, accountId, { invoiceStartNumber: 500 });
    expect(await take(accountId)).toBe(500);
    expect(await take(accountId)).toBe(501);
    await setPreferences(t, accountId, { invoiceStartNumber: 10 });
    expect(await take(accountId)).toBe(502);
    await setPreferences(t, accountId, { invoiceStartNumber: 1000 });
    expect(await take(accountId)).toBe(1000);
  });

  it('a start number an older version stored badly is read as a floor of 1 (0, text) or clamped', async () => {
    const accountId = await newShop();
    await setPreferences(t, accountId, { invoiceStartNumber: 0 });
    expect(await take(accountId)).toBe(1);
    await setPreferences(t, accountId, { invoiceStartNumber: 'douze' });
    expect(await take(accountId)).toBe(2);
  });

  it('credit notes have their own series from 1, whatever the invoice start number; shops do not share counters', async () => {
    const [a, b] = [await newShop(), await newShop()];
    await setPreferences(t, a, { invoiceStartNumber: 700 });
    expect(await take(a, 'INVOICE')).toBe(700);
    expect(await take(a, 'CREDIT_NOTE')).toBe(1);
    expect(await take(a, 'CREDIT_NOTE', true)).toBeNull();
    expect(await take(a, 'CREDIT_NOTE')).toBe(2);
    expect(await take(b, 'CREDIT_NOTE')).toBe(1);
    expect(await take(b, 'INVOICE')).toBe(1);
  });
});
