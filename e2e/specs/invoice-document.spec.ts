import { expect, test, type Page, type Request } from '@playwright/test';
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
