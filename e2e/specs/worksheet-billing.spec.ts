import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

type Status = { id: number; name: string; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };

// One shop for the file: a done work order with a line (to invoice), a done one without (nothing to invoice), one to do.
test.describe.configure({ mode: 'serial' });

let owner: ReadyOwner;
const orders: Record<'ready' | 'empty' | 'todo', { uuid: string; worksheetId: number }> = {} as never;

async function workOrder(request: APIRequestContext, fullname: string, statusId: number, line: boolean) {
  const calls = api(request, owner.accessToken);
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname });
  const worksheet = await calls.post<{ uuid: string; worksheetId: number }>('/api/worksheets', { customerUuid: customer.uuid, statusId });
  if (line) await calls.post('/api/entries', { worksheetUuid: worksheet.uuid, name: 'Plaquettes de frein', type: 'PRODUCT', value_measured: 2, price: 45 });
  return worksheet;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Gilles Paquette');
  const statuses = await api(request, owner.accessToken).get<Record<Status['group'], Status[]>>('/api/worksheet-status');
  orders.ready = await workOrder(request, 'Annie Bouchard', statuses.DONE[0]!.id, true);
  orders.empty = await workOrder(request, 'Bruno Caron', statuses.DONE[0]!.id, false);
  orders.todo = await workOrder(request, 'Chantal Dion', statuses.TODO[0]!.id, true);
  await request.dispose();
});

async function signedIn(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

const card = (page: Page, worksheetId: number) => page.getByTestId('board-card').filter({ has: page.getByText(`BT-${worksheetId}`, { exact: true }) });

test('un bon terminé et pas encore facturé dit « Prêt à facturer » sur le tableau, dans la liste et sur sa page, avec « Facturer »', async ({ page }) => {
  await signedIn(page);
  const ready = card(page, orders.ready.worksheetId);
  await expect(ready.getByTestId('card-billing')).toHaveText('Prêt à facturer');
  await expect(ready.getByRole('button', { name: `Facturer le bon de travail BT-${orders.ready.worksheetId}` })).toBeVisible();
  // A work order still to do has neither.
  const todo = card(page, orders.todo.worksheetId);
  await expect(todo).toBeVisible();
  await expect(todo.getByTestId('card-billing')).toHaveCount(0);
  await expect(todo.getByRole('button', { name: /^Facturer/ })).toHaveCount(0);

  await page.goto('/#/worksheets');
  const row = page.getByTestId('worksheet-row').filter({ hasText: 'Annie Bouchard' });
  await expect(row.getByTestId('worksheet-billing').first()).toHaveText('Prêt à facturer');
  await expect(page.getByTestId('worksheet-row').filter({ hasText: 'Chantal Dion' }).getByTestId('worksheet-billing')).toHaveCount(0);

  await page.goto(`/#/worksheets/${orders.ready.uuid}`);
  await expect(page.getByRole('heading', { name: `Bon de travail BT-${orders.ready.worksheetId}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('worksheet-billing')).toHaveText('Prêt à facturer');
  await expect(page.getByRole('button', { name: 'Facturer' })).toBeVisible();
});

test('« Facturer » sur la carte ouvre le brouillon; le bon dit alors « Brouillon de facture », et sa fiche client liste la facture', async ({ page }) => {
  await signedIn(page);
  await card(page, orders.ready.worksheetId)
    .getByRole('button', { name: `Facturer le bon de travail BT-${orders.ready.worksheetId}` })
    .click();
  await expect(page).toHaveURL(/#\/invoices\/[0-9a-f-]{36}$/);
  const invoiceUuid = page.url().split('/').at(-1)!;

  await page.goto('/#/');
  const invoiced = card(page, orders.ready.worksheetId);
  await expect(invoiced.getByTestId('card-billing')).toHaveText('Brouillon de facture');
  await expect(invoiced.getByRole('button', { name: /^Facturer/ })).toHaveCount(0);

  await page.goto(`/#/worksheets/${orders.ready.uuid}`);
  await expect(page.getByRole('heading', { name: `Bon de travail BT-${orders.ready.worksheetId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Brouillon de facture' })).toHaveAttribute('href', `#/invoices/${invoiceUuid}`);
  await expect(page.getByRole('button', { name: /^Facturer/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Annie Bouchard' }).click();
  const invoices = page.getByTestId('customer-history-invoices');
  await expect(invoices.getByTestId('customer-invoice')).toHaveCount(1);
  await expect(invoices.getByRole('link', { name: 'Brouillon de facture' })).toBeVisible();
  await expect(invoices.getByTestId('invoice-status-badge')).toHaveText('Brouillon');
  // A draft is owed nothing yet: the balance due counts issued invoices only.
  await expect(invoices.getByTestId('customer-balance')).toContainText('0,00');
});

test('« Facturer » sur un bon terminé sans ligne dit qu’il n’y a rien à facturer et reste sur le bon', async ({ page }) => {
  await signedIn(page);
  await page.goto(`/#/worksheets/${orders.empty.uuid}`);
  await expect(page.getByRole('heading', { name: `Bon de travail BT-${orders.empty.worksheetId}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Facturer' }).click();
  await expect(page.getByText("Il n'y a rien à facturer.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/worksheets/${orders.empty.uuid}$`));
});
