import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/**
 * Shell spec §9 "Button debounce 550 ms": a double click on a creation form's button creates one
 * record, not two (the customer, the work order, the invoice). Counted through the API.
 */

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Hélène Pelletier');
  await request.dispose();
});

async function signedIn(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

type Listed = { items: { uuid: string }[] };

test('un double clic sur « Ajouter » du client crée un seul client', async ({ page, request }) => {
  const calls = api(request, owner.accessToken);
  await signedIn(page);
  await page.goto('/#/customers');
  await page
    .getByRole('button', { name: /Ajouter/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un client' });
  await drawer.getByRole('textbox', { name: 'Nom complet' }).fill('Double Clic Client');
  await drawer.getByRole('button', { name: 'Ajouter' }).dblclick();
  await expect(page.getByText('Client Double Clic Client ajouté.').first()).toBeVisible();
  // Past the debounce: any second request would have arrived by now.
  await page.waitForTimeout(1000);
  const found = await calls.get<Listed>('/api/customers?q=Double%20Clic');
  expect(found.items).toHaveLength(1);
});

test('clic puis Entrée sur le client : toujours un seul client', async ({ page, request }) => {
  const calls = api(request, owner.accessToken);
  await signedIn(page);
  await page.goto('/#/customers');
  await page
    .getByRole('button', { name: /Ajouter/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un client' });
  const name = drawer.getByRole('textbox', { name: 'Nom complet' });
  await name.fill('Clic Entrée Client');
  // Both in one go, before the page has redrawn the button as busy.
  await name.evaluate((input) => {
    const form = input.closest('form')!;
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    form.requestSubmit();
  });
  await expect(page.getByText('Client Clic Entrée Client ajouté.').first()).toBeVisible();
  await page.waitForTimeout(1000);
  const found = await calls.get<Listed>('/api/customers?q=Clic%20Entr%C3%A9e');
  expect(found.items).toHaveLength(1);
});

test('un double clic sur « Créer le bon de travail » crée un seul bon', async ({ page, request }) => {
  const calls = api(request, owner.accessToken);
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname: 'Roger Double-Bon', mobile: '8195550177' });
  await signedIn(page);
  await page.goto('/#/worksheets');
  await page.getByRole('button', { name: 'Nouveau bon de travail' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Nouveau bon de travail' });
  await expect(modal.getByLabel('Client')).toBeFocused();
  await page.keyboard.type('Roger');
  await page.getByRole('option', { name: /Roger Double-Bon/ }).click();
  await expect(modal.getByRole('combobox', { name: 'Statut' })).toHaveValue('À faire');
  await modal.getByRole('button', { name: 'Créer le bon de travail' }).dblclick();
  await expect(page.getByRole('heading', { name: /^Bon de travail BT-\d+$/, level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  const orders = await calls.get<Listed>(`/api/worksheets?customerUuid=${customer.uuid}`);
  expect(orders.items).toHaveLength(1);
});

test('un double clic sur « Créer le brouillon » de facture crée une seule facture', async ({ page, request }) => {
  const calls = api(request, owner.accessToken);
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname: 'Lucie Double-Facture' });
  await signedIn(page);
  await page.goto('/#/invoices');
  await page
    .getByRole('button', { name: /Nouvelle facture/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Nouvelle facture' });
  await modal.getByLabel('Client').fill('Lucie');
  await page.getByRole('option', { name: /Lucie Double-Facture/ }).click();
  await modal.getByRole('button', { name: 'Créer le brouillon' }).dblclick();
  await expect(page).toHaveURL(/#\/invoices\/[0-9a-f-]{36}/);
  await page.waitForTimeout(1000);
  const invoices = await calls.get<Listed>(`/api/invoices?customerUuid=${customer.uuid}`);
  expect(invoices.items).toHaveLength(1);
});
