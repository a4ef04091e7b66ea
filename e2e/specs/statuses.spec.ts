import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Sylvie Gagnon');
  await request.dispose();
});

async function openSettingsCard(page: Page, card: 'workorders' | 'tasks', heading: string) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings');
  await page.getByTestId(`settings-card-${card}`).click();
  await expect(page).toHaveURL(new RegExp(`#/settings/${card}$`));
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** The names of a group's rows as shown, in order. */
const rowNames = (group: Locator) =>
  group
    .getByTestId('status-row')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()));

/** The names of a group as the API answers them (what the board will show). */
async function apiNames(page: Page, path: string, group: string): Promise<string[]> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${owner.accessToken}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, { name: string }[]> };
  return data[group]!.map((status) => status.name);
}

test('a work-order status is added, renamed, moved with the mouse and the keyboard, then deleted', async ({ page }) => {
  await openSettingsCard(page, 'workorders', 'Bons de travail');
  const todo = page.getByTestId('status-group-TODO');
  await expect(todo.getByRole('heading', { name: 'À faire' })).toBeVisible();
  await expect(page.getByTestId('status-group-DONE').getByRole('heading', { name: 'Terminé' })).toBeVisible();
  expect(await rowNames(todo)).toEqual(['À faire', 'En attente de pièces']);

  // The group's description is in its tooltip.
  await todo.getByRole('button', { name: 'À propos du groupe « À faire »' }).hover();
  await expect(page.getByRole('tooltip')).toContainText("en attente d'un rendez-vous, de pièces ou d'une approbation");

  // Add: a new row in edit mode; Cancel removes it.
  await todo.getByRole('button', { name: 'Ajouter un statut à « À faire »' }).click();
  await expect(todo.getByRole('textbox', { name: 'Nom du nouveau statut' })).toBeFocused();
  await todo.getByRole('button', { name: 'Annuler' }).click();
  await expect(todo.getByRole('textbox')).toHaveCount(0);
  expect(await rowNames(todo)).toEqual(['À faire', 'En attente de pièces']);

  await todo.getByRole('button', { name: 'Ajouter un statut à « À faire »' }).click();
  const input = todo.getByRole('textbox', { name: 'Nom du nouveau statut' });
  await expect(todo.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await input.fill('Diagnostic');
  await todo.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées.').first()).toBeVisible();
  await expect(todo.getByRole('textbox')).toHaveCount(0);
  await expect.poll(() => rowNames(todo)).toEqual(['À faire', 'En attente de pièces', 'Diagnostic']);
  expect(await apiNames(page, '/api/worksheet-status', 'TODO')).toEqual(['À faire', 'En attente de pièces', 'Diagnostic']);

  // Edit keeps a copy: Escape (cancel) restores it; Enter saves the new name.
  await todo.getByRole('button', { name: 'Modifier « Diagnostic »' }).click();
  const rename = todo.getByRole('textbox', { name: 'Nouveau nom de « Diagnostic »' });
  await rename.fill('Autre chose');
  await rename.press('Escape');
  await expect.poll(() => rowNames(todo)).toEqual(['À faire', 'En attente de pièces', 'Diagnostic']);
  await todo.getByRole('button', { name: 'Modifier « Diagnostic »' }).click();
  await rename.fill('Diagnostic complet');
  await rename.press('Enter');
  await expect.poll(() => rowNames(todo)).toEqual(['À faire', 'En attente de pièces', 'Diagnostic complet']);
  expect(await apiNames(page, '/api/worksheet-status', 'TODO')).toEqual(['À faire', 'En attente de pièces', 'Diagnostic complet']);

  // Dragged with the mouse by its grip onto the first row.
  const grip = todo.getByRole('button', { name: 'Déplacer « Diagnostic complet »' });
  const target = todo.getByTestId('status-row').first();
  const from = (await grip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => rowNames(todo)).toEqual(['Diagnostic complet', 'À faire', 'En attente de pièces']);
  await expect.poll(() => apiNames(page, '/api/worksheet-status', 'TODO')).toEqual(['Diagnostic complet', 'À faire', 'En attente de pièces']);

  // With the keyboard: Space picks it up, ArrowDown twice, Space drops it.
  // Each step is announced to screen readers in French.
  const announcer = page.getByRole('status').filter({ hasText: /Diagnostic complet/ });
  await todo.getByRole('button', { name: 'Déplacer « Diagnostic complet »' }).focus();
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(/position 1 sur 3/);
  await page.keyboard.press('ArrowDown');
  await expect(announcer).toHaveText('« Diagnostic complet » déplacé à la position 2 sur 3.');
  await page.keyboard.press('ArrowDown');
  await expect(announcer).toHaveText('« Diagnostic complet » déplacé à la position 3 sur 3.');
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText('« Diagnostic complet » déposé à la position 3 sur 3.');
  await expect.poll(() => rowNames(todo)).toEqual(['À faire', 'En attente de pièces', 'Diagnostic complet']);
  await expect.poll(() => apiNames(page, '/api/worksheet-status', 'TODO')).toEqual(['À faire', 'En attente de pièces', 'Diagnostic complet']);

  // The order survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bons de travail', level: 1 })).toBeVisible();
  await expect.poll(() => rowNames(todo)).toEqual(['À faire', 'En attente de pièces', 'Diagnostic complet']);

  // Delete asks first.
  await todo.getByRole('button', { name: 'Supprimer « Diagnostic complet »' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer ce statut?' });
  await expect(dialog).toContainText('Le statut « Diagnostic complet » sera supprimé.');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => rowNames(todo)).toEqual(['À faire', 'En attente de pièces']);
  expect(await apiNames(page, '/api/worksheet-status', 'TODO')).toEqual(['À faire', 'En attente de pièces']);
});

test('the last status of a group cannot be deleted: the refusal is said in French', async ({ page }) => {
  await openSettingsCard(page, 'tasks', 'Services');
  const done = page.getByTestId('status-group-DONE');
  await expect(done.getByRole('heading', { name: 'Terminé' })).toBeVisible();
  expect(await rowNames(done)).toEqual(['Fait']);
  await done.getByRole('button', { name: 'Supprimer « Fait »' }).click();
  await page.getByRole('dialog', { name: 'Supprimer ce statut?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(done.getByTestId('status-error')).toContainText('Chaque groupe garde au moins un statut');
  expect(await rowNames(done)).toEqual(['Fait']);
});

test('the work-order start number is saved in the account preferences', async ({ page }) => {
  await openSettingsCard(page, 'workorders', 'Bons de travail');
  const card = page.getByTestId('numbering-card');
  await expect(card).toContainText('Le numéro de départ est le point de départ des nouveaux bons de travail');
  await expect(card).toContainText('2024001');
  const field = card.getByRole('textbox', { name: 'Numéro de départ' });
  await expect(field).toHaveValue('1');
  await expect(card.getByTestId('next-worksheet-number')).toHaveText('Prochain bon de travail : BT-1.');
  const save = card.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  await field.fill('2024001');
  await save.click();
  await expect(page.getByText('Modifications enregistrées.').first()).toBeVisible();
  await expect(save).toBeDisabled();

  const response = await page.request.get('/api/accounts', { headers: { authorization: `Bearer ${owner.accessToken}` } });
  expect(((await response.json()) as { data: { preferences: { worksheetStartNumber: number } } }).data.preferences.worksheetStartNumber).toBe(2024001);
  await page.reload();
  await expect(card.getByRole('textbox', { name: 'Numéro de départ' })).toHaveValue('2024001');
  await expect(card.getByTestId('next-worksheet-number')).toHaveText('Prochain bon de travail : BT-2024001.');

  // Once BT-2024001 exists, a lower start number is said to change nothing yet (numbers are never reused).
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const customer = await page.request.post('/api/customers', { headers, data: { fullname: 'Rémi Gagnon' } });
  const statuses = (await (await page.request.get('/api/worksheet-status', { headers })).json()) as { data: { TODO: { id: number }[] } };
  const created = await page.request.post('/api/worksheets', {
    headers,
    data: { customerUuid: ((await customer.json()) as { data: { uuid: string } }).data.uuid, statusId: statuses.data.TODO[0]!.id },
  });
  expect(((await created.json()) as { data: { worksheetId: number } }).data.worksheetId).toBe(2024001);
  await page.reload();
  await expect(card.getByTestId('next-worksheet-number')).toHaveText('Prochain bon de travail : BT-2024002.');
  await card.getByRole('textbox', { name: 'Numéro de départ' }).fill('1');
  await expect(card.getByTestId('next-worksheet-number')).toHaveText('Les numéros jusqu’à BT-2024001 sont déjà pris : le prochain bon de travail sera BT-2024002.');
});

test('the forgotten-clock limit of the time clock is saved in the account preferences, Save enabled only when changed', async ({ page }) => {
  await openSettingsCard(page, 'workorders', 'Bons de travail');
  const card = page.getByTestId('time-clock-card');
  await expect(card.getByRole('heading', { name: 'Pointage' })).toBeVisible();
  await expect(card).toContainText('dans la feuille de temps');
  await expect(card.getByRole('textbox', { name: 'Fermer automatiquement un pointage oublié après (heures)' })).toHaveAccessibleDescription(/à vérifier/);
  const field = card.getByRole('textbox', { name: 'Fermer automatiquement un pointage oublié après (heures)' });
  await expect(field).toHaveValue('12');
  const save = card.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  await field.fill('30');
  await expect(card).toContainText("Entrez un nombre entier d'heures de 1 à 24.");
  await expect(save).toBeDisabled();
  await field.fill('12');
  await expect(save).toBeDisabled();
  await field.fill('9');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Modifications enregistrées.').first()).toBeVisible();
  await expect(save).toBeDisabled();

  const response = await page.request.get('/api/accounts', { headers: { authorization: `Bearer ${owner.accessToken}` } });
  expect(((await response.json()) as { data: { preferences: { timelogAutoCloseHours: number } } }).data.preferences.timelogAutoCloseHours).toBe(9);
  await page.reload();
  await expect(card.getByRole('textbox', { name: 'Fermer automatiquement un pointage oublié après (heures)' })).toHaveValue('9');
});

test('a work-order status renamed in the settings shows on the board reached through the menu, without a reload', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const shop = await readyOwner(request, 'Julien Roy');
  await request.dispose();
  await page.goto('/#/signin');
  await signIn(page, shop.email, shop.password);
  const board = page.getByTestId('board');
  const column = (name: string) => board.getByTestId('board-column').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(column('En attente de pièces')).toBeVisible();

  // Through the menus only: the board's statuses stay in the page's cache.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Paramètres' }).click();
  await page.getByTestId('settings-card-workorders').click();
  const todo = page.getByTestId('status-group-TODO');
  await todo.getByRole('button', { name: 'Modifier « En attente de pièces »' }).click();
  const rename = todo.getByRole('textbox', { name: 'Nouveau nom de « En attente de pièces »' });
  await rename.fill('Pièces commandées');
  await rename.press('Enter');
  await expect.poll(() => rowNames(todo)).toEqual(['À faire', 'Pièces commandées']);

  // From now on the server is slow to list the statuses: the board must already know the new name.
  await page.route('**/api/worksheet-status', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('link', { name: "Retour à l'application" }).click();
  await expect(column('Pièces commandées')).toBeVisible({ timeout: 5_000 });
  await expect(column('En attente de pièces')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
