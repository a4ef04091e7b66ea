import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../accounts.js';
import { drawnContrasts } from '../contrast.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * Issue 13, productivity: /reports/technicians shows each technician's clocked and sold hours and
 * efficiency for this week of the shop by default, switches period, reads on a phone, and is
 * hidden from a technician (EMPLOYEE).
 */

type Status = { id: number; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };
let owner: ReadyOwner;
let member: Awaited<ReturnType<typeof invitedMember>>;

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers: { authorization: `Bearer ${owner.accessToken}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A shop zone where now is at least 4 h into this week (Monday 00:00) and this month (the 1st), so
 * the entries below (up to 3 h old) fall in both: the previous month is then empty. When Toronto
 * is in the first hours of a Monday or a 1st, Tokyo is 13–14 h further into the same day.
 */
function zoneWellIntoTheWeekAndMonth(): string {
  for (const zone of ['America/Toronto', 'Asia/Tokyo']) {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', day: 'numeric', hour: 'numeric', hourCycle: 'h23' }).formatToParts(new Date());
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    const early = Number(part('hour')) < 4;
    if (!(early && (part('weekday') === 'Mon' || part('day') === '1'))) return zone;
  }
  return 'Asia/Tokyo';
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Nadia Productive');
  member = await invitedMember(request, owner, 'Éric Technicien');
  await call(request, 'put', '/api/account/preferences', {
    dateTime: { timezone: zoneWellIntoTheWeekAndMonth(), dateFormat: 'YYYY-MM-DD' },
    hourlyRates: { valuePerUnit: 100, rateType: 'STANDARD' },
  });
  const statuses = await call<Record<Status['group'], Status[]>>(request, 'get', '/api/worksheet-status');
  const customer = await call<{ uuid: string }>(request, 'post', '/api/customers', { fullname: 'Luc Gagné' });
  const worksheet = await call<{ uuid: string }>(request, 'post', '/api/worksheets', {
    customerUuid: customer.uuid,
    technicianUuid: owner.user.uuid,
    statusId: statuses.IN_PROGRESS[0]!.id,
  });
  // Sold: 3 h at the hourly rate + 1 × 50 $ ÷ 100 $/h = 3.5 h; the part sells no time.
  await call(request, 'post', '/api/entries', { worksheetUuid: worksheet.uuid, name: 'Freins', type: 'SERVICE', value_measured: 3 });
  await call(request, 'post', '/api/entries', { worksheetUuid: worksheet.uuid, name: 'Diagnostic', type: 'SERVICE', value_measured: 1, price: 50 });
  await call(request, 'post', '/api/entries', { worksheetUuid: worksheet.uuid, name: 'Plaquettes', type: 'PRODUCT', value_measured: 2, price: 80 });
  // Clocked: 2 h, 1 h 30 of them on the work order.
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  await call(request, 'post', '/api/timelog', { startTime: ago(150), endTime: ago(120) });
  await call(request, 'post', '/api/timelog', { startTime: ago(120), endTime: ago(30), workorderUuid: worksheet.uuid });
  await call(request, 'put', `/api/worksheets/${worksheet.uuid}`, { customerUuid: customer.uuid, technicianUuid: owner.user.uuid, statusId: statuses.DONE[0]!.id });

  // Two more technicians, 1 h sold each: Éric clocked 1 h 06 on it (91 %), Julie 2 h (50 %).
  const julie = await call<{ uuid: string }>(request, 'post', '/api/users/invite', {
    fullname: 'Julie Roy',
    username: `julie${Date.now().toString(36)}`,
    email: `julie${Date.now()}@atelier.test`,
    permissionFlags: 'EMPLOYEE',
  });
  for (const [technicianUuid, since] of [
    [member.uuid, 126],
    [julie.uuid, 180],
  ] as const) {
    const order = await call<{ uuid: string }>(request, 'post', '/api/worksheets', {
      customerUuid: customer.uuid,
      technicianUuid,
      statusId: statuses.IN_PROGRESS[0]!.id,
    });
    await call(request, 'post', '/api/entries', { worksheetUuid: order.uuid, name: 'Alignement', type: 'SERVICE', value_measured: 1 });
    await call(request, 'post', '/api/timelog', { startTime: ago(since), endTime: ago(60), workorderUuid: order.uuid, user: technicianUuid });
    await call(request, 'put', `/api/worksheets/${order.uuid}`, { customerUuid: customer.uuid, technicianUuid, statusId: statuses.DONE[0]!.id });
  }
  await request.dispose();
});

test('productivité : la semaine de l’atelier par défaut, les heures, l’efficacité en couleur, le total; puis le mois précédent, vide', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/reports');
  await page.getByTestId('report-tabs').getByText('Productivité').click();
  await expect(page).toHaveURL(/#\/reports\/technicians$/);
  await expect(page.getByRole('heading', { name: 'Productivité', level: 1 })).toBeVisible();
  const periods = page.getByRole('radiogroup', { name: 'Période' });
  await expect(periods.getByRole('radio', { name: 'Cette semaine' })).toBeChecked();

  // By name (É sorts with E).
  await expect(page.getByTestId('productivity-row').locator('td:first-child')).toHaveText(['Éric Technicien', 'Julie Roy', 'Nadia Productive']);
  const row = page.getByTestId('productivity-row').filter({ hasText: 'Nadia Productive' });
  await expect(row.locator('[data-column="clockedHours"]')).toHaveText('2,00');
  await expect(row.locator('[data-column="workOrderHours"]')).toHaveText('1,50');
  await expect(row.locator('[data-column="soldHours"]')).toHaveText('3,50');
  // 3.5 ÷ 1.5 = 233 %: green.
  await expect(row.getByTestId('efficiency')).toHaveText('233 %');
  await expect(row.getByTestId('efficiency')).toHaveAttribute('data-tone', 'green');
  const efficiencies = page.getByTestId('productivity-row').getByTestId('efficiency');
  await expect(efficiencies).toHaveText(['91 %', '50 %', '233 %']);
  expect(await efficiencies.evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-tone')))).toEqual(['orange', 'red', 'green']);
  // Totals: 5.1 h clocked, 4.6 h on work orders, 5.5 h sold: 120 %.
  const totals = page.getByTestId('productivity-totals');
  await expect(totals).toContainText('Total');
  await expect(totals.locator('[data-column="clockedHours"]')).toHaveText('5,10');
  await expect(totals.locator('[data-column="workOrderHours"]')).toHaveText('4,60');
  await expect(totals.locator('[data-column="soldHours"]')).toHaveText('5,50');
  await expect(totals.getByTestId('efficiency')).toHaveText('120 %');

  await periods.getByText('Mois précédent').click();
  await expect(periods.getByRole('radio', { name: 'Mois précédent' })).toBeChecked();
  await expect(page).toHaveURL(/#\/reports\/technicians\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('productivity-empty')).toContainText('Aucune heure sur cette période');

  // A custom range: a reversed one is refused on the field, a good one applied to the address.
  await periods.getByText('Personnalisée').click();
  const custom = page.getByRole('form', { name: 'Période personnalisée' });
  await custom.getByLabel('Du').fill('2026-03-10');
  await custom.getByLabel('Au').fill('2026-03-01');
  await custom.getByRole('button', { name: 'Appliquer' }).click();
  await expect(custom).toContainText('La date de fin doit suivre la date de début');
  await custom.getByLabel('Au').fill('2026-03-31');
  await custom.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/#\/reports\/technicians\?from=2026-03-10&to=2026-03-31$/);
  await expect(page.getByTestId('productivity-period')).toHaveText('Du 2026-03-10 au 2026-03-31');
});

test('productivité sur un téléphone : une carte par technicien, sans défilement horizontal', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/reports/technicians');
  await expect(page.getByTestId('productivity-card')).toHaveCount(3);
  const card = page.getByTestId('productivity-card').filter({ hasText: 'Nadia Productive' });
  await expect(card.locator('[data-column="soldHours"]')).toHaveText('3,50');
  await expect(page.getByTestId('productivity-totals-card').getByTestId('efficiency')).toHaveText('120 %');
  await expect(page.getByTestId('productivity-table')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('l’efficacité se lit en thème clair et sombre (contraste d’au moins 4,5:1 pour le vert, l’orange et le rouge)', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/reports/technicians');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('atelier.preferences', JSON.stringify({ language: 'fr', theme: t })), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    const badges = page.getByTestId('productivity-table').getByTestId('efficiency');
    await expect(badges).toHaveCount(4);
    // The colours as drawn: the badge's tint over the first opaque background behind it, read back from a canvas.
    const tones = await badges.evaluateAll((found) => found.map((badge) => badge.getAttribute('data-tone')));
    const ratios = (await drawnContrasts(badges)).map((ratio, i) => `${tones[i]} ${ratio.toFixed(2)}`);
    for (const entry of ratios) expect(Number(entry.split(' ')[1]), `${theme}: ${ratios.join(', ')}`).toBeGreaterThanOrEqual(4.5);
  }
});

test('un technicien ne voit ni l’onglet Productivité ni la page', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, member.username, member.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/reports');
  await expect(page.getByRole('heading', { name: 'Rapport', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-tabs')).toHaveCount(0);
  await page.goto('/#/reports/technicians');
  await expect(page).toHaveURL(/#\/404$/);
});
