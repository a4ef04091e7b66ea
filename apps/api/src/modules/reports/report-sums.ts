import { sql, type SQL } from 'drizzle-orm';
import type { ReportTotals, Tax } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { worksheets } from '../../db/schema/index.js';
import { numberToCents, numberToScaled, toScaled } from '../../shared/money.js';
import type { Scope } from '../../http/scope.js';

type Group = ReportTotals['groups'][number]['group'];
const GROUP_ORDER: Group[] = ['TODO', 'IN_PROGRESS', 'DONE'];

/** A scaled BigInt as decimal text: 99750n at scale 4 → '9.9750' (exact in a numeric parameter). */
function scaledText(value: bigint, scale: number): string {
  const digits = value.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Half-up and exact for amounts ≥ 0 (numeric round rounds half away from zero). */
const cents = (text: string | null) => Number(toScaled(text ?? '0', 2));

/**
 * The sums of every work order `where` keeps (the whole filtered set, not a page), per status
 * group, in one statement: each work order's subtotal (each line round(quantity × price, 2) less
 * its discount round(that × percent / 100, 2) as lineAmounts, a SERVICE without a price at the hourly rate) and each tax round(subtotal × rate / 100, 2) on
 * it, as GET /worksheets/{uuid}/totals computes them, then added up — numeric arithmetic, exact.
 * The work orders come from the list's own filter (its indexes); their lines from the work-order
 * index of entries.
 */
export async function reportSums(
  db: DbOrTx,
  { accountId, where, hourlyRate, taxes }: Scope & { where: SQL | undefined; hourlyRate: number; taxes: Pick<Tax, 'name' | 'rate'>[] },
): Promise<ReportTotals> {
  const rate = scaledText(numberToCents(hourlyRate), 2);
  const rates = taxes.map((tax) => scaledText(numberToScaled(tax.rate, 4), 4));
  const taxColumns = rates.map((value, index) => sql`, sum(round(coalesce(t.subtotal, 0) * ${value}::numeric * 0.01, 2))::text AS ${sql.raw(`tax${index}`)}`);
  const { rows } = await db.execute<Record<string, string | number | null> & { group: Group; count: number; subtotal: string | null }>(sql`
    WITH chosen AS MATERIALIZED (SELECT ${worksheets.id} AS id, ${worksheets.statusId} AS status_id FROM ${worksheets} WHERE ${where ?? sql`true`}),
    subtotals AS (
      SELECT g.worksheet_id, sum(g.gross - round(g.gross * g.discount * 0.01, 2)) AS subtotal
      FROM (SELECT e.worksheet_id, e.discount, round(e.value_measured * coalesce(e.price, CASE WHEN e.type = 'SERVICE' THEN ${rate}::numeric ELSE 0 END), 2) AS gross
      FROM entries e JOIN chosen c ON c.id = e.worksheet_id
      WHERE e.account_id = ${accountId}) g
      GROUP BY g.worksheet_id)
    SELECT s."group" AS "group", count(*)::int AS count, sum(coalesce(t.subtotal, 0))::text AS subtotal ${sql.join(taxColumns, sql``)}
    FROM chosen c
    JOIN worksheet_statuses s ON s.id = c.status_id AND s.account_id = ${accountId}
    LEFT JOIN subtotals t ON t.worksheet_id = c.id
    GROUP BY s."group"`);

  const groups = rows
    .map((row) => {
      const amounts = taxes.map((tax, index) => ({ name: tax.name, rate: tax.rate, amountCents: cents(row[`tax${index}`] as string | null) }));
      const subtotalCents = cents(row.subtotal);
      return {
        group: row.group,
        count: row.count,
        subtotalCents,
        taxes: amounts,
        totalCents: amounts.reduce((sum, tax) => sum + tax.amountCents, subtotalCents),
      };
    })
    .sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group));
  const sum = (pick: (group: (typeof groups)[number]) => number) => groups.reduce((total, group) => total + pick(group), 0);
  return {
    count: sum((group) => group.count),
    subtotalCents: sum((group) => group.subtotalCents),
    taxes: taxes.map((tax, index) => ({ name: tax.name, rate: tax.rate, amountCents: sum((group) => group.taxes[index]!.amountCents) })),
    totalCents: sum((group) => group.totalCents),
    groups,
  };
}
