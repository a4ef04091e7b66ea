import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { taxesReportSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { setPreferences } from '../../../test/worksheets.js';
import { insertIssuedDocument, type IssuedDoc } from '../../../test/issued-documents.js';
import { taxesReport } from './taxes-report.js';

/* Issue 14 "taxes report": sales and each tax per month, net of credit notes, against hand-computed figures. */

let t: TestApp;
let quebec: Team;
let france: number;
let rival: number;

beforeAll(async () => {
  t = await createTestApp();
  quebec = await usersOfEveryRole(t);
  await setPreferences(t, quebec.FULL_ADMIN.accountId, { currency: 'CAD' });
  france = await account('EUR');
  rival = await account('CAD');
  await quebecPeriod(quebec.FULL_ADMIN.accountId);
  await francePeriod(france);
  // Another shop's document in the same days: never in the Québec shop's report.
  await doc(rival, { issueDate: '2026-01-15', subtotal: 99_999_00, taxes: [{ name: 'TPS', rate: 5, cents: 5_000_00 }] });
});
afterAll(() => t.close());

async function account(currency: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(sql`INSERT INTO accounts (preferences) VALUES (${JSON.stringify({ currency })}::jsonb) RETURNING id`);
  return rows[0]!.id;
}

const doc = (accountId: number, d: IssuedDoc) => insertIssuedDocument(t, accountId, d);

const qc = (tps: number, tvq: number) => [
  { name: 'TPS', rate: 5, cents: tps },
  { name: 'TVQ', rate: 9.975, cents: tvq },
];

/*
 * The Québec shop, January–February 2026 (TPS 5 %, TVQ 9,975 %, half-up to the cent):
 *   Jan 15  invoice 1   100.00   TPS 5.00   TVQ 9.98   114.98
 *   Jan 31  invoice 2   284.25   TPS 14.21  TVQ 28.35  326.81 (paid)
 *   Feb 01  invoice 3    50.00   TPS 2.50   TVQ 4.99    57.49 (canceled by AV-1)
 *   Feb 10  AV-1        −50.00   TPS −2.50  TVQ −4.99  −57.49
 *   Feb 12  AV-2 of 2   −89.95   TPS −4.50  TVQ −8.97 −103.42
 * Outside: a draft in January, invoices on Dec 31 and Mar 1, another shop's invoice.
 */
async function quebecPeriod(accountId: number) {
  await doc(accountId, { issueDate: '2025-12-31', subtotal: 1000_00, taxes: qc(50_00, 99_75) });
  await doc(accountId, { issueDate: '2026-01-15', subtotal: 100_00, taxes: qc(5_00, 9_98) });
  const second = await doc(accountId, { issueDate: '2026-01-31', status: 'PAID', subtotal: 284_25, taxes: qc(14_21, 28_35) });
  await doc(accountId, { issueDate: '2026-01-20', status: 'DRAFT', subtotal: 500_00, taxes: qc(25_00, 49_88) });
  const third = await doc(accountId, { issueDate: '2026-02-01', status: 'CANCELED', subtotal: 50_00, taxes: qc(2_50, 4_99) });
  await doc(accountId, { kind: 'CREDIT_NOTE', credits: third, issueDate: '2026-02-10', subtotal: 50_00, taxes: qc(2_50, 4_99) });
  await doc(accountId, { kind: 'CREDIT_NOTE', credits: second, issueDate: '2026-02-12', subtotal: 89_95, taxes: qc(4_50, 8_97) });
  await doc(accountId, { issueDate: '2026-03-01', subtotal: 10_00, taxes: qc(50, 1_00) });
}

/*
 * The French shop, January 2026 (TVA 20 %, and 10 % on one invoice):
 *   invoice 250.00 TVA 20 % 50.00 → 300.00; invoice 80.00 TVA 10 % 8.00 → 88.00; avoir −100.00 TVA 20 % −20.00 → −120.00
 */
async function francePeriod(accountId: number) {
  const first = await doc(accountId, { issueDate: '2026-01-10', subtotal: 250_00, taxes: [{ name: 'TVA', rate: 20, cents: 50_00 }] });
  await doc(accountId, { issueDate: '2026-01-12', subtotal: 80_00, taxes: [{ name: 'TVA', rate: 10, cents: 8_00 }] });
  await doc(accountId, { kind: 'CREDIT_NOTE', credits: first, issueDate: '2026-01-20', subtotal: 100_00, taxes: [{ name: 'TVA', rate: 20, cents: 20_00 }] });
}

const taxes = (tps: number, tvq: number) => [
  { name: 'TPS', rate: 5, amount: tps },
  { name: 'TVQ', rate: 9.975, amount: tvq },
];

describe('taxesReport', () => {
  it('sums a Québec period by month, credit notes negative, canceled invoices still counted, drafts and other days left out', async () => {
    const report = await taxesReport(t.db, { accountId: quebec.FULL_ADMIN.accountId, from: '2026-01-01', to: '2026-02-28', currency: 'CAD' });
    expect(taxesReportSchema.parse(report)).toEqual({
      from: '2026-01-01',
      to: '2026-02-28',
      currency: 'CAD',
      rows: [
        { period: '2026-01', sales: 384.25, taxes: taxes(19.21, 38.33), total: 441.79, invoices: 2, creditNotes: 0 },
        { period: '2026-02', sales: -89.95, taxes: taxes(-4.5, -8.97), total: -103.42, invoices: 1, creditNotes: 2 },
      ],
      totals: { sales: 294.3, taxes: taxes(14.71, 29.36), total: 338.37, invoices: 3, creditNotes: 2 },
    });
  });

  it('counts the bounds’ days (from and to included) and answers no rows for an empty period', async () => {
    const accountId = quebec.FULL_ADMIN.accountId;
    const edges = await taxesReport(t.db, { accountId, from: '2025-12-31', to: '2026-01-15', currency: 'CAD' });
    expect(edges.rows.map((row) => [row.period, row.sales, row.invoices])).toEqual([
      ['2025-12', 1000, 1],
      ['2026-01', 100, 1],
    ]);
    expect(await taxesReport(t.db, { accountId, from: '2027-01-01', to: '2027-12-31', currency: 'CAD' })).toMatchObject({
      rows: [],
      totals: { sales: 0, taxes: [], total: 0, invoices: 0, creditNotes: 0 },
    });
  });

  it('keeps each rate of a tax apart (TVA 20 % and 10 %) in a French shop', async () => {
    const report = await taxesReport(t.db, { accountId: france, from: '2026-01-01', to: '2026-01-31', currency: 'EUR' });
    expect(report.rows).toEqual([
      {
        period: '2026-01',
        sales: 230,
        taxes: [
          { name: 'TVA', rate: 20, amount: 30 },
          { name: 'TVA', rate: 10, amount: 8 },
        ],
        total: 268,
        invoices: 2,
        creditNotes: 1,
      },
    ]);
  });
});

describe('GET /api/reports/taxes', () => {
  const get = (auth: { authorization: string }, query: string) => t.app.inject({ method: 'GET', url: `/api/reports/taxes?${query}`, headers: auth });

  it('answers the caller’s shop in its currency to invoices:finalize; 403 to the others; 400 for a bad or reversed range', async () => {
    const response = await get(quebec.ADMINISTRATOR.auth, 'from=2026-01-01&to=2026-02-28');
    expect(response.statusCode).toBe(200);
    const data = taxesReportSchema.parse(response.json().data);
    expect(data).toMatchObject({ currency: 'CAD', totals: { sales: 294.3, total: 338.37, invoices: 3, creditNotes: 2 } });
    for (const member of [quebec.EMPLOYEE, quebec.GUEST]) expect((await get(member.auth, 'from=2026-01-01&to=2026-02-28')).statusCode).toBe(403);
    for (const query of ['from=2026-02-28&to=2026-01-01', 'from=2026-02-30&to=2026-03-01', 'from=2026-01-01', 'from=x&to=y']) {
      const refused = await get(quebec.FULL_ADMIN.auth, query);
      expect(refused.statusCode, query).toBe(400);
    }
    expect((await get(quebec.FULL_ADMIN.auth, 'from=2026-02-28&to=2026-01-01')).json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'ERR_INVALID_DATE' })]),
    );
  });
});
