import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { taxesReportQuery } from '../reports/taxes-report.js';
import { appendJournal, lockJournal } from './append-journal.js';

type TaxSum = { name: string; rate: string; cents: number };
type Sums = { documents: number; invoices: number; creditNotes: number; salesCents: number; taxes: TaxSum[]; totalCents: number; paymentsCents: number };
/** The content of a CLOSURE record: the period's sums and the perpetual ones since the first record, all in integer cents (rates as text). */
export type ClosureContent = Omit<Sums, 'invoices' | 'creditNotes'> & {
  period: string;
  invoices: number;
  creditNotes: number;
  cumulative: Omit<Sums, 'invoices' | 'creditNotes'>;
};

type MonthRow = {
  period: string;
  level: number;
  name: string | null;
  rate: string | null;
  cents: string | null;
  sales: string | null;
  total: string | null;
  invoices: number;
  credit_notes: number;
};

/** `YYYY-MM` of an instant in a time zone. */
function monthIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(instant);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The last day of the month before `month` ('YYYY-MM-DD'). */
function lastDayBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
}

const empty = (): Sums => ({ documents: 0, invoices: 0, creditNotes: 0, salesCents: 0, taxes: [], totalCents: 0, paymentsCents: 0 });

function add(into: Sums, from: Sums) {
  into.documents += from.documents;
  into.invoices += from.invoices;
  into.creditNotes += from.creditNotes;
  into.salesCents += from.salesCents;
  into.totalCents += from.totalCents;
  into.paymentsCents += from.paymentsCents;
  for (const tax of from.taxes) {
    const same = into.taxes.find((t) => t.name === tax.name && t.rate === tax.rate);
    if (same) same.cents += tax.cents;
    else into.taxes.push({ ...tax });
  }
}

const perpetual = ({ documents, salesCents, taxes, totalCents, paymentsCents }: Sums) => ({
  documents,
  salesCents,
  taxes: taxes.map((tax) => ({ ...tax })),
  totalCents,
  paymentsCents,
});

/**
 * Closes every ended period of every shop that has journal records (issue 14, CGI art. 286: monthly
 * and yearly closures with perpetual totals): for each month that has ended in the shop's time
 * zone since the month of its first record, a CLOSURE record for 'YYYY-MM', and once December is
 * closed, one for the year 'YYYY'. The sums are the documents issued in the period (issue date,
 * the shop's day; credit notes negative, as in the taxes report) and the payments recorded in it
 * (their creation instant in the shop's zone); `cumulative` adds everything up to the period's end.
 *
 * Idempotent and safe when several instances run it at once: per shop, under the journal's
 * lock, the periods already closed are read and only the missing ones appended. Answers how many
 * closures it wrote.
 */
export async function closePeriods(db: Db, now: Date = new Date()): Promise<number> {
  const { rows: shops } = await db.execute<{ id: number; preferences: unknown }>(
    sql`SELECT a.id, a.preferences FROM accounts a WHERE EXISTS (SELECT 1 FROM invoice_journal j WHERE j.account_id = a.id) ORDER BY a.id`,
  );
  let written = 0;
  for (const shop of shops) written += await closeShop(db, shop.id, completePreferences(shop.preferences).dateTime.timezone, now);
  return written;
}

async function closeShop(db: Db, accountId: number, timezone: string, now: Date): Promise<number> {
  const current = monthIn(now, timezone);
  return db.transaction(async (tx) => {
    await lockJournal(tx, accountId);
    const { rows: state } = await tx.execute<{ first: string | null; closed: string[] | null }>(sql`
      SELECT (SELECT to_char(created_at AT TIME ZONE ${timezone}, 'YYYY-MM') FROM invoice_journal WHERE account_id = ${accountId} ORDER BY seq LIMIT 1) AS first,
        (SELECT array_agg(content ->> 'period') FROM invoice_journal WHERE account_id = ${accountId} AND kind = 'CLOSURE') AS closed`);
    const first = state[0]?.first;
    if (!first || first >= current) return 0;
    const closed = new Set(state[0]!.closed ?? []);
    // The ended months, oldest first, each followed by its year when it is a December.
    const periods: string[] = [];
    for (let month = first; month < current; month = nextMonth(month)) {
      periods.push(month);
      if (month.endsWith('-12')) periods.push(month.slice(0, 4));
    }
    if (periods.every((period) => closed.has(period))) return 0;

    const { rows: months } = await tx.execute<MonthRow>(taxesReportQuery({ accountId, from: '0001-01-01', to: lastDayBefore(current) }));
    const { rows: payments } = await tx.execute<{ period: string; cents: string }>(sql`
      SELECT to_char(p.created_at AT TIME ZONE ${timezone}, 'YYYY-MM') AS period, sum(p.amount_cents)::text AS cents
      FROM invoice_payments p WHERE p.account_id = ${accountId} AND p.created_at < (${`${current}-01`}::timestamp AT TIME ZONE ${timezone})
      GROUP BY 1`);
    const byMonth = new Map<string, Sums>();
    const sumsOf = (period: string) => {
      let sums = byMonth.get(period);
      if (!sums) byMonth.set(period, (sums = empty()));
      return sums;
    };
    for (const row of months) {
      const sums = sumsOf(row.period);
      if (row.level === 1) {
        sums.invoices = row.invoices;
        sums.creditNotes = row.credit_notes;
        sums.documents = row.invoices + row.credit_notes;
        sums.salesCents = Number(row.sales ?? 0);
        sums.totalCents = Number(row.total ?? 0);
      } else if (row.name !== null) {
        sums.taxes.push({ name: row.name, rate: row.rate ?? '0', cents: Number(row.cents ?? 0) });
      }
    }
    for (const row of payments) sumsOf(row.period).paymentsCents = Number(row.cents);

    // Perpetual totals: everything before the first record's month too (none is expected: every issued document is journaled).
    const cumulative = empty();
    for (const [period, sums] of [...byMonth].sort(([a], [b]) => (a < b ? -1 : 1))) if (period < first) add(cumulative, sums);
    let year = empty();
    let written = 0;
    for (const period of periods) {
      const isYear = period.length === 4;
      const sums = isYear ? year : (byMonth.get(period) ?? empty());
      if (!isYear) {
        add(cumulative, sums);
        add(year, sums);
      }
      if (!closed.has(period)) {
        const content: ClosureContent = {
          period,
          ...sums,
          taxes: sums.taxes.map((tax) => ({ ...tax })),
          cumulative: perpetual(cumulative),
        };
        await appendJournal(tx, { accountId, kind: 'CLOSURE', documentUuid: null, content });
        written += 1;
      }
      if (isYear) year = empty();
    }
    return written;
  });
}
