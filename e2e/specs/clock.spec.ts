import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

type Status = { id: number; name: string; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };
type Grouped = Record<Status['group'], Status[]>;

// One shop for the file; each test makes its own work order.
test.describe.configure({ mode: 'serial' });

let owner: ReadyOwner;
let statuses: Grouped;
let technician: { uuid: string; fullname: string; username: string; password: string };

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

interface Order {
  uuid: string;
  worksheetId: number;
}

/** A work order for the technician with two service lines (one at the hourly rate, quantity 2; one priced) and a part. */
async function workOrder(request: APIRequestContext, customerName: string): Promise<Order> {
  const calls = api(request, owner.accessToken);
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname: customerName });
  const worksheet = await calls.post<Order>('/api/worksheets', { customerUuid: customer.uuid, technicianUuid: technician.uuid, statusId: statuses.TODO[0]!.id });
  await calls.post('/api/entries', { worksheetUuid: worksheet.uuid, type: 'SERVICE', name: 'Remplacement des freins', value_measured: 2, price: null });
  await calls.post('/api/entries', { worksheetUuid: worksheet.uuid, type: 'SERVICE', name: 'Vidange d’huile', value_measured: 1, price: 50 });
  await calls.post('/api/entries', { worksheetUuid: worksheet.uuid, type: 'PRODUCT', name: 'Filtre à huile', value_measured: 1, price: 12 });
  return worksheet;
}

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/#/signin');
  await signIn(page, username, password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Chantal Pointer');
  statuses = await api(request, owner.accessToken).get<Grouped>('/api/worksheet-status');
  // Hourly rate 100 $: the priced service (50 $) sells 0,50 h.
  const rate = await request.put('/api/account/preferences', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { hourlyRates: { valuePerUnit: 100, rateType: 'STANDARD' }, dateTime: { timezone: 'America/Toronto' } },
  });
  expect(rate.ok()).toBe(true);
  technician = await invitedMember(request, owner, 'Kevin Gagnon', 'EMPLOYEE');
  await request.dispose();
});

test.describe('sur un téléphone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('un technicien pointe sur une ligne du bon de travail, voit la bande de pointage compter, puis dépointe', async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const order = await workOrder(request, 'Rosalie Bergeron');
    await request.dispose();
    const number = `BT-${order.worksheetId}`;

    // The clock of the page runs on a fake clock from here: the strip's hours can be moved forward.
    await page.clock.install();
    await signInAs(page, technician.username, technician.password);

    // Nothing runs: no strip, only the general 'Pointer' in the header.
    const general = page.getByRole('button', { name: 'Pointer sans bon de travail' });
    await expect(general).toBeVisible();
    await expect(page.getByTestId('clock-strip')).toHaveCount(0);

    await page.goto(`/#/worksheets/${order.uuid}`);
    await expect(page.getByRole('heading', { name: `Bon de travail ${number}`, level: 1 })).toBeVisible();
    // A start button on each SERVICE line, none on the part.
    await expect(page.getByTestId('line-clock-in')).toHaveCount(2);
    const start = page.getByRole('button', { name: 'Pointer sur « Remplacement des freins »' });
    await expect(start).toBeVisible();
    // Large enough for a gloved thumb.
    const box = (await start.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await start.click();

    // The strip under the header: the work order, the line and the hours to 2 decimals.
    const strip = page.getByTestId('clock-strip');
    await expect(strip).toBeVisible();
    await expect(strip.getByTestId('clock-strip-entry')).toContainText(`${number} · Remplacement des freins`);
    await expect(strip.getByTestId('clock-strip-hours')).toHaveText(/^0,0\d h$/);
    await expect(general).toHaveCount(0);
    // The line now offers to stop, and says its hours.
    const stop = page.getByRole('button', { name: 'Dépointer de « Remplacement des freins »' });
    await expect(stop).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pointer sur « Vidange d’huile »' })).toBeVisible();

    // The work order's time: the running entry, the technician's name, clocked against sold.
    const time = page.getByTestId('worksheet-time');
    await expect(time.getByTestId('time-entry')).toHaveCount(1);
    await expect(time.getByTestId('time-entry')).toContainText('Kevin Gagnon');
    await expect(time.getByTestId('time-entry')).toContainText('en cours');
    await expect(time.getByTestId('time-sold')).toHaveText('2,50 h');

    // Live: 15 minutes later the strip, the line and the card say 0,25 h.
    await page.clock.fastForward('15:00');
    await expect(strip.getByTestId('clock-strip-hours')).toHaveText(/^0,2[5-9] h$/);
    await expect(stop).toHaveText(/^0,2[5-9] h$/);
    await expect(time.getByTestId('time-clocked')).toHaveText(/^0,2[5-9] h$/);

    // On the board, the card of this work order shows the running clock.
    await page.goto('/#/');
    await expect(page.getByRole('button', { name: `Dépointer du bon de travail ${number}` })).toBeVisible();
    // A click on the strip opens its work order.
    await strip.getByTestId('clock-strip-entry').click();
    await expect(page).toHaveURL(new RegExp(`#/worksheets/${order.uuid}$`));

    // 'Dépointer' in the strip: the strip goes, the general 'Pointer' comes back, the entry is closed.
    await strip.getByRole('button', { name: /^Dépointer : / }).click();
    await expect(page.getByTestId('clock-strip')).toHaveCount(0);
    await expect(general).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pointer sur « Remplacement des freins »' })).toBeVisible();
    await expect(time.getByTestId('time-entry')).not.toContainText('en cours');
  });
  test("l'entrée en cours s'ouvre depuis la carte « Temps » du bon de travail et se dépointe avec « Enregistrer et dépointer »", async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const order = await workOrder(request, 'Olivier Gauthier');
    // Another technician (the first one's entries of the tests above would overlap), whose clock on
    // the work order started 40 minutes ago: a clock-out 'now' ends after it.
    const other = await invitedMember(request, owner, 'Émilie Roy', 'EMPLOYEE');
    const signin = await request.post('/api/auth/signin', { data: { username: other.username, password: other.password } });
    const token = ((await signin.json()) as { data: { accessToken: string } }).data.accessToken;
    await api(request, token).post('/api/timelog', { startTime: new Date(Date.now() - 40 * 60_000).toISOString(), workorderUuid: order.uuid });
    await request.dispose();

    await signInAs(page, other.username, other.password);
    await expect(page.getByTestId('clock-strip')).toContainText(`BT-${order.worksheetId}`);
    await page.goto(`/#/worksheets/${order.uuid}`);
    const time = page.getByTestId('worksheet-time');
    await time.getByTestId('time-entry').click();
    const panel = page.getByRole('dialog', { name: 'Pointage en cours' });
    await expect(panel).toBeVisible();
    // The work order is the page's: no work-order field in the panel.
    await expect(panel.getByLabel('Bon de travail')).toHaveCount(0);
    const saveAndOut = panel.getByRole('button', { name: 'Enregistrer et dépointer' });
    await expect(saveAndOut).toBeDisabled();
    await panel.getByTestId('time-entry-end-now').click();
    await saveAndOut.click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByTestId('clock-strip')).toHaveCount(0);
    await expect(time.getByTestId('time-entry')).not.toContainText('en cours');
    await expect(time.getByTestId('time-clocked')).toHaveText(/^0,(6\d|7\d) h$/);
  });
});

test('le pointage général, puis un pointage sur une carte du tableau qui le remplace, arrêté depuis la carte', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const order = await workOrder(request, 'Mathieu Côté');
  await request.dispose();
  const number = `BT-${order.worksheetId}`;
  await signInAs(page, technician.username, technician.password);

  await page.getByRole('button', { name: 'Pointer sans bon de travail' }).click();
  const strip = page.getByTestId('clock-strip');
  await expect(strip.getByTestId('clock-strip-entry')).toContainText('Pointage général');
  // A general clock opens no work order: it is not a link.
  await expect(strip.getByRole('link')).toHaveCount(0);

  // Clocking in on a card first clocks the general one out (shell §4): one running clock.
  const cardStart = page.getByRole('button', { name: `Pointer sur le bon de travail ${number}` });
  await cardStart.click();
  await expect(strip.getByTestId('clock-strip-entry')).toHaveCount(1);
  await expect(strip.getByTestId('clock-strip-entry')).toContainText(number);
  const cardStop = page.getByRole('button', { name: `Dépointer du bon de travail ${number}` });
  await expect(cardStop).toBeVisible();
  // The card's button does not open the card: still on the board.
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();

  const running = await api(page.request, await accessToken(page)).get<{ items: { workorderUuid: string | null; endTime: string | null }[] }>(
    '/api/timelog?mine=true&running=true',
  );
  expect(running.items).toEqual([expect.objectContaining({ workorderUuid: order.uuid, endTime: null })]);

  await cardStop.click();
  await expect(page.getByTestId('clock-strip')).toHaveCount(0);
  await expect(cardStart).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pointer sans bon de travail' })).toBeVisible();
});

test("un bon de travail dont l'horloge tourne ne se supprime pas ni ne se termine : le message traduit le dit", async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const order = await workOrder(request, 'Nadia Fortin');
  await request.dispose();
  await signInAs(page, owner.email, owner.password);
  await page.goto(`/#/worksheets/${order.uuid}`);
  await page.getByRole('button', { name: 'Pointer sur « Vidange d’huile »' }).click();
  await expect(page.getByTestId('clock-strip')).toBeVisible();

  const refused = page.getByText('Des entrées de temps ne sont pas encore fermées.');
  await page.getByRole('button', { name: 'Supprimer', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(refused).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  // Still there, clock still running.
  await expect(page).toHaveURL(new RegExp(`#/worksheets/${order.uuid}$`));

  // Moved to a DONE status from its header: refused with the same message, the status unchanged.
  await expect(refused).toHaveCount(0, { timeout: 8_000 });
  const status = page.getByTestId('worksheet-status-select');
  await status.selectOption({ label: statuses.DONE[0]!.name });
  await expect(refused).toBeVisible();
  await expect(status.locator('option:checked')).toHaveText(statuses.TODO[0]!.name);
  await page.reload();
  await expect(page.getByTestId('worksheet-status-select').locator('option:checked')).toHaveText(statuses.TODO[0]!.name);

  expect(plain(await page.getByTestId('clock-strip').textContent())).toContain(`BT-${order.worksheetId}`);
  await page
    .getByTestId('clock-strip')
    .getByRole('button', { name: /^Dépointer : / })
    .click();
  await expect(page.getByTestId('clock-strip')).toHaveCount(0);
});

/** The page's access token (the app keeps it in localStorage). */
async function accessToken(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('atelier.accessToken')))!;
}

test('la carte « Temps » qui se charge au moment où l’on pointe montre le pointage, pas une réponse donnée avant lui', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const order = await workOrder(request, 'Éloïse Cyr');
  await request.dispose();
  await signInAs(page, technician.username, technician.password);

  // The card's first read is answered before the clock-in is saved and arrives after it, as when
  // « Pointer » is pressed while the page is still loading.
  let saved = () => {};
  const clockedIn = new Promise<void>((resolve) => (saved = resolve));
  page.on('requestfinished', (finished) => {
    if (new URL(finished.url()).pathname.endsWith('/clockin')) saved();
  });
  let answered = () => {};
  const early = new Promise<void>((resolve) => (answered = resolve));
  await page.route(
    /\/api\/timelog\?workorderUuid=/,
    async (route) => {
      const response = await route.fetch();
      answered();
      await clockedIn;
      // The page may have given up on it by then.
      await route.fulfill({ response }).catch(() => undefined);
    },
    { times: 1 },
  );

  await page.goto(`/#/worksheets/${order.uuid}`);
  await early;
  await page.getByRole('button', { name: 'Pointer sur « Remplacement des freins »' }).click();
  const time = page.getByTestId('worksheet-time');
  await expect(time.getByTestId('time-entry')).toHaveCount(1);
  await expect(time.getByTestId('time-entry')).toContainText('en cours');
  await expect(time).not.toContainText('Aucun temps pointé');

  await page.getByRole('button', { name: 'Dépointer de « Remplacement des freins »' }).click();
  await expect(page.getByTestId('clock-strip')).toHaveCount(0);
});
