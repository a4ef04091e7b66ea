import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { uniqueEmail, waitForMail } from '../mail.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * Issue 15 end to end: a customer books through the EMBED pasted on a plain HTML page of another
 * origin, on a 320 px phone, through the widget's seven steps (a VIN decoded offline, the real
 * proof of work), and gets the confirmation mail with its .ics; then the shop sees the request on
 * /events (and the badge on Planning), drags it to another time, and turns it into a work order
 * that the board shows. One shop and one booking for the file: each step builds on the one before.
 */
test.describe.configure({ mode: 'serial' });

const ZONE = 'America/Toronto';
// A valid VIN (its check digit matches): the server decodes it offline to a 2003 Honda Accord.
const VIN = '1HGCM82633A004352';
const CUSTOMER = 'Julien Bergeron';

let owner: ReadyOwner;
let slug: string;
let day: string;
let email: string;
let host: Server;
let hostUrl: string;
let services: { oil: string; rotation: string };

/** The shop's wall time of `date` as an ISO instant (Toronto, daylight saving included). */
function at(date: string, hm: string): string {
  const guess = new Date(`${date}T${hm}:00Z`);
  const offset = /GMT([+-]\d+)/.exec(guess.toLocaleString('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' }))![1]!;
  return new Date(guess.getTime() - Number(offset) * 3_600_000).toISOString();
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Next week's Tuesday in Toronto: a weekday, open 08:00–17:00, whatever today is. */
function nextTuesday(today: string): string {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, ((2 - weekday + 7) % 7) + 7);
}

/** A slot button's text, as the widget writes a time in French ("9 h 00"). */
const slotText = (iso: string) => new Intl.DateTimeFormat('fr-CA', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** A plain page of a shop's own site (another origin than the app) with the snippet pasted in it. */
function hostPage(appUrl: string, shopSlug: string): string {
  return `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Garage Bergeron — Rendez-vous</title></head>
  <body style="margin:0;font-family:sans-serif">
    <h1 style="font-size:20px;margin:12px">Prenez rendez-vous</h1>
    <div data-atelier-booking></div>
    <script src="${appUrl}/book/embed.js" data-shop="${shopSlug}" async></script>
  </body>
</html>`;
}

const isPublic = (path: string, method: string) => (r: { url: () => string; request: () => { method: () => string } }) =>
  new URL(r.url()).pathname === `/api/public/shops/${slug}/${path}` && r.request().method() === method;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Sylvie Bergeron');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  expect((await request.put('/api/account/preferences', { headers, data: { dateTime: { timezone: ZONE, timeFormat: 'HH:mm' } } })).ok()).toBe(true);
  const calls = api(request, owner.accessToken);
  const catalogue = await calls.get<{ list: { id: number; code: string | null; name: string }[] }>('/api/services?pageSize=100');
  const oil = catalogue.list.find((item) => item.code === 'SRV-001')!;
  const rotation = catalogue.list.find((item) => item.code === 'SRV-002')!;
  services = { oil: oil.name, rotation: rotation.name };

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  day = nextTuesday(today);
  slug = `garage-e2e-${Date.now().toString(36)}`;
  const weekday = { open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' };
  const saved = await request.put('/api/booking-settings', {
    headers,
    data: {
      enabled: true,
      slug,
      mode: 'REQUEST',
      slotMinutes: 30,
      minNoticeMinutes: 120,
      horizonDays: 60,
      hours: [weekday, weekday, weekday, weekday, weekday, null, null],
      // Closed until the day of the test's booking: the widget opens its calendar on it, whatever today is.
      closures: [{ from: today, to: addDays(day, -1), label: 'Vacances' }],
      bays: [{ name: 'Baie 1' }, { name: 'Baie 2' }],
      technicianUuids: [],
      services: [
        { catalogItemId: oil.id, minutes: 30, price: null, addon: false },
        { catalogItemId: rotation.id, minutes: 15, price: null, addon: true },
      ],
      mails: { confirmation: true, reminder: false, shopNotification: false },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await request.dispose();

  host = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(hostPage(process.env.E2E_BASE_URL!, slug));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/rendez-vous.html`;
  email = uniqueEmail('julien');
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
});

test.describe('le client, sur le site du garage (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

  test('réserve par le widget intégré : les sept étapes, un NIV, la preuve de travail', async ({ page }) => {
    await page.goto(hostUrl);
    const iframe = page.locator(`iframe[src^="${process.env.E2E_BASE_URL}/book/${slug}"]`);
    await expect(iframe).toBeVisible();
    const frame = page.frameLocator(`iframe[src^="${process.env.E2E_BASE_URL}/book/${slug}"]`);
    const next = frame.getByRole('button', { name: 'Continuer', exact: true });
    const progress = (n: number, name: string) => expect(frame.getByText(`Étape ${n} sur 7 · ${name}`)).toBeVisible();

    // 1. Services: the shop's online services, each with its duration and price.
    await progress(1, 'Services');
    const oil = frame.getByRole('checkbox', { name: new RegExp(services.oil) });
    await expect(frame.locator('label.choice').filter({ hasText: services.oil })).toContainText('30 min');
    await oil.check();
    await next.click();

    // 2. Identification: a new customer (name, email and mobile).
    await progress(2, 'Vos coordonnées');
    await frame.getByLabel('Nom complet').fill(CUSTOMER);
    await frame.getByLabel('Courriel', { exact: true }).fill(email);
    await frame.getByLabel('Cellulaire').fill('514 555-0188');
    await next.click();

    // 3. Date and time: the calendar opens on the first open day; 9:00 is held for 10 minutes.
    await progress(3, 'Date et heure');
    const nine = frame.getByRole('button', { name: slotText(at(day, '09:00')), exact: true });
    await expect(nine).toBeVisible();
    const held = page.waitForResponse(isPublic('holds', 'POST'));
    await nine.click();
    expect((await held).status()).toBe(201);
    await expect(nine).toHaveAttribute('aria-pressed', 'true');
    await expect(frame.getByText(/Réservé pour vous pendant \d+:\d\d/)).toBeVisible();
    await next.click();

    // 4. Vehicle: by VIN, checked as typed (decoded by the server, offline, when booked).
    await progress(4, 'Votre véhicule');
    await frame.getByLabel(/^NIV/).fill(VIN.toLowerCase());
    await expect(frame.getByText('Format du NIV valide.')).toBeVisible();
    await next.click();

    // 5. Additional service and a note: the slot is held again for the longer visit.
    await progress(5, 'Services additionnels');
    await frame.getByRole('checkbox', { name: new RegExp(services.rotation) }).check();
    await frame.getByLabel('Note pour le garage (facultatif)').fill('Bruit au freinage, côté passager');
    const reheld = page.waitForResponse(isPublic('holds', 'POST'));
    await next.click();

    // 6. Review: everything chosen, the estimate with taxes; confirmed with a real proof of work.
    await progress(6, 'Vérification');
    expect((await reheld).status()).toBe(201);
    await expect(frame.getByText(`NIV/VIN ${VIN}`)).toBeVisible();
    await expect(frame.getByText(services.oil)).toBeVisible();
    await expect(frame.getByText(services.rotation)).toBeVisible();
    await expect(frame.getByText(/9 h 00 – 9 h 45/)).toBeVisible();
    await expect(frame.getByText('Total estimé')).toBeVisible();
    await expect(frame.getByText(/TPS|TVQ/).first()).toBeVisible();
    const booked = page.waitForResponse(isPublic('bookings', 'POST'), { timeout: 45_000 });
    await frame.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    const answer = await booked;
    expect(answer.status(), await answer.text()).toBe(201);
    // The solved challenge travelled with the booking.
    expect(JSON.parse(answer.request().postData() ?? '{}').altcha).toEqual(expect.any(String));

    // 7. Confirmation: a request the shop will confirm.
    await progress(7, 'Confirmation');
    await expect(frame.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Ajouter à mon calendrier (.ics)' })).toBeVisible();

    // At 320 px neither the page nor the widget scrolls sideways, and the frame grew to its content (no inner scrollbar).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const inner = (await (await iframe.elementHandle())!.contentFrame())!;
    expect(await inner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect.poll(async () => (await iframe.boundingBox())!.height - (await inner.evaluate(() => document.documentElement.scrollHeight))).toBeGreaterThanOrEqual(-1);
  });
});

/**
 * The text/calendar part of a captured mail, decoded when sent in base64. The capture's text has
 * its soft line breaks ("=" at a line's end) removed, which also eats a base64 padding "=" and
 * joins the last line to the boundary: the base64 body is read as its run of base64 characters.
 */
function calendarPart(text: string): string {
  const part = /Content-Type:\s*text\/calendar[^\r\n]*((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*)/i.exec(text);
  if (!part) return '';
  const [, headers, rest] = part;
  if (!/base64/i.test(headers!)) return rest!.split(/\r?\n--/)[0]!;
  return Buffer.from(/^[A-Za-z0-9+/=\r\n]+/.exec(rest!)![0].replace(/\s+/g, ''), 'base64').toString('utf8');
}

const column = (page: Page, name: string) => page.getByTestId('planning-column').and(page.locator(`[data-column="${name}"]`));
const cardOf = (scope: Page | Locator) => scope.getByTestId('planning-card').filter({ hasText: CUSTOMER });

async function boxOf(locator: Locator) {
  await expect.poll(async () => await locator.boundingBox()).not.toBeNull();
  return (await locator.boundingBox())!;
}

/** Press on a card, travel in steps (past the click threshold), release. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function openDay(page: Page) {
  await page.goto(`/#/events?view=day&date=${day}`);
  await expect(page.getByTestId('planning-page')).toBeVisible();
  await expect(column(page, 'Baie 1')).toBeVisible();
}

async function signInAsShop(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

test.describe('le garage, au bureau (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('voit la demande sur Planification (pastille) et la déplace en la glissant', async ({ page }) => {
    await signInAsShop(page);
    // The Planning entry counts the online booking not opened yet.
    await expect(page.getByTestId('planning-unseen-badge')).toHaveText('1');

    await openDay(page);
    const card = cardOf(column(page, 'Baie 1'));
    await expect(card).toContainText('09:00 – 09:45');
    await expect(card).toHaveAttribute('data-status', 'REQUESTED');
    // The VIN, decoded offline, filed the customer's vehicle.
    await expect(card).toHaveAttribute('title', /2003 Honda Accord/i);

    // Dragged an hour lower (the grid draws one pixel a minute): 10:00, saved.
    const box = await boxOf(card);
    const saved = page.waitForResponse((r) => /\/api\/events\/[0-9a-f-]+$/.test(r.url()) && r.request().method() === 'PATCH');
    await drag(page, { x: box.x + box.width / 2, y: box.y + 10 }, { x: box.x + box.width / 2, y: box.y + 10 + 60 });
    expect((await saved).status()).toBe(200);
    await expect(card).toContainText('10:00 – 10:45');
    // Saved, not only drawn: the page read again shows it there.
    await page.reload();
    await expect(cardOf(column(page, 'Baie 1'))).toContainText('10:00 – 10:45');
  });

  test('en fait un bon de travail (client, véhicule, services), que le tableau montre', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsShop(page);
    await openDay(page);
    await cardOf(column(page, 'Baie 1')).click();
    const form = page.getByTestId('planning-event-form');
    await expect(form).toBeVisible();
    const made = page.waitForResponse((r) => /\/api\/events\/[0-9a-f-]+\/worksheet$/.test(r.url()) && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Créer le bon de travail' }).click();
    const answer = await made;
    expect(answer.status()).toBe(201);
    const { worksheet } = ((await answer.json()) as { data: { worksheet: { worksheetId: number } } }).data;
    const number = worksheet.worksheetId;
    await expect(form.getByTestId('planning-worksheet-link')).toHaveText(`Bon de travail BT-${number}`);
    await page.keyboard.press('Escape');
    // The appointment keeps its link to the work order (read again from the server).
    await page.reload();
    await cardOf(column(page, 'Baie 1')).click();
    await expect(page.getByTestId('planning-event-form').getByTestId('planning-worksheet-link')).toHaveText(`Bon de travail BT-${number}`);
    await page.keyboard.press('Escape');

    await page.goto('/#/');
    const onBoard = page.getByRole('button', { name: new RegExp(`^Bon de travail BT-${number},`) });
    await expect(onBoard).toBeVisible();
    await expect(onBoard).toContainText(CUSTOMER);
    expect(errors).toEqual([]);
  });
});

// Last: the mail is sent by the job runner after the booking; the shop's side never depends on it.
test.describe('le client, dans sa boîte de courriel', () => {
  test('reçoit le courriel de confirmation avec le rendez-vous en pièce jointe .ics et le lien pour le déplacer ou l’annuler', async () => {
    // The request's acknowledgement (the shop's later drag sends its own "moved" mail).
    const mail = await waitForMail(email, (m) => m.subject.startsWith('Demande de rendez-vous reçue'));
    expect(mail.text).toMatch(/filename\*?=["']?[^"'\r\n;]*\.ics/i);
    const ics = calendarPart(mail.text);
    expect(ics).toMatch(/BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR/);
    // The time booked: 9:00 in Toronto, in UTC.
    expect(ics).toContain(`DTSTART:${at(day, '09:00').replace(/[-:]/g, '').replace(/\.\d+/, '')}`);
    expect(mail.links.some((link) => link.includes(`/book/${slug}?booking=`))).toBe(true);
  });
});
