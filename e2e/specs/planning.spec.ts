import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

// One shop for the file; each step builds on the appointment the one before made: stop at the first failure.
test.describe.configure({ mode: 'serial' });

const ZONE = 'America/Toronto';
let owner: ReadyOwner;
let day: string;
let bays: { id: number; name: string }[];
let customer: { uuid: string; fullname: string };

/** The shop's wall time of `day` as an ISO instant (Toronto, daylight saving included). */
function at(date: string, hm: string): string {
  const guess = new Date(`${date}T${hm}:00Z`);
  const offset = /GMT([+-]\d+)/.exec(guess.toLocaleString('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' }))![1]!;
  return new Date(guess.getTime() - Number(offset) * 3_600_000).toISOString();
}

/** Next week's Tuesday in Toronto: a weekday, open 08:00–17:00, whatever today is. */
function nextTuesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  const toTuesday = ((2 - noon.getUTCDay() + 7) % 7) + 7;
  return new Date(noon.getTime() + toTuesday * 86_400_000).toISOString().slice(0, 10);
}

const column = (page: Page, name: string) => page.getByTestId('planning-column').and(page.locator(`[data-column="${name}"]`));
const cardOf = (scope: Page | Locator, customerName: string) => scope.getByTestId('planning-card').filter({ hasText: customerName });

async function boxOf(locator: Locator) {
  await expect.poll(async () => await locator.boundingBox()).not.toBeNull();
  return (await locator.boundingBox())!;
}

/** The grid starts at 08:00 (the earliest opening) and draws one pixel a minute. */
const GRID_START = 8 * 60;
const yOf = (box: { y: number }, hour: number, minute = 0) => box.y + (hour * 60 + minute - GRID_START);

async function openPlanning(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto(`/#/events?view=day&date=${day}`);
  await expect(page.getByTestId('planning-page')).toBeVisible({ timeout: 30_000 });
  await expect(column(page, 'Baie 1')).toBeVisible();
}

/** Press on a card, travel in steps (past the click threshold), release. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Nadia Planif');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  expect((await request.put('/api/account/preferences', { headers, data: { dateTime: { timezone: ZONE, timeFormat: 'HH:mm' } } })).ok()).toBe(true);
  const weekday = { open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' };
  const saved = await request.put('/api/booking-settings', {
    headers,
    data: {
      enabled: false,
      slug: null,
      mode: 'REQUEST',
      slotMinutes: 30,
      minNoticeMinutes: 120,
      horizonDays: 60,
      hours: [weekday, weekday, weekday, weekday, weekday, null, null],
      closures: [],
      bays: [{ name: 'Baie 1' }, { name: 'Baie 2' }],
      technicianUuids: [],
      services: [],
      mails: { confirmation: false, reminder: false, shopNotification: false },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const calls = api(request, owner.accessToken);
  bays = (await calls.get<{ bays: { id: number; name: string; active: boolean }[] }>('/api/booking-settings')).bays.filter((bay) => bay.active);
  customer = await calls.post<{ uuid: string; fullname: string }>('/api/customers', { fullname: 'Marie Roy', mobile: '5145550101' });
  const makes = await calls.get<{ id: number; name: string }[]>('/api/nhtsa/makes?q=honda');
  const honda = makes.find((make) => make.name.toLowerCase() === 'honda')!;
  await calls.post('/api/mechs', { mech: { customerUuid: customer.uuid, modelYear: 2019, make: { id: honda.id } } });
  // The appointment in the way of the conflict test: Baie 1, 13:00–14:00.
  const other = await calls.post<{ uuid: string }>('/api/customers', { fullname: 'Paul Côté' });
  day = nextTuesday();
  await calls.post('/api/events', { start: at(day, '13:00'), end: at(day, '14:00'), bayId: bays.find((b) => b.name === 'Baie 1')!.id, customerUuid: other.uuid });
  await request.dispose();
});

test.describe('au bureau (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('un glisser sur une plage libre ouvre le tiroir prérempli, et le rendez-vous s’affiche dans sa baie', async ({ page }) => {
    await openPlanning(page);
    await expect(cardOf(page, 'Paul Côté')).toBeVisible();
    const bay1 = await boxOf(column(page, 'Baie 1'));
    await page.mouse.move(bay1.x + 40, yOf(bay1, 9, 5));
    await page.mouse.down();
    await page.mouse.move(bay1.x + 40, yOf(bay1, 9, 55), { steps: 8 });
    await expect(page.getByTestId('planning-selection')).toHaveText('09:00 – 10:00');
    await page.mouse.up();

    const form = page.getByTestId('planning-event-form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Heure de début' })).toHaveValue('09:00');
    await expect(form.getByRole('combobox', { name: 'Heure de fin' })).toHaveValue('10:00');
    await expect(form.getByRole('combobox', { name: 'Baie' })).toHaveValue('Baie 1');
    await form.getByTestId('planning-customer-select').fill('Marie');
    await page.getByRole('option', { name: /Marie Roy/ }).click();
    // Her only vehicle is chosen for her.
    await expect(form.getByRole('combobox', { name: 'Véhicule' })).toHaveValue(/Honda/i);
    await form.getByRole('textbox', { name: 'Autre demande (texte libre)' }).fill('Bruit à l’avant');
    await form.getByRole('button', { name: 'Ajouter' }).click();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await created).status()).toBe(201);

    const card = cardOf(column(page, 'Baie 1'), 'Marie Roy');
    await expect(card).toContainText('09:00 – 10:00');
    await expect(card).toContainText(/Honda/i);
    await expect(card).toHaveAttribute('data-status', 'CONFIRMED');
  });

  test('glisser la carte vers une autre baie et une autre heure la déplace', async ({ page }) => {
    await openPlanning(page);
    const card = await boxOf(cardOf(column(page, 'Baie 1'), 'Marie Roy'));
    const bay2 = await boxOf(column(page, 'Baie 2'));
    const saved = page.waitForResponse((r) => /\/api\/events\/[0-9a-f-]+$/.test(r.url()) && r.request().method() === 'PATCH');
    // Pressed 10 px below its top (09:10): dropped 2 h lower, in Baie 2 (11:00).
    await drag(page, { x: card.x + card.width / 2, y: card.y + 10 }, { x: bay2.x + bay2.width / 2, y: card.y + 10 + 120 });
    expect((await saved).status()).toBe(200);
    await expect(cardOf(column(page, 'Baie 2'), 'Marie Roy')).toContainText('11:00 – 12:00');
    await expect(cardOf(column(page, 'Baie 1'), 'Marie Roy')).toHaveCount(0);
  });

  test('un déplacement sur un rendez-vous existant est refusé, nomme celui qui gêne, et la carte revient', async ({ page }) => {
    await openPlanning(page);
    const card = await boxOf(cardOf(column(page, 'Baie 2'), 'Marie Roy'));
    const bay1 = await boxOf(column(page, 'Baie 1'));
    const refused = page.waitForResponse((r) => /\/api\/events\/[0-9a-f-]+$/.test(r.url()) && r.request().method() === 'PATCH');
    // 11:00 → 13:30 in Baie 1, where Paul Côté is from 13:00 to 14:00.
    await drag(page, { x: card.x + card.width / 2, y: card.y + 10 }, { x: bay1.x + bay1.width / 2, y: card.y + 10 + 150 });
    expect((await refused).status()).toBe(409);
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: "Le rendez-vous n'a pas été déplacé" });
    await expect(toast).toContainText('Paul Côté');
    await expect(toast).toContainText('13:00 – 14:00');
    // Rolled back: still in Baie 2 at 11:00.
    await expect(cardOf(column(page, 'Baie 2'), 'Marie Roy')).toContainText('11:00 – 12:00');
  });

  test('tirer le bas de la carte l’allonge au quart d’heure', async ({ page }) => {
    await openPlanning(page);
    const card = cardOf(column(page, 'Baie 2'), 'Marie Roy');
    const handle = await boxOf(card.getByTestId('planning-resize'));
    const saved = page.waitForResponse((r) => /\/api\/events\/[0-9a-f-]+$/.test(r.url()) && r.request().method() === 'PATCH');
    await card.hover();
    await drag(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 + 32 });
    expect((await saved).status()).toBe(200);
    await expect(card).toContainText('11:00 – 12:30');
  });

  test('« Créer le bon de travail » en fait un bon au tableau, et la carte y renvoie', async ({ page }) => {
    await openPlanning(page);
    await cardOf(column(page, 'Baie 2'), 'Marie Roy').click();
    const form = page.getByTestId('planning-event-form');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Créer le bon de travail' }).click();
    const link = form.getByTestId('planning-worksheet-link');
    await expect(link).toHaveText(/^Bon de travail BT-\d+$/);
    const number = /BT-(\d+)/.exec((await link.textContent()) ?? '')![1]!;
    await expect(page.getByText(`Bon de travail BT-${number} créé`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cardOf(column(page, 'Baie 2'), 'Marie Roy')).toContainText(`BT n° BT-${number}`);

    await page.goto('/#/');
    await expect(page.getByRole('button', { name: new RegExp(`^Bon de travail BT-${number},`) })).toBeVisible();
  });
});

test.describe('sur un téléphone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('la journée se lit en liste, sans défilement horizontal', async ({ page }) => {
    await openPlanningPhone(page);
    const list = page.getByTestId('planning-phone-list');
    await expect(list.getByTestId('planning-card').filter({ hasText: 'Marie Roy' })).toContainText('11:00 – 12:30');
    await expect(list.getByTestId('planning-card').filter({ hasText: 'Paul Côté' })).toContainText('13:00 – 14:00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The drawer edits the times (no dragging on a phone).
    await list.getByTestId('planning-card').filter({ hasText: 'Paul Côté' }).click();
    await expect(page.getByTestId('planning-event-form').getByRole('combobox', { name: 'Heure de début' })).toHaveValue('13:00');
  });
});

async function openPlanningPhone(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto(`/#/events?date=${day}`);
  await expect(page.getByTestId('planning-phone-list')).toBeVisible({ timeout: 30_000 });
}
