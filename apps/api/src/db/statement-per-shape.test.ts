import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { statementPerShape } from './statement-per-shape.js';

/* A list's statement built once per filter shape, its values filled per call (issue 12). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shape = 'plus' | 'times';

function counted() {
  const built: Shape[] = [];
  const run = statementPerShape<Shape>((shape) => {
    built.push(shape);
    return shape === 'plus'
      ? sql`SELECT ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int AS n, pg_backend_pid() AS pid`
      : sql`SELECT ${sql.placeholder('a')}::int * ${sql.placeholder('b')}::int AS n, pg_backend_pid() AS pid`;
  });
  return { built, run };
}

describe('statementPerShape', () => {
  it('builds a shape once and answers each call with its own values', async () => {
    const { built, run } = counted();
    expect(await run<{ n: number }>(t.db, 'plus', { a: 1, b: 1 })).toMatchObject([{ n: 2 }]);
    expect(await run<{ n: number }>(t.db, 'plus', { a: 40, b: 2 })).toMatchObject([{ n: 42 }]);
    expect(await run<{ n: number }>(t.db, 'times', { a: 6, b: 7 })).toMatchObject([{ n: 42 }]);
    expect(await run<{ n: number }>(t.db, 'plus', { a: 6, b: 7 })).toMatchObject([{ n: 13 }]);
    expect(built).toEqual(['plus', 'times']);
  });

  it('a value missing is refused before anything is sent', async () => {
    const { run } = counted();
    await expect(run(t.db, 'plus', { a: 1 })).rejects.toThrow(/placeholder "b"/);
  });

  it('runs on a transaction’s own connection, as an unnamed statement (planned for each call’s values)', async () => {
    const { run } = counted();
    await t.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
      const [row] = await run<{ n: number; pid: number }>(tx, 'plus', { a: 2, b: 3 });
      expect(row).toEqual({ n: 5, pid: rows[0]!.pid });
      const prepared = await tx.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement LIKE '%pg_backend_pid() AS pid%'`,
      );
      expect(prepared.rows[0]!.count).toBe(0);
    });
  });
});
