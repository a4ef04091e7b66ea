import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { writeInSlot } from './slot-conflict.js';

/** A database whose transactions fail with `failures` (in order) before running the work. */
function fakeDb(failures: unknown[]) {
  let attempts = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      attempts += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return work({});
    },
  };
  return { db: db as unknown as Db, attempts: () => attempts };
}

const deadlock = { message: 'deadlock detected', cause: { code: '40P01' } };

describe('writeInSlot', () => {
  it('runs the write again when PostgreSQL aborted it as a deadlock victim', async () => {
    const { db, attempts } = fakeDb([deadlock, deadlock]);
    await expect(writeInSlot(db, async () => 'written')).resolves.toBe('written');
    expect(attempts()).toBe(3);
  });

  it('gives up after five deadlocks, and never retries other failures', async () => {
    const stuck = fakeDb(Array.from({ length: 6 }, () => deadlock));
    await expect(writeInSlot(stuck.db, async () => 'never')).rejects.toBe(deadlock);
    expect(stuck.attempts()).toBe(5);
    const other = { cause: { code: '23505', constraint: 'x' } };
    const failing = fakeDb([other]);
    await expect(writeInSlot(failing.db, async () => 'never')).rejects.toBe(other);
    expect(failing.attempts()).toBe(1);
  });
});
