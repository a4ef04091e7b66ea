import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { timesheetAroundNow } from '../days.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * Issue 13 end to end on a 390 px phone, in French: a technician clocks in on a service line and
 * clocks out from the time-entry panel, the administrator corrects that entry with "1h30m" (who
 * changed it is recorded), the timesheet totals a day; the empty state, a refused create and the
 * delete confirmation. The shop's zone is the browser's (Toronto).
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ZONE = 'America/Toronto';
const SERVICE = 'Alignement des roues';

interface Entry {
  id: number;
  startTime: string;
  endTime: string | null;
  duration: number | null;
  user: { uuid: string };
  editedBy: { uuid: string; fullname: string } | null;
}

let owner: ReadyOwner;
let technician: { uuid: string; username: string; password: string; fullname: string };
let order: { uuid: string; worksheetId: number };
/** The entry the technician clocks (test 1), corrected by the administrator (test 2). */
let clocked: Entry;

async function entries(request: APIRequestContext, query: string, token = owner.accessToken) {
  return (await api(request, token).get<{ items: Entry[] }>(`/api/timelog?${query}`)).items;
}

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/#/signin');
  await signIn(page, username, password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

/** HH:mm of an instant on the shop's wall clock. */
const wallTime = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
/** Minutes since midnight of a HH:mm field. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Sylvie Lachance');
  const prefs = await request.put('/api/account/preferences', { headers: { authorization: `Bearer ${owner.accessToken}` }, data: { dateTime: { timezone: ZONE } } });
  expect(prefs.ok()).toBe(true);
  technician = await invitedMember(request, owner, 'Olivier Pelletier-Desrochers', 'EMPLOYEE');
  const calls = api(request, owner.accessToken);
  const statuses = await calls.get<{ TODO: { id: number }[] }>('/api/worksheet-status');
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname: 'Gisèle Ouellet' });
  order = await calls.post('/api/worksheets', { customerUuid: customer.uuid, technicianUuid: technician.uuid, statusId: statuses.TODO[0]!.id });
  await calls.post('/api/entries', { worksheetUuid: order.uuid, type: 'SERVICE', name: SERVICE, value_measured: 1, price: null });
  await request.dispose();
});

test('un technicien pointe sur une ligne, voit la bande, puis dépointe depuis le panneau avec « Enregistrer et dépointer »', async ({ page }) => {
  await signInAs(page, technician.username, technician.password);
  const token = (await page.evaluate(() => localStorage.getItem('atelier.accessToken')))!;

  await page.goto(`/#/worksheets/${order.uuid}`);
  await page.getByRole('button', { name: `Pointer sur « ${SERVICE} »` }).click();
  const strip = page.getByTestId('clock-strip');
  await expect(strip.getByTestId('clock-strip-entry')).toContainText(`BT-${order.worksheetId} · ${SERVICE}`);
  await expect(strip.getByTestId('clock-strip-hours')).toHaveText(/^0,0\d h$/);

  const [running] = await entries(page.request, 'mine=true&running=true', token);
  expect(running).toEqual(expect.objectContaining({ endTime: null }));

  // The running entry in the panel, from the timesheet (a card on a phone).
  await page.goto(`/#${timesheetAroundNow()}`);
  const card = page.getByTestId('timesheet-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('timesheet-running')).toHaveText('En cours');
  // Beside a long name the badge keeps its whole word (it was cut to "EN…" at 390 px).
  const badgeLabel = card.getByTestId('timesheet-running').locator('.mantine-Badge-label');
  expect(await badgeLabel.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  await card.click();
  const panel = page.getByRole('dialog', { name: 'Pointage en cours' });
  const clockOut = panel.getByRole('button', { name: 'Enregistrer et dépointer' });
  await expect(clockOut).toBeDisabled();
  const start = await panel.getByLabel('Pointage', { exact: true }).inputValue();
  expect(start).toBe(wallTime(Date.parse(running!.startTime)));
  // A clock-out time typed by hand, two minutes after the clock in.
  const end = wallTime(Date.parse(running!.startTime) + 2 * 60_000);
  await panel.getByLabel('Dépointage', { exact: true }).fill(end);
  await expect(clockOut).toBeEnabled();
  await clockOut.click();
  await expect(page.getByText('Dépointage enregistré!').last()).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('clock-strip')).toHaveCount(0);
  await expect(card.getByTestId('timesheet-running')).toHaveCount(0);

  expect(await entries(page.request, 'mine=true&running=true', token)).toEqual([]);
  const [closed] = (await entries(page.request, 'mine=true', token)).filter((entry) => entry.id === running!.id);
  expect(closed?.endTime).not.toBeNull();
  expect(wallTime(Date.parse(closed!.endTime!))).toBe(end);
  clocked = closed!;
});

test("l'administrateur corrige l'entrée du technicien avec « 1h30m » : la fin suit, « Modifier » attend la modification, son nom est enregistré", async ({ page }) => {
  expect(clocked, 'the first test closes an entry').toBeTruthy();
  await signInAs(page, owner.email, owner.password);
  await page.goto(`/#${timesheetAroundNow()}`);
  const card = page.getByTestId('timesheet-card').filter({ hasText: technician.fullname });
  await expect(card).toHaveCount(1);
  await card.click();
  const panel = page.getByRole('dialog', { name: `Entrée de temps n° ${clocked.id}` });
  const edit = panel.getByRole('button', { name: 'Modifier' });
  await expect(edit).toBeDisabled();
  const start = await panel.getByLabel('Pointage', { exact: true }).inputValue();
  await panel.getByLabel('Temps déclaré').fill('1h30m');
  // Run late in the evening, the end falls after midnight: the field shows the next day's time and says so.
  const end = (minutesOf(start) + 90) % (24 * 60);
  await expect(panel.getByLabel('Dépointage', { exact: true })).toHaveValue(`${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`);
  if (end < minutesOf(start)) await expect(panel.getByText('Le lendemain')).toBeVisible();
  await expect(edit).toBeEnabled();
  await edit.click();
  await expect(page.getByText('Entrée mise à jour!').last()).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(card.getByTestId('timesheet-hours')).toHaveText('1,50');

  const [saved] = (await entries(page.request, `userUuid=${technician.uuid}`)).filter((entry) => entry.id === clocked.id);
  expect(saved?.duration).toBe(1.5);
  expect(saved?.user.uuid).toBe(technician.uuid);
  expect(saved?.editedBy).toEqual({ uuid: owner.user.uuid, fullname: 'Sylvie Lachance' });
});

test('la feuille de temps totalise la journée : deux entrées du technicien font leur somme, à 2 décimales', async ({ page, request }) => {
  const calls = api(request, owner.accessToken);
  // Tuesday 10 November 2026 in Toronto (EST): 1,25 h + 2,50 h for the technician; 0,75 h for the owner the next day.
  await calls.post('/api/timelog', { user: technician.uuid, startTime: '2026-11-10T08:00:00-05:00', endTime: '2026-11-10T09:15:00-05:00' });
  await calls.post('/api/timelog', { user: technician.uuid, startTime: '2026-11-10T13:00:00-05:00', endTime: '2026-11-10T15:30:00-05:00' });
  await calls.post('/api/timelog', { startTime: '2026-11-11T07:00:00-05:00', endTime: '2026-11-11T07:45:00-05:00' });

  await signInAs(page, owner.email, owner.password);
  await page.goto('/#/timelog?from=2026-11-10&to=2026-11-11');
  await expect(page.getByTestId('timesheet-card')).toHaveCount(3);
  await expect(page.getByTestId('timesheet-total')).toHaveText(/^4,50\sh$/);
  const days = page.getByTestId('timesheet-day-total');
  await expect(days).toHaveCount(2);
  await expect(days.filter({ hasText: /3,75\sh/ })).toHaveCount(1);
  await expect(days.filter({ hasText: /0,75\sh/ })).toHaveCount(1);
  // The day of the 10th reads as that day (the 10 appears, not the 11).
  await expect(days.filter({ hasText: /3,75\sh/ })).toContainText('10');
  const people = page.getByTestId('timesheet-user-total');
  await expect(people.filter({ hasText: technician.fullname })).toHaveText(/3,75\sh$/);
  await expect(people.filter({ hasText: 'Sylvie Lachance' })).toHaveText(/0,75\sh$/);
});

test("l'état vide, une création refusée qui garde le panneau ouvert avec l'erreur sur son champ, et la suppression qui nomme l'entrée", async ({ page, request }) => {
  await signInAs(page, owner.email, owner.password);
  await page.goto('/#/timelog?from=2026-10-05&to=2026-10-06');
  await expect(page.getByText('Aucun temps enregistré')).toBeVisible();
  await expect(page.getByTestId('timesheet-card')).toHaveCount(0);

  // An end before the start: refused, the panel stays with the translated error on the clock out.
  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Nouvelle entrée de temps' });
  await panel.getByLabel('Pointage', { exact: true }).fill('10:00');
  await panel.getByLabel('Dépointage', { exact: true }).fill('09:00');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  const endField = panel.getByLabel('Dépointage', { exact: true });
  await expect(endField).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText("L'heure de fin doit suivre l'heure de début.")).toBeVisible();
  await expect(panel).toBeVisible();
  // Corrected, it saves.
  await endField.fill('11:00');
  await expect(panel.getByLabel('Temps déclaré')).toHaveValue('1 h');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Temps enregistré!').last()).toBeVisible();
  await expect(panel).toHaveCount(0);

  // Delete one of the technician's entries of the 10th: the confirmation names its id.
  const [entry] = await entries(request, `userUuid=${technician.uuid}&from=2026-11-10&to=2026-11-10`);
  await page.goto('/#/timelog?from=2026-11-10&to=2026-11-10');
  await expect(page.getByTestId('timesheet-card')).toHaveCount(2);
  await page.getByRole('button', { name: `Modifier l'entrée n° ${entry!.id}` }).click();
  const edit = page.getByRole('dialog', { name: `Entrée de temps n° ${entry!.id}` });
  await edit.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: "Supprimer l'entrée de temps" });
  await expect(confirm).toContainText(`L'entrée n° ${entry!.id}`);
  await confirm.getByRole('button', { name: `Supprimer l'entrée n° ${entry!.id}` }).click();
  await expect(page.getByText('Entrée supprimée.').last()).toBeVisible();
  await expect(page.getByTestId('timesheet-card')).toHaveCount(1);
  const left = await entries(request, `userUuid=${technician.uuid}&from=2026-11-10&to=2026-11-10`);
  expect(left.map((e) => e.id)).not.toContain(entry!.id);
  expect(left).toHaveLength(1);
});
