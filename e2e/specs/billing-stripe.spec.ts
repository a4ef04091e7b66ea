import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { createCustomers, setPlan } from '../operator.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * The Stripe round trip (issue 16), in Stripe mode against the local stand-in of global-setup.ts:
 * a Découverte shop at its 100 customers is offered Essentiel instead of an error, pays on the
 * stand-in's payment page (the real `stripe` package called it; « Payer » sends the signed
 * webhooks), comes back with `success`, and is on Essentiel everywhere: the plans page, the
 * billing page (with the stand-in's invoice) and the customer it could not add before.
 */

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Nadia Bouchard');
  expect(await setPlan(owner.email, 'basic')).toMatch(/basic|Découverte/i);
  await createCustomers(request, owner.accessToken, 100);
  await request.dispose();
});

async function openCustomerDrawer(page: Page, fullname: string) {
  await page.goto('/#/customers');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un client' });
  await drawer.getByRole('textbox', { name: 'Nom complet' }).fill(fullname);
  await drawer.getByRole('button', { name: 'Ajouter' }).click();
  return drawer;
}

test('a Découverte shop at its customer limit upgrades to Essentiel through the payment page and adds the customer', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // On Découverte: no trial badge, and invoicing is an upgrade button (a lock) on the invoices page.
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
  await page.goto('/#/invoices');
  const newInvoice = page.getByRole('button', { name: /Nouvelle facture/ }).first();
  await expect(newInvoice.getByTestId('upgrade-mark')).toBeVisible();

  // The 101st customer: the upgrade prompt, not the error alert.
  const drawer = await openCustomerDrawer(page, 'Client 101');
  const prompt = page.getByRole('dialog', { name: /Passez à Essentiel/ });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('100 clients');
  await expect(page.getByText('Votre forfait atteint sa limite.', { exact: false })).toHaveCount(0);
  await expect(drawer.getByRole('alert')).toHaveCount(0);

  await prompt
    .getByRole('link', { name: 'Voir les forfaits' })
    .or(prompt.getByRole('button', { name: 'Voir les forfaits' }))
    .click();
  await expect(page).toHaveURL(/#\/settings\/plans/);
  await expect(page.getByRole('heading', { name: 'Nos forfaits', level: 1 })).toBeVisible();
  const basic = planCard(page, 'basic');
  const clever = planCard(page, 'clever');
  await expect(basic.getByRole('button', { name: 'Forfait actuel' })).toBeDisabled();

  // Upgrade: the stand-in's payment page (another origin), then back with success.
  // The button's name is its text; it names its plan through the card's heading (its description).
  const upgrade = clever.getByRole('button', { name: 'Passer à ce forfait' });
  await expect(upgrade).toHaveAccessibleDescription('Essentiel');
  await upgrade.click();
  await page.waitForURL((url) => url.href.startsWith(`${process.env.E2E_STRIPE_URL}/pay/`), { timeout: 15_000 });
  await page.locator('#pay').click();
  await page.waitForURL(/#\/settings\/plans/, { timeout: 15_000 });
  await expect(page.getByText('Votre forfait est à jour.')).toBeVisible();
  await expect(page).not.toHaveURL(/success=/);
  await expect(clever.getByRole('button', { name: 'Forfait actuel' })).toBeDisabled();
  await expect(basic.getByRole('button', { name: 'Passer à ce forfait' })).toBeEnabled();

  // The billing page says so, and lists the invoice Stripe made (date, number, Voir in a new tab).
  await page.goto('/#/settings/billing');
  await expect(page.getByText('Vous êtes sur le forfait Essentiel.')).toBeVisible();
  const invoices = page.getByTestId('billing-invoices-table');
  await expect(invoices.getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await expect(invoices.getByRole('columnheader', { name: 'Numéro' })).toBeVisible();
  const rows = invoices.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(/ATL-\d{4}/);
  await expect(rows.first()).toContainText(String(new Date().getFullYear()));
  const view = rows.first().getByRole('link', { name: /^Voir la facture ATL-\d{4}$/ });
  await expect(view).toHaveText('Voir');
  await expect(view).toHaveAttribute('href', new RegExp(`^${process.env.E2E_STRIPE_URL}/invoices/in_`));
  await expect(view).toHaveAttribute('target', '_blank');

  // Invoicing is open now (the session's plan followed): no lock on « Nouvelle facture ».
  await page.getByRole('navigation', { name: 'Navigation des paramètres' }).getByRole('link', { name: 'Factures' }).click();
  await expect(page).toHaveURL(/#\/invoices$/);
  await expect(newInvoice).toBeVisible();
  await expect(newInvoice.getByTestId('upgrade-mark')).toHaveCount(0);

  // The customer it could not add now goes in.
  await openCustomerDrawer(page, 'Client 101');
  await expect(page.getByText('Client Client 101 ajouté.')).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('the plans page fits a phone: three cards stacked, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings/plans');
  await expect(page.getByRole('heading', { name: 'Nos forfaits', level: 1 })).toBeVisible();
  for (const name of ['basic', 'clever', 'genius'] as const) await expect(planCard(page, name)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** A plan card of /settings/plans, by its package name. */
function planCard(page: Page, name: 'basic' | 'clever' | 'genius') {
  return page.getByTestId(`plan-card-${name}`);
}
