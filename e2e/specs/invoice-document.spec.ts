import { expect, test, type Page, type PlaywrightWorkerArgs, type Request } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * Issue 14, the invoice as a document: the customer's page (/invoices/{uuid}/view?t=…) opens
 * without an account and never sends the session's token; a link that cannot be read says so in
 * French and English instead of asking to sign in. The print view (/invoices/print/{uuid}) asks a
 * signed-out reader to sign in and comes back.
 */

let owner: ReadyOwner;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Sophie Gagnon');
  await request.dispose();
});

const SOME_INVOICE = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** Every API call the page makes, and whether it carried a bearer token. */
function recordApiCalls(page: Page) {
  const calls: { path: string; auth: boolean }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, auth: 'authorization' in request.headers() });
  });
  return calls;
}

async function expectInvalidLinkMessage(page: Page) {
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Ce lien a expiré ou n’est pas valide — demandez un nouveau lien à l’atelier.')).toBeVisible();
  await expect(alert.getByText('This link has expired or is not valid — ask the shop for a new link.')).toBeVisible();
}

test('un lien client forgé, sans compte : le message en français et en anglais, sans passer par la connexion', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const calls = recordApiCalls(page);
  await page.goto(`/#/invoices/${SOME_INVOICE}/view?t=forged.token`);
  await expectInvalidLinkMessage(page);
  await expect(page).toHaveURL(new RegExp(`#/invoices/${SOME_INVOICE}/view\\?t=forged.token$`));
  expect(calls.filter((call) => call.path.startsWith('/api/public/invoices/'))).toHaveLength(1);
  expect(calls.filter((call) => call.auth)).toEqual([]);
});

test('un lien sans jeton n’interroge même pas le serveur', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto(`/#/invoices/${SOME_INVOICE}/view`);
  await expectInvalidLinkMessage(page);
  expect(calls.filter((call) => call.path.includes('/invoices/'))).toEqual([]);
});

test('un employé connecté qui ouvre un lien client n’envoie pas son jeton', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  const calls = recordApiCalls(page);
  await page.goto(`/#/invoices/${SOME_INVOICE}/view?t=another.token`);
  await expectInvalidLinkMessage(page);
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
  const invoiceCalls = calls.filter((call) => call.path.includes('/invoices/'));
  expect(invoiceCalls).toEqual([{ path: `/api/public/invoices/${SOME_INVOICE}`, auth: false }]);
});

test('l’impression d’une facture ouverte sans session mène à la connexion, puis revient à l’impression', async ({ page }) => {
  await page.goto(`/#/invoices/print/${SOME_INVOICE}`);
  await expect(page).toHaveURL(/#\/signin$/);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(new RegExp(`#/invoices/print/${SOME_INVOICE}$`));
  // Another shop's (here: nobody's) invoice is not found: the way back to the list, no shell.
  await expect(page.getByRole('link', { name: 'Cette facture est introuvable. Retour aux factures' })).toBeVisible();
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
});

/*
 * With the real API: a work order's lines become a draft, printed with its BROUILLON mark; issued,
 * the customer opens its signed link in a fresh browser (no account), in the document's language,
 * with the balance and the PDF.
 */
test.describe('une vraie facture', () => {
  test.describe.configure({ mode: 'serial' });

  type Invoice = { uuid: string; invoiceId: string | null; status: string; totals: { total: number; balance: number } };
  let draft: Invoice;
  let english: Invoice;
  const money = (value: number, locale: 'fr-CA' | 'en-CA') =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(value).replace(/[\u00a0\u202f]/g, ' ');
  const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const headers = { authorization: `Bearer ${owner.accessToken}` };
    const send = async <T>(method: 'post' | 'put' | 'patch', path: string, data?: unknown): Promise<T> => {
      const response = await request[method](path, { headers, data });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    };
    const brands = (await (await request.get('/api/brands', { headers })).json()) as { data: { items: { uuid: string }[] } };
    const address = {
      name: 'Garage Gagnon',
      street_number: '1250',
      address_line_1: 'rue Beaubien Est',
      city: 'Montréal',
      region: 'QC',
      country: 'CA',
      postcode: 'H2S1T4',
    };
    await send('put', `/api/brands/${brands.data.items[0]!.uuid}`, { address, mobile: '5145550142', email: 'atelier@garage-gagnon.test' });
    await send('put', '/api/invoicing/legal-identity', { legalName: 'Garage Gagnon inc.', gstNumber: '123456789 RT 0001', qstNumber: '1234567890 TQ 0001' });
    const customerAddress = { street_number: '4521', address_line_1: 'avenue Papineau', city: 'Montréal', region: 'QC', country: 'CA', postcode: 'H2H1V5' };
    const customer = await send<{ uuid: string }>('post', '/api/customers', { fullname: 'Julie Tremblay', mobile: '5145550199', address: customerAddress });
    const mech = await send<{ uuid: string }>('post', '/api/mechs', {
      mech: { customerUuid: customer.uuid, modelYear: 2019, metric: { license: 'K45 2RT', unit: 'km', mileage_in: 91850 } },
    });
    const statuses = (await (await request.get('/api/worksheet-status', { headers })).json()) as { data: { DONE: { id: number }[] } };
    const worksheet = await send<{ uuid: string }>('post', '/api/worksheets', { customerUuid: customer.uuid, mechUuid: mech.uuid, statusId: statuses.data.DONE[0]!.id });
    await send('post', '/api/entries', { worksheetUuid: worksheet.uuid, type: 'SERVICE', name: 'Remplacement des plaquettes avant', value_measured: 1.5, price: 95 });
    await send('post', '/api/entries', { worksheetUuid: worksheet.uuid, type: 'PRODUCT', name: 'Plaquettes de frein avant (jeu)', value_measured: 1, price: 89.99 });
    draft = await send<Invoice>('post', '/api/invoices', { worksheetUuid: worksheet.uuid });
    // A counter sale for an English-speaking customer, issued at once.
    const john = await send<{ uuid: string }>('post', '/api/customers', { fullname: 'John Miller', mobile: '5145550177', address: customerAddress });
    const sale = await send<Invoice>('post', '/api/invoices', { customerUuid: john.uuid });
    await send('post', '/api/entries', { invoiceUuid: sale.uuid, type: 'PRODUCT', name: 'Wiper blades', value_measured: 2, price: 18.75 });
    await send('patch', `/api/invoices/${sale.uuid}`, { language: 'en' });
    english = await send<Invoice>('post', `/api/invoices/${sale.uuid}/issue`, {});
    await request.dispose();
  });

  async function viewLink(playwright: PlaywrightWorkerArgs['playwright'], uuid: string) {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const response = await request.post(`/api/invoices/${uuid}/view-link`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(response.ok(), await response.text()).toBe(true);
    const { data } = (await response.json()) as { data: { url: string } };
    await request.dispose();
    return data.url;
  }

  test('le brouillon s’imprime marqué BROUILLON, sans numéro, avec les lignes et le total du serveur', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#/signin');
    await signIn(page, owner.email, owner.password);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await page.goto(`/#/invoices/print/${draft.uuid}`);
    const sheet = page.getByTestId('invoice-document');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Brouillon — ce document n’est pas une facture')).toBeVisible();
    await expect(page.getByTestId('document-number')).toHaveCount(0);
    await expect(sheet.getByText('Remplacement des plaquettes avant')).toBeVisible();
    await expect(page.getByTestId('document-identity')).toContainText('TPS/TVH : 123456789 RT 0001');
    expect(plain(await page.getByTestId('document-totals').textContent())).toContain(`Total${money(draft.totals.total, 'fr-CA')}`);
    // The PDF through the signed-in client: the draft's, named by the server.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('émise, la facture s’ouvre chez le client par son lien, sans compte, avec son solde et son PDF, sur un téléphone', async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const issued = await request.post(`/api/invoices/${draft.uuid}/issue`, { headers: { authorization: `Bearer ${owner.accessToken}` }, data: {} });
    expect(issued.ok(), await issued.text()).toBe(true);
    const invoice = ((await issued.json()) as { data: Invoice }).data;
    await request.dispose();
    const url = await viewLink(playwright, invoice.uuid);

    const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-CA' });
    const page = await customer.newPage();
    const calls = recordApiCalls(page);
    await page.goto(url);
    await expect(page.getByTestId('invoice-document')).toBeVisible();
    await expect(page.getByTestId('document-number')).toHaveText(invoice.invoiceId!);
    expect(plain(await page.getByTestId('view-balance').textContent())).toBe(`Solde à payer${money(invoice.totals.balance, 'fr-CA')}`);
    // The document reflows: nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const pdf = page.getByRole('link', { name: 'Télécharger le PDF' });
    const response = await customer.request.get(new URL((await pdf.getAttribute('href'))!, url).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(calls.filter((call) => call.auth)).toEqual([]);
    await customer.close();
  });

  test('le lien d’une facture en anglais s’affiche en anglais, quelle que soit la langue du navigateur', async ({ browser, playwright }) => {
    const url = await viewLink(playwright, english.uuid);
    const customer = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const page = await customer.newPage();
    await page.goto(url);
    const sheet = page.getByTestId('invoice-document');
    await expect(sheet.getByRole('heading', { name: 'Invoice', level: 1 })).toBeVisible();
    await expect(sheet.getByText('Bill to')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    expect(plain(await page.getByTestId('view-balance').textContent())).toBe(`Balance due${money(english.totals.balance, 'en-CA')}`);
    await customer.close();
  });
});
