import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * Issue 14 in the browser, in French: a finished work order is invoiced, issued (its number shows,
 * its PDF downloads and holds it), paid in two parts (Payée, nothing due); a credit note cancels
 * another invoice (Annulée, its AV- number); the customer's signed link opens without signing in.
 */
type Status = { id: number; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };
type Invoice = { uuid: string; invoiceId: string | null; number: number | null; status: string; totals: { total: number; balance: number } };

let owner: ReadyOwner;

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers: { authorization: `Bearer ${owner.accessToken}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A DONE work order for a new customer with a service (89,95 $) and four tyres (4 × 100 $): 489,95 $ + TPS + TVQ = 563,32 $. */
async function doneWorkOrder(request: APIRequestContext, fullname: string) {
  const statuses = await call<Record<Status['group'], Status[]>>(request, 'get', '/api/worksheet-status');
  const customer = await call<{ uuid: string }>(request, 'post', '/api/customers', { fullname, email: 'client@exemple.test' });
  const worksheet = await call<{ uuid: string; worksheetId: number }>(request, 'post', '/api/worksheets', {
    customerUuid: customer.uuid,
    statusId: statuses.DONE[0]!.id,
  });
  await call(request, 'post', '/api/entries', { worksheetUuid: worksheet.uuid, name: 'Changement d’huile', type: 'SERVICE', value_measured: 1, price: 89.95 });
  await call(request, 'post', '/api/entries', { worksheetUuid: worksheet.uuid, name: 'Pneus d’hiver', type: 'PRODUCT', value_measured: 4, price: 100 });
  return worksheet;
}

/** An issued invoice of a finished work order, made through the API. */
async function issuedInvoice(request: APIRequestContext, fullname: string) {
  const worksheet = await doneWorkOrder(request, fullname);
  const draft = await call<Invoice>(request, 'post', '/api/invoices', { worksheetUuid: worksheet.uuid });
  return call<Invoice>(request, 'post', `/api/invoices/${draft.uuid}/issue`, {});
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Isabelle Gauthier');
  // A Québec shop: from 100 $ an invoice must print the GST and QST registrations.
  await call(request, 'put', '/api/invoicing/legal-identity', { legalName: 'Garage Gauthier inc.', gstNumber: '123456789 RT 0001', qstNumber: '1234567890 TQ 0001' });
  await request.dispose();
});

async function openSignedIn(page: Page, path: string) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto(`/#${path}`);
}

const money = (text: string) => new RegExp(text.replace(/\s/g, '\\s?').replace(/\$/g, '\\$'));

/** "Enregistrer un paiement": `amount` typed over the balance the form starts from (null: keep it), the method picked. */
async function payment(page: Page, amount: string | null, method: string) {
  await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  const field = dialog.getByRole('textbox', { name: 'Montant' });
  if (amount !== null) await field.fill(amount);
  await dialog.getByRole('combobox', { name: 'Mode de paiement' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function invoiceFlow(page: Page, request: APIRequestContext) {
  const worksheet = await doneWorkOrder(request, 'Robert Côté');
  await openSignedIn(page, `/worksheets/${worksheet.uuid}`);

  await page.getByRole('button', { name: 'Facturer' }).click();
  await expect(page).toHaveURL(/#\/invoices\/[0-9a-f-]{36}$/);
  const uuid = /invoices\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Brouillon de facture', level: 1 })).toBeVisible();
  await expect(page.getByText(money('563,32 $')).first()).toBeVisible();

  await page.getByRole('button', { name: 'Émettre la facture' }).click();
  await page.getByRole('dialog', { name: 'Émettre la facture' }).getByRole('button', { name: 'Émettre', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Facture \d+$/, level: 1 })).toBeVisible();
  const issued = await call<Invoice>(request, 'get', `/api/invoices/${uuid}`);
  expect(issued.status).toBe('SENT');
  await expect(page.getByRole('heading', { name: `Facture ${issued.invoiceId}`, level: 1 })).toBeVisible();

  // The PDF downloads, is a PDF, and holds the number and the shop's registrations.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;
  expect(text).toContain(issued.invoiceId);
  expect(text).toContain('123456789 RT 0001');

  // Paid in two parts: 300 $ by debit, then the rest (263,32 $, the balance the form starts from) in cash.
  await payment(page, '300', 'Débit');
  await expect(page.getByText(money('263,32 $')).first()).toBeVisible();
  await payment(page, null, 'Comptant');
  await expect(page.getByTestId('invoice-status-badge').first()).toHaveText('Payée');
  const paid = await call<Invoice>(request, 'get', `/api/invoices/${uuid}`);
  expect(paid).toMatchObject({ status: 'PAID', totals: { balance: 0 } });
}

test.describe('desktop', () => {
  test('un bon terminé → Facturer → brouillon → Émettre : le numéro, le PDF, un paiement en deux fois → Payée, solde 0', async ({ page, request }) => {
    await invoiceFlow(page, request);
  });

  test('un avoir annule une autre facture : « Annulée », le numéro AV- affiché', async ({ page, request }) => {
    const invoice = await issuedInvoice(request, 'Lise Bouchard');
    await openSignedIn(page, `/invoices/${invoice.uuid}`);
    await expect(page.getByRole('heading', { name: `Facture ${invoice.invoiceId}`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Créer un avoir' }).click();
    const dialog = page.getByRole('dialog', { name: `Avoir sur la facture ${invoice.invoiceId}` });
    await dialog.getByRole('textbox', { name: 'Motif' }).fill('Facturée au mauvais client');
    await dialog.getByRole('button', { name: "Émettre l'avoir" }).click();
    await expect(dialog).toBeHidden();
    const after = await call<Invoice & { creditNotes: { invoiceId: string }[] }>(request, 'get', `/api/invoices/${invoice.uuid}`);
    expect(after.status).toBe('CANCELED');
    expect(after.creditNotes[0]!.invoiceId).toMatch(/^AV-\d+$/);
    // The invoice's page says so, and names its credit note by number.
    await page.goto(`/#/invoices/${invoice.uuid}`);
    await expect(page.getByRole('heading', { name: `Facture ${invoice.invoiceId}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('invoice-status-badge').first()).toHaveText('Annulée');
    await expect(page.getByText(after.creditNotes[0]!.invoiceId).first()).toBeVisible();
  });

  test('le lien client s’ouvre dans un navigateur neuf sans connexion : le document, pas de /signin', async ({ browser, request }) => {
    const invoice = await issuedInvoice(request, 'Gilles Pelletier');
    const link = await call<{ url: string }>(request, 'post', `/api/invoices/${invoice.uuid}/view-link`, {});
    const context = await browser.newContext();
    const page = await context.newPage();
    // The signed link as the customer gets it (the server's PUBLIC_URL is the test server).
    await page.goto(link.url);
    await expect(page.getByText('Gilles Pelletier').first()).toBeVisible();
    await expect(page.getByText(invoice.invoiceId!).first()).toBeVisible();
    await expect(page).not.toHaveURL(/signin/);
    await context.close();
  });
});

test.describe('téléphone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('le même parcours sur un téléphone : Facturer, Émettre, PDF, deux paiements → Payée', async ({ page, request }) => {
    await invoiceFlow(page, request);
  });
});
