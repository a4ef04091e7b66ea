import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { createCustomers, setPlan } from '../operator.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

type Status = { id: number; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };

// Two shops for the file: one put on Découverte (basic), one on its 30-day trial.
test.describe.configure({ mode: 'serial' });

let basic: ReadyOwner;
let trial: ReadyOwner;
let basicOrder: { uuid: string; worksheetId: number };
let member: { username: string; password: string };
let trialOrder: { uuid: string; worksheetId: number };

/** A done work order with a line: its card and page offer 'Facturer'. */
async function readyToInvoice(request: APIRequestContext, owner: ReadyOwner) {
  const calls = api(request, owner.accessToken);
  const statuses = await calls.get<Record<Status['group'], Status[]>>('/api/worksheet-status');
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname: 'Annie Bouchard' });
  const worksheet = await calls.post<{ uuid: string; worksheetId: number }>('/api/worksheets', { customerUuid: customer.uuid, statusId: statuses.DONE[0]!.id });
  await calls.post('/api/entries', { worksheetUuid: worksheet.uuid, name: 'Plaquettes de frein', type: 'PRODUCT', value_measured: 2, price: 45 });
  return worksheet;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  basic = await readyOwner(request, 'Paul Découverte');
  basicOrder = await readyToInvoice(request, basic);
  // Invited while on trial: Découverte has room for one user only.
  member = await invitedMember(request, basic, 'Émile Employé');
  await setPlan(basic.email, 'basic');
  trial = await readyOwner(request, 'Tina Essai');
  trialOrder = await readyToInvoice(request, trial);
  await request.dispose();
});

async function signedIn(page: Page, username: string, password: string) {
  await page.goto('/#/signin');
  await signIn(page, username, password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

const card = (page: Page, worksheetId: number) => page.getByTestId('board-card').filter({ has: page.getByText(`BT-${worksheetId}`, { exact: true }) });

test('on Découverte « Facturer » is an upgrade button: the prompt names Essentiel, calls nothing, and leads to the plans', async ({ page }) => {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/invoices/.test(request.url())) creates.push(request.url());
  });
  await signedIn(page, basic.email, basic.password);
  // Not on trial: no badge.
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);

  const invoice = card(page, basicOrder.worksheetId).getByTestId('card-invoice');
  await expect(invoice).toHaveAttribute('data-plan-locked', 'invoicing');
  await expect(invoice.getByTestId('upgrade-mark')).toBeVisible();
  await invoice.click();
  const prompt = page.getByRole('dialog', { name: 'Passez à Essentiel' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Votre forfait Découverte ne comprend pas : Factures et soumissions.');
  await expect(prompt).toContainText('Le forfait Essentiel l’inclut.');
  await prompt.getByRole('button', { name: 'Plus tard' }).click();
  await expect(prompt).toHaveCount(0);
  expect(creates).toEqual([]);

  // The work order's page: the same, and 'Voir les forfaits' goes to the plans.
  await page.goto(`/#/worksheets/${basicOrder.uuid}`);
  const button = page.getByTestId('worksheet-invoice');
  await expect(button).toHaveAttribute('data-plan-locked', 'invoicing');
  await button.click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Voir les forfaits' }).click();
  await expect(page).toHaveURL(/#\/settings\/plans$/);
  await expect(prompt).toHaveCount(0);
  expect(creates).toEqual([]);

  // Reading stays: the invoices list opens, its 'Nouvelle facture' is an upgrade button too.
  await page.goto('/#/invoices');
  await expect(page.getByRole('heading', { name: 'Factures', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^Nouvelle facture/ })
    .first()
    .click();
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Nouvelle facture' })).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Plus tard' }).click();

  // Workflows and scheduling: the same upgrade buttons.
  await page.goto('/#/settings/workorders');
  const addStatus = page.getByRole('button', { name: /^Ajouter un statut/ }).first();
  await expect(addStatus).toHaveAttribute('data-plan-locked', 'workflows');
  await addStatus.click();
  await expect(prompt).toContainText('Votre forfait Découverte ne comprend pas : Flux de travail personnalisés.');
  await prompt.getByRole('button', { name: 'Plus tard' }).click();
  await page.goto('/#/events');
  const newEvent = page.getByRole('button', { name: /^Nouveau rendez-vous/ });
  await expect(newEvent).toHaveAttribute('data-plan-locked', 'scheduling');
  await newEvent.click();
  await expect(prompt).toContainText('Votre forfait Découverte ne comprend pas : Planification des rendez-vous.');
  expect(creates).toEqual([]);
});

test('on Découverte an employee’s « Pointer » opens the prompt, which says to ask the account owner', async ({ page }) => {
  await signedIn(page, member.username, member.password);
  const clockIn = page.getByTestId('clock-in-general');
  await expect(clockIn).toHaveAttribute('data-plan-locked', 'timeTracking');
  await clockIn.click();
  const prompt = page.getByRole('dialog', { name: 'Passez à Essentiel' });
  await expect(prompt).toContainText('Votre forfait Découverte ne comprend pas : Pointage et feuilles de temps.');
  await expect(prompt.getByTestId('upgrade-prompt-ask')).toHaveText('Demandez au propriétaire du compte de changer de forfait.');
  await expect(prompt.getByRole('link', { name: 'Voir les forfaits' })).toHaveCount(0);
  // Nothing started: no clock strip.
  await prompt.getByRole('button', { name: 'Plus tard' }).click();
  await expect(page.getByTestId('clock-in-general')).toBeVisible();
});

test('a trial shop sees « Essai : 30 jours » in the header, a link to the plans, and no gate', async ({ page }) => {
  await signedIn(page, trial.email, trial.password);
  const badge = page.getByTestId('trial-badge');
  await expect(badge).toHaveAccessibleName('Essai : 30 jours');
  await expect(badge.getByText('Essai : 30 jours', { exact: true })).toBeVisible();
  const invoice = card(page, trialOrder.worksheetId).getByTestId('card-invoice');
  await expect(invoice).toBeVisible();
  await expect(invoice).not.toHaveAttribute('data-plan-locked');
  await expect(page.locator('[data-plan-locked]')).toHaveCount(0);
  await expect(page.getByTestId('clock-in-general')).not.toHaveAttribute('data-plan-locked');

  await page.goto('/#/settings/workorders');
  await expect(page.getByRole('button', { name: /^Ajouter un statut/ }).first()).toBeVisible();
  await expect(page.locator('[data-plan-locked]')).toHaveCount(0);

  await badge.click();
  await expect(page).toHaveURL(/#\/settings\/plans$/);
});

test('a 402 from the server opens the prompt instead of an error alert', async ({ page }) => {
  // The server's answer at the customer limit (issue 16), as is: the client alone is under test here.
  await page.route('**/api/customers', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      status: 402,
      contentType: 'application/json',
      body: JSON.stringify({
        type: 'PLAN',
        message: 'ERR_PLAN_LIMIT',
        details: [],
        correlationId: 'e2e',
        timestamp: new Date().toISOString(),
        plan: { package: 'basic', resource: 'customers', limit: 100, upgradeTo: 'clever' },
      }),
    });
  });
  await signedIn(page, basic.email, basic.password);
  await addCustomerInUi(page, 'Gabrielle Roy');
  await expectLimitPrompt(page);
});

test('at Découverte’s 100 customers the server’s refusal of the next one opens the prompt', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const headers = { authorization: `Bearer ${basic.accessToken}` };
  const usage = (await (await request.get('/api/accounts/usage', { headers })).json()) as { data: { customers: { used: number; limit: number } } };
  expect(usage.data.customers.limit).toBe(100);
  await createCustomers(request, basic.accessToken, 100 - usage.data.customers.used);
  await request.dispose();
  await signedIn(page, basic.email, basic.password);
  await addCustomerInUi(page, 'Client de trop');
  await expectLimitPrompt(page);
});

async function addCustomerInUi(page: Page, fullname: string) {
  await page.goto('/#/customers');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un client' });
  await drawer.getByRole('textbox', { name: 'Nom complet' }).fill(fullname);
  await drawer.getByRole('button', { name: 'Ajouter' }).click();
}

async function expectLimitPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Passez à Essentiel' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByTestId('upgrade-prompt-what')).toHaveText('Votre forfait Découverte compte jusqu’à 100 clients.');
  await expect(prompt).toContainText(/Le forfait Essentiel la porte à 2\s000\./);
  // No red alert in the drawer, no error toast.
  await expect(page.getByTestId('error-alert')).toHaveCount(0);
  await expect(page.getByText('Votre forfait atteint sa limite.')).toHaveCount(0);
  await prompt.getByRole('link', { name: 'Voir les forfaits' }).click();
  await expect(page).toHaveURL(/#\/settings\/plans$/);
}
