import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_LINK_TTL_DAYS, publicInvoiceSchema, viewLinkSchema, type Invoice } from '@atelier/contracts';
import { customers, invoicePayments, invoicePdfs, invoiceSends, invoices } from '../../db/schema/index.js';
import { lateJobSender } from '../../jobs/job-sender.js';
import { startJobs, type JobRunner } from '../../jobs/runner.js';
import { createMailer } from '../../mail/mailer.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { insertIssuedInvoice } from '../../../test/issued-invoice.js';
import { fileForm } from '../../../test/multipart.js';
import { FRENCH_IDENTITY, LYON, finalizeCalls, insertDraftWithLines, setShopIdentity } from '../../../test/invoice-issue.js';
import { usersOfEveryRole } from '../../../test/roles.js';
import { pdfText } from '../../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/vehicles.js';
import { ensureInvoicePdf } from './ensure-invoice-pdf.js';
import { frenchInvoice, quebecInvoice } from './invoice-fixtures.js';
import { INVOICE_SEND_JOB, invoiceSendJob } from './invoice-send-job.js';
import { signViewToken } from './view-link-token.js';

/*
 * The documents of an invoice through the API: the stored PDF (made once, same bytes and SHA-256
 * on every download), a draft's PDF, the customer's signed link and public view, the mail with
 * the PDF attached (pg-boss job, real SMTP capture), isolation between shops.
 */

let t: TestApp;
let runner: JobRunner;
let owner: Owner;
let other: Owner;
let counter = 0;
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const words = (text: string) => text.replace(/[ \t]+/g, ' ');

beforeAll(async () => {
  const jobs = lateJobSender();
  t = await createTestApp({}, { jobs });
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: t.mail.url, from: t.config.mailFrom, outboxDir: '/nonexistent', log });
  runner = await startJobs({
    connectionString: t.databaseUrl,
    log,
    jobs: [invoiceSendJob({ db: t.db, config: t.config, mailer })],
    tuning: { pollingIntervalSeconds: 0.5 },
  });
  jobs.bind(runner);
  [owner, other] = await Promise.all([signedInOwner(t), signedInOwner(t)]);
});
afterAll(async () => {
  await runner?.stop();
  await t.close();
});

/** An issued document of `who`'s shop for a new customer whose email is unique. */
async function issued(who: Owner, document: Invoice = quebecInvoice(), extra: { creditedInvoiceId?: number } = {}) {
  counter += 1;
  const email = `client-${counter}-${Date.now()}@example.com`;
  const customerUuid = await newCustomer(t, who, `Client Facture ${counter}`);
  const accountId = (await t.db.select({ accountId: customers.accountId }).from(customers).where(eq(customers.uuid, customerUuid)))[0]!.accountId;
  const doc = { ...document, customer: { ...document.customer, email } };
  const row = await insertIssuedInvoice(t, { accountId, customerUuid, document: doc, number: 1000 + counter, ...extra });
  return { ...row, accountId, email, customerUuid, label: document.kind === 'CREDIT_NOTE' ? `AV-${1000 + counter}` : String(1000 + counter) };
}

/** A draft of `who`'s shop (no number, no lines). */
async function draft(who: Owner) {
  const customerUuid = await newCustomer(t, who, 'Client Brouillon');
  const [customer] = await t.db.select().from(customers).where(eq(customers.uuid, customerUuid));
  const [row] = await t.db
    .insert(invoices)
    .values({ accountId: customer!.accountId, customerId: customer!.id, currency: 'CAD' })
    .returning({ id: invoices.id, uuid: invoices.uuid });
  return row!;
}

const get = (who: Owner | undefined, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...who?.auth, ...headers } });
const post = (who: Owner, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who.auth, payload });

describe('GET /api/invoices/{uuid}/pdf', () => {
  it('answers the stored PDF of an issued invoice: same bytes on every download, ETag = its SHA-256, one stored row', async () => {
    const doc = await issued(owner);
    const first = await get(owner, `/api/invoices/${doc.uuid}/pdf`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="facture-${doc.label}.pdf"`);
    const body = first.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.headers.etag).toBe(`"${sha256(body)}"`);
    const second = await get(owner, `/api/invoices/${doc.uuid}/pdf`);
    expect(Buffer.compare(second.rawPayload, body)).toBe(0);
    const stored = await t.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, doc.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sha256).toBe(sha256(body));
    expect(sha256(stored[0]!.body)).toBe(stored[0]!.sha256);
    const text = words(await pdfText(body));
    expect(text).toContain(`N° ${doc.label}`);
    expect(text).toMatch(/TPS \(5 %\) 30,64 \$/);
    expect(text).toMatch(/TVQ \(9,975 %\) 61,13 \$/);
    expect(text).toContain('TPS : 123456789 RT 0001');
    // A revalidation with the ETag is a 304 without the body.
    const again = await get(owner, `/api/invoices/${doc.uuid}/pdf`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('a French invoice prints SIREN, the VAT and the 40 € indemnity for a business customer', async () => {
    const doc = await issued(owner, frenchInvoice());
    const response = await get(owner, `/api/invoices/${doc.uuid}/pdf`);
    const text = words(await pdfText(response.rawPayload));
    expect(text).toContain('SIREN : 732829320');
    expect(text).toMatch(/TVA \(20 %\) 30,30 €/);
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
  });

  it('prints the shop’s uploaded logo (read from storage by the path the document froze); a logo gone from storage is left out', async () => {
    const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0b5394' } })
      .png()
      .toBuffer();
    const brands = await get(owner, '/api/brands');
    const form = fileForm(png, 'logo.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${brands.json().data.items[0].uuid}/logo`,
      payload: form.payload,
      headers: { ...owner.auth, ...form.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const qc = quebecInvoice();
    const withLogo = await issued(owner, { ...qc, seller: { ...qc.seller, logo: uploaded.json().data.path } });
    const pdf = (await get(owner, `/api/invoices/${withLogo.uuid}/pdf`)).rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
    const gone = await issued(owner, { ...qc, seller: { ...qc.seller, logo: '/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png' } });
    const without = await get(owner, `/api/invoices/${gone.uuid}/pdf`);
    expect(without.statusCode).toBe(200);
    expect(without.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('two racing makers store one PDF and both answer it', async () => {
    const doc = await issued(owner);
    const results = await Promise.all(Array.from({ length: 4 }, () => ensureInvoicePdf(t.db, { accountId: doc.accountId, invoiceId: doc.id })));
    const rows = await t.db.select({ sha256: invoicePdfs.sha256 }).from(invoicePdfs).where(eq(invoicePdfs.invoiceId, doc.id));
    expect(rows).toHaveLength(1);
    for (const result of results) expect(result.sha256).toBe(rows[0]!.sha256);
  });

  it('the stored PDF is the document as issued: made after a payment (first download), it prints no payment', async () => {
    const doc = await issued(owner);
    await t.db.insert(invoicePayments).values({ accountId: doc.accountId, invoiceId: doc.id, amountCents: 10_000, paidOn: '2026-11-21', method: 'CASH' });
    await t.db.update(invoices).set({ paidCents: 10_000 }).where(eq(invoices.id, doc.id));
    const text = words(await pdfText((await get(owner, `/api/invoices/${doc.uuid}/pdf`)).rawPayload));
    expect(text).toMatch(/Total 704,57 \$/);
    expect(text).not.toContain('Payé');
    expect(text).not.toContain('Espèces');
  });

  it('a credit note downloads as avoir-AV-n.pdf', async () => {
    const invoice = await issued(owner);
    const qc = quebecInvoice();
    const note = await issued(
      owner,
      { ...qc, kind: 'CREDIT_NOTE', reason: 'Erreur de pièce', creditedInvoice: { uuid: invoice.uuid, invoiceId: invoice.label }, dueDate: null },
      { creditedInvoiceId: invoice.id },
    );
    const response = await get(owner, `/api/invoices/${note.uuid}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="avoir-${note.label}.pdf"`);
    const text = words(await pdfText(response.rawPayload));
    expect(text).toContain('AVOIR');
    expect(text).toContain(`Avoir sur facture n° ${invoice.label}`);
  });

  it('a draft is rendered on the fly with the BROUILLON mark, never stored nor cached', async () => {
    const doc = await draft(owner);
    const response = await get(owner, `/api/invoices/${doc.uuid}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="brouillon.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(words(await pdfText(response.rawPayload))).toContain('BROUILLON');
    expect(await t.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, doc.id))).toHaveLength(0);
  });

  it('another shop’s document or an unknown uuid: 404 (a malformed one: 400)', async () => {
    const doc = await issued(owner);
    expectApiError(await get(other, `/api/invoices/${doc.uuid}/pdf`), 404, 'ERR_NOT_FOUND');
    expectApiError(await get(owner, `/api/invoices/6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a9999/pdf`), 404, 'ERR_NOT_FOUND');
    expectApiError(await get(owner, `/api/invoices/nope/pdf`), 400, 'ERR_VALIDATION', [{ field: 'uuid', message: 'ERR_NOT_FOUND' }]);
    expect(await t.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, doc.id))).toHaveLength(0);
  });
});

describe('the customer’s signed link', () => {
  const tokenOf = (url: string) => decodeURIComponent(new URL(url.replace('/#/', '/')).searchParams.get('t')!);

  it('POST view-link answers a URL of the web app’s public page, valid VIEW_LINK_TTL_DAYS; the public JSON and PDF open with it', async () => {
    const doc = await issued(owner);
    const before = Date.now();
    const response = await post(owner, `/api/invoices/${doc.uuid}/view-link`);
    expect(response.statusCode, response.body).toBe(200);
    const link = viewLinkSchema.parse(response.json().data);
    expect(link.url).toBe(`${t.config.publicUrl}/#/invoices/${doc.uuid}/view?t=${encodeURIComponent(link.token)}`);
    const expires = Date.parse(link.expiresAt);
    expect(expires - before).toBeGreaterThan(VIEW_LINK_TTL_DAYS * 86_400_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(VIEW_LINK_TTL_DAYS * 86_400_000 + 5_000);

    const view = await get(undefined, `/api/public/invoices/${doc.uuid}?t=${encodeURIComponent(tokenOf(link.url))}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.headers['x-robots-tag']).toContain('noindex');
    const data = publicInvoiceSchema.strict().parse(view.json().data);
    expect(data.invoiceId).toBe(doc.label);
    expect(data.totals.total).toBe(704.57);

    const pdf = await get(undefined, `/api/public/invoices/${doc.uuid}/pdf?t=${encodeURIComponent(link.token)}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const stored = await get(owner, `/api/invoices/${doc.uuid}/pdf`);
    expect(Buffer.compare(pdf.rawPayload, stored.rawPayload)).toBe(0);
  });

  it('the public JSON leaks no internal id: no customer or vehicle uuid, no work order, no sends, no payment authors, no line ids', async () => {
    const doc = await issued(owner);
    const { token } = signViewToken(t.config.jwtSecret, doc.uuid);
    const view = await get(undefined, `/api/public/invoices/${doc.uuid}?t=${encodeURIComponent(token)}`);
    const raw = view.body;
    expect(raw).not.toContain(doc.customerUuid);
    expect(raw).not.toContain(quebecInvoice().mech!.uuid);
    const data = view.json().data;
    for (const key of ['worksheet', 'sends']) expect(data).not.toHaveProperty(key);
    expect(data.customer).not.toHaveProperty('uuid');
    expect(data.mech).not.toHaveProperty('uuid');
    for (const line of data.lines) {
      expect(line.entryId).toBeNull();
      expect(line.related_item).toBeNull();
    }
    expect(data.lines.map((l: { id: number }) => l.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('expired, forged, another document’s, another shop’s, missing or junk token: the same 404', async () => {
    const doc = await issued(owner);
    const elsewhere = await issued(other);
    const url = (uuid: string, token: string) => `/api/public/invoices/${uuid}?t=${encodeURIComponent(token)}`;
    const expired = signViewToken(t.config.jwtSecret, doc.uuid, Date.now() - (VIEW_LINK_TTL_DAYS * 86_400_000 + 1000)).token;
    const forged = signViewToken('another-secret-another-secret-another-1', doc.uuid).token;
    const [payload, signature] = signViewToken(t.config.jwtSecret, doc.uuid).token.split('.') as [string, string];
    const tampered = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const otherShops = signViewToken(t.config.jwtSecret, elsewhere.uuid).token;
    for (const token of [expired, forged, tampered, otherShops, '', 'x.y']) {
      expectApiError(await get(undefined, url(doc.uuid, token)), 404, 'ERR_NOT_FOUND');
      expectApiError(await get(undefined, `${url(doc.uuid, token).replace('?', '/pdf?')}`), 404, 'ERR_NOT_FOUND');
    }
    const bare = await get(undefined, `/api/public/invoices/${doc.uuid}`);
    expectApiError(bare, 404, 'ERR_NOT_FOUND');
    // Refusals are not cached nor indexed either.
    expect(bare.headers['cache-control']).toBe('private, no-store');
    expect(bare.headers['x-robots-tag']).toContain('noindex');
    // A draft has no public view even with a well-signed token.
    const d = await draft(owner);
    expectApiError(await get(undefined, url(d.uuid, signViewToken(t.config.jwtSecret, d.uuid).token)), 404, 'ERR_NOT_FOUND');
  });

  it('POST view-link: a draft is 409 ERR_INVOICE_NOT_ISSUED, another shop’s document 404', async () => {
    const d = await draft(owner);
    expectApiError(await post(owner, `/api/invoices/${d.uuid}/view-link`), 409, 'ERR_INVOICE_NOT_ISSUED');
    const doc = await issued(owner);
    expectApiError(await post(other, `/api/invoices/${doc.uuid}/view-link`), 404, 'ERR_NOT_FOUND');
  });

  it('is rate-limited per IP address: beyond the limit, 429 with Retry-After', async () => {
    const doc = await issued(owner);
    const ip = '203.0.113.77';
    const call = () => t.app.inject({ method: 'GET', url: `/api/public/invoices/${doc.uuid}?t=bad.token`, remoteAddress: ip });
    for (let i = 0; i < 120; i++) expect((await call()).statusCode).toBe(404);
    const refused = await call();
    expectApiError(refused, 429, 'ERR_TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.app.inject({ method: 'GET', url: `/api/public/invoices/${doc.uuid}?t=bad.token`, remoteAddress: '203.0.113.78' })).statusCode).toBe(404);
  });
});

/** The PDF attached to a raw MIME message. */
function attachedPdf(raw: string): { name: string; body: Buffer } {
  const part = /Content-Type: application\/pdf; name="?([^"\r\n]+)"?\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!part) throw new Error('no PDF attached');
  return { name: part[1]!, body: Buffer.from(part[2]!.replace(/\s+/g, ''), 'base64') };
}

describe('POST /api/invoices/{uuid}/send', () => {
  const sendRows = (invoiceId: number) => t.db.select().from(invoiceSends).where(eq(invoiceSends.invoiceId, invoiceId));

  it('queues the mail (202), and the job mails the customer the stored PDF and a link that opens the public view, then marks it SENT', async () => {
    const doc = await issued(owner);
    const response = await post(owner, `/api/invoices/${doc.uuid}/send`);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().data).toEqual({ queued: true, to: doc.email });
    const [queued] = await sendRows(doc.id);
    expect(queued).toMatchObject({ toEmail: doc.email });
    const [row] = await t.db.select({ lastSentTo: invoices.lastSentTo, lastSentAt: invoices.lastSentAt }).from(invoices).where(eq(invoices.id, doc.id));
    expect(row!.lastSentTo).toBe(doc.email);
    expect(row!.lastSentAt).not.toBeNull();

    const mail = await t.mail.waitFor(doc.email, undefined, 20_000);
    expect(mail.subject).toBe(`Facture ${doc.label} — Garage Tremblay`);
    expect(mail.text).toContain('704,57');
    const link = mail.links.find((l) => l.includes(`/#/invoices/${doc.uuid}/view?t=`));
    expect(link).toBeDefined();
    const token = decodeURIComponent(new URL(link!.replace('/#/', '/')).searchParams.get('t')!);
    const view = await get(undefined, `/api/public/invoices/${doc.uuid}?t=${encodeURIComponent(token)}`);
    expect(view.statusCode, view.body).toBe(200);
    const attachment = attachedPdf(mail.raw);
    expect(attachment.name).toBe(`facture-${doc.label}.pdf`);
    const [stored] = await t.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, doc.id));
    expect(sha256(attachment.body)).toBe(stored!.sha256);
    expect(/^Reply-To: .*service@garage-tremblay\.ca/im.test(mail.raw)).toBe(true);

    await expect.poll(async () => (await sendRows(doc.id))[0]!.status, { timeout: 10_000 }).toBe('SENT');
    expect((await sendRows(doc.id))[0]!.sentAt).not.toBeNull();
  });

  it('sends in the document’s language to the address given; an English credit note says so', async () => {
    const invoice = await issued(owner);
    const qc = quebecInvoice();
    const note = await issued(
      owner,
      { ...qc, kind: 'CREDIT_NOTE', language: 'en', creditedInvoice: { uuid: invoice.uuid, invoiceId: invoice.label } },
      { creditedInvoiceId: invoice.id },
    );
    const to = `compta-${Date.now()}@example.com`;
    const response = await post(owner, `/api/invoices/${note.uuid}/send`, { to });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().data.to).toBe(to);
    const mail = await t.mail.waitFor(to, undefined, 20_000);
    expect(mail.subject).toBe(`Credit note ${note.label} — Garage Tremblay`);
    expect(attachedPdf(mail.raw).name).toBe(`credit-note-${note.label}.pdf`);
  });

  it('no address (none given, none on the customer): 400 ERR_INVALID_EMAIL on `to`; a bad one too; a draft 409; another shop 404', async () => {
    const qc = quebecInvoice();
    counter += 1;
    const customerUuid = await newCustomer(t, owner, 'Sans Courriel');
    const accountId = (await t.db.select({ accountId: customers.accountId }).from(customers).where(eq(customers.uuid, customerUuid)))[0]!.accountId;
    const doc = await insertIssuedInvoice(t, { accountId, customerUuid, document: { ...qc, customer: { ...qc.customer, email: null } }, number: 5000 + counter });
    expectApiError(await post(owner, `/api/invoices/${doc.uuid}/send`), 400, 'ERR_INVALID_EMAIL', [{ field: 'to', message: 'ERR_INVALID_EMAIL' }]);
    expect((await post(owner, `/api/invoices/${doc.uuid}/send`, { to: 'pas-une-adresse' })).statusCode).toBe(400);
    expect(await sendRows(doc.id)).toHaveLength(0);
    const d = await draft(owner);
    expectApiError(await post(owner, `/api/invoices/${d.uuid}/send`, { to: 'x@example.com' }), 409, 'ERR_INVOICE_NOT_ISSUED');
    const mine = await issued(owner);
    expectApiError(await post(other, `/api/invoices/${mine.uuid}/send`, { to: 'x@example.com' }), 404, 'ERR_NOT_FOUND');
    expect(await sendRows(mine.id)).toHaveLength(0);
  });

  it('a mail that fails marks the send FAILED with the error and throws (pg-boss retries); a retry that goes through marks it SENT', async () => {
    const doc = await issued(owner);
    const [row] = await t.db.insert(invoiceSends).values({ accountId: doc.accountId, invoiceId: doc.id, toEmail: doc.email }).returning({ id: invoiceSends.id });
    const data = { accountId: doc.accountId, sendId: row!.id };
    const failing = invoiceSendJob({ db: t.db, config: t.config, mailer: { send: async () => Promise.reject(new Error('SMTP 451 try later')) } });
    await expect(failing.work(data)).rejects.toThrow('SMTP 451');
    const [failed] = await t.db
      .select()
      .from(invoiceSends)
      .where(and(eq(invoiceSends.id, row!.id)));
    expect(failed).toMatchObject({ status: 'FAILED', error: 'SMTP 451 try later' });
    const sent: string[] = [];
    await invoiceSendJob({ db: t.db, config: t.config, mailer: { send: async (mail) => void sent.push(mail.to) } }).work(data);
    const [done] = await t.db.select().from(invoiceSends).where(eq(invoiceSends.id, row!.id));
    expect(done).toMatchObject({ status: 'SENT', error: null });
    expect(sent).toEqual([doc.email]);
    // A job run again for a send already SENT mails nothing.
    await invoiceSendJob({ db: t.db, config: t.config, mailer: { send: async (mail) => void sent.push(mail.to) } }).work(data);
    expect(sent).toHaveLength(1);
    expect(INVOICE_SEND_JOB).toBe('invoice-send');
  });
});

describe('documents issued by POST /issue (the real snapshot)', () => {
  it('a Québec invoice issued through the API: its PDF prints the number, lines, GST/QST with amounts and registration numbers; the link opens it', async () => {
    const team = await usersOfEveryRole(t);
    await setShopIdentity(t, team.FULL_ADMIN.accountId);
    const { draft } = await insertDraftWithLines(
      t,
      team.FULL_ADMIN.accountId,
      [
        { name: 'Plaquettes de frein', price: '89.99' },
        { name: 'Main-d’œuvre freins', type: 'SERVICE', quantity: '1.50', price: '95.00', discount: '10' },
      ],
      { withMech: true },
    );
    const issuedAnswer = await finalizeCalls(t).issue(team.FULL_ADMIN, draft.uuid);
    expect(issuedAnswer.statusCode, issuedAnswer.body).toBe(200);
    const invoice = issuedAnswer.json().data as Invoice;
    const response = await get(team.EMPLOYEE as unknown as Owner, `/api/invoices/${invoice.uuid}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice.invoiceId}.pdf"`);
    const text = words(await pdfText(response.rawPayload));
    expect(text).toContain(`N° ${invoice.invoiceId}`);
    expect(text).toContain('Plaquettes de frein');
    expect(text).toContain('Main-d’œuvre freins');
    for (const tax of invoice.totals.taxes) expect(text).toContain(`${tax.name} (`);
    expect(text).toContain('TPS : 123456789 RT 0001');
    expect(text).toContain('TVQ : 1234567890 TQ 0001');
    const link = await post(team.ADMINISTRATOR as unknown as Owner, `/api/invoices/${invoice.uuid}/view-link`);
    const view = await get(undefined, `/api/public/invoices/${invoice.uuid}?t=${encodeURIComponent(link.json().data.token)}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.totals).toEqual(invoice.totals);
  });

  it('a French invoice issued through the API for a business: SIREN, VAT number, RCS and the 40 € indemnity', async () => {
    const team = await usersOfEveryRole(t);
    await setShopIdentity(t, team.FULL_ADMIN.accountId, { address: LYON, legal: FRENCH_IDENTITY });
    const { draft } = await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{ name: 'Vidange', price: '120.00' }], {
      businessCustomer: true,
      address: { city: 'Lyon', region: 'ARA', country: 'FR', postcode: '69003' },
    });
    const issuedAnswer = await finalizeCalls(t).issue(team.FULL_ADMIN, draft.uuid);
    expect(issuedAnswer.statusCode, issuedAnswer.body).toBe(200);
    const invoice = issuedAnswer.json().data as Invoice;
    const text = words(await pdfText((await get(team.FULL_ADMIN as unknown as Owner, `/api/invoices/${invoice.uuid}/pdf`)).rawPayload));
    expect(text).toContain('SIREN : 552100554');
    expect(text).toContain('TVA intracom. : FR96552100554');
    expect(text).toContain('RCS Lyon 552 100 554');
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
  });
});
