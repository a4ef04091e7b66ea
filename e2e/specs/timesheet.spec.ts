import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { timesheetAroundNow } from '../days.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * The timesheet and the time-entry panel (workshop §2/§4, issue 13), in French. The shop's time
 * zone (Vancouver) differs from the browser's (Toronto): clock times follow the shop's.
 */

let owner: ReadyOwner;
let worksheet: { uuid: string; worksheetId: number };
const ZONE = 'America/Vancouver';

const headers = () => ({ authorization: `Bearer ${owner.accessToken}` });

async function post<T>(request: APIRequestContext, path: string, data: unknown, token = owner.accessToken): Promise<T> {
  const response = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Chantal Gagnon');
  expect((await request.put('/api/account/preferences', { headers: headers(), data: { dateTime: { timezone: ZONE } } })).ok()).toBe(true);
  const customer = await post<{ uuid: string }>(request, '/api/customers', { fullname: 'Yves Bélanger' });
  const statuses = (await (await request.get('/api/worksheet-status', { headers: headers() })).json()) as { data: { TODO: { id: number }[] } };
  worksheet = await post(request, '/api/worksheets', { customerUuid: customer.uuid, statusId: statuses.data.TODO[0]!.id });
  await post(request, '/api/entries', { worksheetUuid: worksheet.uuid, type: 'SERVICE', name: "Vidange d'huile", value_measured: 1, price: 80 });
  await request.dispose();
});

async function signedIn(page: Page, user: ReadyOwner, path: string) {
  await page.goto('/#/signin');
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto(`/#${path}`);
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

test("un administrateur saisit « 1h30m » sur un service, corrige l'entrée, voit un refus garder le panneau ouvert, exporte et supprime", async ({ page }) => {
  await signedIn(page, owner, '/');
  // The main menu's entry, after the work orders.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Feuille de temps' }).click();
  await expect(page.getByRole('heading', { name: 'Feuille de temps', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucun temps enregistré')).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Nouvelle entrée de temps' });
  await expect(panel.getByTestId('time-entry-technician')).toHaveValue('Chantal Gagnon');
  await panel.getByRole('combobox', { name: 'Bon de travail' }).click();
  await panel.getByRole('combobox', { name: 'Bon de travail' }).fill('Bélanger');
  await page.getByRole('option', { name: /Yves Bélanger/ }).click();
  await panel.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: "Vidange d'huile" }).click();
  await panel.getByLabel('Pointage', { exact: true }).fill('08:00');
  await panel.getByLabel('Temps déclaré').fill('1h30m');
  // Workshop §4: a duration sets the end from the start.
  await expect(panel.getByLabel('Dépointage', { exact: true })).toHaveValue('09:30');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Temps enregistré!').last()).toBeVisible();
  await expect(panel).toHaveCount(0);

  const row = page.getByTestId('timesheet-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Chantal Gagnon');
  await expect(row).toContainText("Vidange d'huile");
  // Times on the shop's clock (Vancouver), not the browser's (Toronto).
  await expect(row).toContainText('08:00');
  await expect(row).toContainText('09:30');
  await expect(row.getByTestId('timesheet-hours')).toHaveText('1,50');
  await expect(page.getByTestId('timesheet-total')).toHaveText(/^1,50\sh$/);
  await expect(page.getByTestId('timesheet-day-total')).toHaveCount(1);
  await expect(page.getByTestId('timesheet-user-total')).toContainText('Chantal Gagnon');

  // Edit: the Edit button waits for a change; 2h moves the end.
  await row.click();
  const edit = page.getByRole('dialog', { name: /^Entrée de temps n° \d+$/ });
  await expect(edit.getByLabel('Temps déclaré')).toHaveValue('1 h 30');
  await expect(edit.getByRole('button', { name: 'Modifier' })).toBeDisabled();
  await edit.getByLabel('Temps déclaré').fill('2h');
  await expect(edit.getByLabel('Dépointage', { exact: true })).toHaveValue('10:00');
  await edit.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Entrée mise à jour!').last()).toBeVisible();
  await expect(row.getByTestId('timesheet-hours')).toHaveText('2,00');
  // The day's total follows the correction.
  await expect(page.getByTestId('timesheet-day-total')).toContainText(/2,00\sh/);
  await expect(page.getByTestId('timesheet-total')).toHaveText(/^2,00\sh$/);

  // A refused create (it overlaps the entry above) keeps the panel open with its errors.
  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  await panel.getByLabel('Pointage', { exact: true }).fill('09:00');
  await panel.getByLabel('Dépointage', { exact: true }).fill('11:00');
  await expect(panel.getByLabel('Temps déclaré')).toHaveValue('2 h');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByRole('alert')).toContainText('chevauche');
  await expect(panel).toBeVisible();
  // Unreadable duration text is kept as typed and flagged on save.
  await panel.getByLabel('Temps déclaré').fill('une heure');
  await expect(panel.getByLabel('Temps déclaré')).toHaveValue('une heure');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByText('Écrivez une durée comme 1.5h, 30m, 1h30m ou 1,5.')).toBeVisible();
  await panel.getByRole('button', { name: 'Annuler' }).click();
  await expect(panel).toHaveCount(0);

  // Payroll export, downloaded through the signed-in client.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^temps-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);

  // Delete: the confirmation names the entry's id.
  await row.getByRole('button', { name: /^Modifier l'entrée n° \d+$/ }).click();
  const id = /n° (\d+)/.exec(plain(await edit.getByRole('heading', { name: /^Entrée de temps n° \d+$/ }).textContent()))?.[1];
  expect(id).toBeTruthy();
  await edit.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: "Supprimer l'entrée de temps" });
  await expect(confirm).toContainText(`L'entrée n° ${id}`);
  await confirm.getByRole('button', { name: `Supprimer l'entrée n° ${id}` }).click();
  await expect(page.getByText('Entrée supprimée.').last()).toBeVisible();
  await expect(page.getByText('Aucun temps enregistré')).toBeVisible();
});

test.describe('au téléphone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('le pointage en cours se lit sur une carte et se termine par « Enregistrer et dépointer »', async ({ page, request }) => {
    // A clock started an hour ago by the signed-in owner.
    await post(request, '/api/timelog', { startTime: new Date(Date.now() - 3_600_000).toISOString(), workorderUuid: worksheet.uuid });
    // A period around it, not the default week (see timesheetAroundNow).
    await signedIn(page, owner, timesheetAroundNow());
    await expect(page.getByRole('heading', { name: 'Feuille de temps', level: 1 })).toBeVisible();
    const card = page.getByTestId('timesheet-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('timesheet-running')).toHaveText('En cours');
    await expect(card.getByTestId('timesheet-hours')).toHaveText(/^1,0\d$/);

    await card.click();
    const panel = page.getByRole('dialog', { name: 'Pointage en cours' });
    const clockOut = panel.getByRole('button', { name: 'Enregistrer et dépointer' });
    await expect(clockOut).toBeDisabled();
    // The work order is already set: the panel is the whole screen on a phone.
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await panel.getByTestId('time-entry-end-now').click();
    await expect(clockOut).toBeEnabled();
    await clockOut.click();
    await expect(page.getByText('Dépointage enregistré!').last()).toBeVisible();
    await expect(card.getByTestId('timesheet-running')).toHaveCount(0);
    await expect(card.getByTestId('timesheet-hours')).toHaveText(/^1,0\d$/);
    // A card opens from the keyboard too; Escape closes the panel.
    await card.focus();
    await page.keyboard.press('Enter');
    const closed = page.getByRole('dialog', { name: /^Entrée de temps n° \d+$/ });
    await expect(closed.getByRole('button', { name: 'Modifier' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(closed).toHaveCount(0);
  });
});

test("un technicien ouvre sa feuille de temps depuis le menu des paramètres ; il ne choisit pas le technicien : c'est lui", async ({ page, request }) => {
  const member = await invitedMember(request, owner, 'Kevin Roy');
  await page.goto('/#/signin');
  await signIn(page, member.username, member.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings');
  // Shell §2: the settings menu's "timelogs" link.
  await page.getByRole('navigation', { name: 'Navigation des paramètres' }).getByRole('link', { name: 'Feuilles de temps' }).click();
  await expect(page.getByRole('heading', { name: 'Feuille de temps', level: 1 })).toBeVisible();
  await expect(page.getByTestId('timesheet-technician')).toHaveCount(0);
  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Nouvelle entrée de temps' });
  await expect(panel.getByTestId('time-entry-technician')).toHaveValue('Kevin Roy');
  await expect(panel.getByTestId('time-entry-technician')).toHaveAttribute('readonly', '');
});
