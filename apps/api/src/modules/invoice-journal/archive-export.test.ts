import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/api-error.js';
import { insertIssuedInvoice } from '../../../test/issued-invoice.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/vehicles.js';
import { quebecInvoice } from '../invoice-documents/invoice-fixtures.js';
import { appendJournal } from './append-journal.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const archive = (as: Team[keyof Team], query: string) => t.app.inject({ method: 'GET', url: `/api/invoices/archive${query}`, headers: as.auth });

/** The UTC day `days` after today (negative: before), as YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = dayFromToday(0);

/**
 * A shop with one invoice issued today, its journal record written now (both dated from today, so
 * that a period around today holds them whenever the test runs: a fixed date would leave the 366
 * days an archive may cover a year later).
 */
async function shopWithInvoice() {
  const team = await usersOfEveryRole(t);
  const accountId = team.FULL_ADMIN.accountId;
  const customerUuid = await newCustomer(t, team.FULL_ADMIN, 'Julie Gagnon');
  const document = { ...quebecInvoice(), issueDate: TODAY, issuedAt: new Date().toISOString(), dueDate: dayFromToday(30) };
  const invoice = await insertIssuedInvoice(t, { accountId, customerUuid, document, number: 1 });
  await t.db.transaction((tx) => appendJournal(tx, { accountId, kind: 'INVOICE', documentUuid: invoice.uuid, content: { number: 1, total: 29312 } }));
  return { team, invoice };
}

describe('GET /api/invoices/archive', () => {
  it('gives the period’s journal records with their hashes, each issued document’s PDF with its SHA-256, and the verification', async () => {
    const { team, invoice } = await shopWithInvoice();
    // The shop's day of the record may be the UTC day before or after: the period spans both.
    const [from, to] = [dayFromToday(-30), dayFromToday(1)];
    const response = await archive(team.FULL_ADMIN, `?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="atelier-archive-${from}-${to}.json"`);
    const file = JSON.parse(response.body);
    expect(file.journal).toEqual([expect.objectContaining({ seq: 1, kind: 'INVOICE', documentUuid: invoice.uuid, prevHash: '0'.repeat(64), hash: expect.any(String) })]);
    expect(file.documents).toHaveLength(1);
    const [document] = file.documents;
    expect(document).toMatchObject({ uuid: invoice.uuid, invoiceId: '1', kind: 'INVOICE', issueDate: TODAY });
    const pdf = Buffer.from(document.pdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(document.sha256);
    // The PDF is the stored one: the download route serves the same bytes.
    const download = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.uuid}/pdf`, headers: team.FULL_ADMIN.auth });
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    expect(file.verify).toMatchObject({ status: 'intact', records: 1 });
  });

  it('leaves out what is outside the period, and another shop’s documents', async () => {
    const { invoice } = await shopWithInvoice();
    const other = await usersOfEveryRole(t);
    const outside = JSON.parse((await archive(other.FULL_ADMIN, `?from=${dayFromToday(-30)}&to=${dayFromToday(1)}`)).body);
    expect(outside.documents).toEqual([]);
    expect(JSON.stringify(outside)).not.toContain(invoice.uuid);
    const { team } = await shopWithInvoice();
    const before = JSON.parse((await archive(team.FULL_ADMIN, `?from=${dayFromToday(-60)}&to=${dayFromToday(-2)}`)).body);
    expect(before).toMatchObject({ journal: [], documents: [] });
  });

  it('refuses a period over 366 days or reversed, and roles without invoices:finalize', async () => {
    const { team } = await shopWithInvoice();
    for (const [query, field] of [
      ['?from=2025-01-01&to=2026-01-03', 'to'],
      ['?from=2026-02-01&to=2026-01-01', 'to'],
      ['?from=2026-02-30&to=2026-03-01', 'from'],
    ]) {
      const refused = await archive(team.FULL_ADMIN, query!);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().details, query).toEqual([{ field, message: 'ERR_INVALID_DATE' }]);
    }
    // 2028 is a leap year: its 366 days are one archive.
    expect((await archive(team.FULL_ADMIN, '?from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
    expectApiError(await archive(team.EMPLOYEE, '?from=2026-01-01&to=2026-01-31'), 403, 'ERR_FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices/archive?from=2026-01-01&to=2026-01-31' })).statusCode).toBe(401);
  });
});
