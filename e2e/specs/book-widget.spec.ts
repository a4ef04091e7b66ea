import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { drawnContrasts } from '../contrast.js';
import { uniqueEmail, waitForMail } from '../mail.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * The public booking widget /book/{slug} (issue 15) against the real server: the seven steps with
 * a VIN in French, the manage page of the booking (cancel), English from the browser with the
 * FR/EN switch, the embed script on another site's page (iframe, resized), an unknown address.
 * BOOK_SHOTS=1 saves each step at 320, 390 and 1280 px into .tmp/shots.
 */

const SHOTS = process.env.BOOK_SHOTS === '1' ? fileURLToPath(new URL('../../.tmp/shots/', import.meta.url)) : null;
const VIN = '1HGCM82633A004352';

let owner: ReadyOwner;
let slug: string;

async function createService(request: APIRequestContext, name: string, price: number | null): Promise<number> {
  const response = await request.post('/api/services', { headers: { authorization: `Bearer ${owner.accessToken}` }, data: { name, price, description: null } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test.beforeAll(async ({ request }) => {
  owner = await readyOwner(request, 'Luc Gagnon');
  const oil = await createService(request, 'Vidange huile synthétique', 89.95);
  const tires = await createService(request, 'Pose de pneus', 70);
  const diagnosis = await createService(request, 'Diagnostic', null);
  const wash = await createService(request, 'Lavage', 15);
  slug = `garage-gagnon-${Date.now().toString(36)}`;
  // Open every day 07:00–20:00 (a break at noon), one hour's notice, but closed today (the shop's
  // zone is UTC): the first free time is tomorrow's 07:00, never one whose hour's notice runs out
  // while the test books it, moves it or holds it again.
  const day = { open: '07:00', close: '20:00', breakStart: '12:00', breakEnd: '13:00' };
  const today = new Date().toISOString().slice(0, 10);
  const settings = await request.put('/api/booking-settings', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {
      enabled: true,
      slug,
      mode: 'CONFIRMED',
      slotMinutes: 30,
      minNoticeMinutes: 60,
      horizonDays: 30,
      hours: Array.from({ length: 7 }, () => day),
      closures: [{ from: today, to: today, label: 'Inventaire' }],
      bays: [{ name: 'Baie 1' }, { name: 'Baie 2' }],
      technicianUuids: [],
      services: [
        { catalogItemId: oil, minutes: 45, price: null, addon: false },
        { catalogItemId: tires, minutes: 60, price: 80, addon: false },
        { catalogItemId: diagnosis, minutes: 60, price: null, addon: false },
        { catalogItemId: wash, minutes: 15, price: null, addon: true },
      ],
      mails: { confirmation: true, reminder: true, shopNotification: true },
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
});

/** Saves the page at the three widths (BOOK_SHOTS=1), then puts the width back. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  for (const w of [320, 390, 1280]) {
    await page.setViewportSize({ width: w, height: 800 });
    await page.screenshot({ path: `${SHOTS}book-${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height: 800 });
}

/** The date step: the first free time of the day shown, else of the next day with one. */
async function chooseFirstSlot(widget: Page | FrameLocator) {
  const slot = widget.locator('.slot').first();
  const next = widget.getByRole('button', { name: /Prochaine disponibilité|Next availability/ });
  await expect(slot.or(next)).toBeVisible();
  if (!(await slot.isVisible())) await next.click();
  await slot.click();
}

test.describe('the booking widget', () => {
  test('a customer books in seven steps with a VIN, then moves and cancels it from the manage page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/book/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Étape 1 sur 7 · Services')).toBeVisible();

    // 1 Services: the add-on is not offered here; Continue needs a choice.
    await expect(page.getByLabel(/Lavage/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choisissez au moins un service.');
    await page.getByLabel(/Vidange huile synthétique/).check();
    await page.getByLabel(/Diagnostic/).check();
    await expect(page.getByText('Sur estimation').first()).toBeVisible();
    await shots(page, '1-services');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // 2 Identification: focus on the step's heading; a name and a way to reach the customer.
    await expect(page.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeFocused();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Indiquez votre nom.')).toBeVisible();
    await page.getByLabel('Nom complet').fill('Julie Bouchard');
    await page.getByLabel('Courriel', { exact: true }).fill(uniqueEmail('client'));
    // The honeypot is out of sight and of the tab order.
    await expect(page.locator('#website')).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('#website')).not.toBeInViewport();
    await shots(page, '2-identity');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByLabel('Nom complet')).toHaveValue('Julie Bouchard');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // 3 Date and time: a free time is held, with its countdown.
    const held = page.waitForResponse((r) => r.url().endsWith('/holds') && r.request().method() === 'POST');
    await chooseFirstSlot(page);
    expect((await held).ok()).toBe(true);
    await expect(page.getByText(/Réservé pour vous pendant \d+:\d\d/)).toBeVisible();
    await shots(page, '3-datetime');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // 4 Vehicle: a VIN checked as it is typed.
    const vin = page.getByLabel(/NIV \(numéro de série/);
    await vin.fill('1HGCM82633A0O');
    await expect(page.getByText('Un NIV a 17 caractères : chiffres et lettres, sans I, O ni Q.')).toBeVisible();
    await vin.fill(VIN.toLowerCase());
    await expect(vin).toHaveValue(VIN);
    await expect(page.getByText('Format du NIV valide.')).toBeVisible();
    await shots(page, '4-vehicle');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // 5 Additional services and a note.
    await page.getByLabel(/Lavage/).check();
    await page.getByLabel('Note pour le garage (facultatif)').fill('Bruit au freinage');
    await shots(page, '5-addons');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // 6 Review: the estimate from the hold, "from" since the diagnosis is on estimate.
    await expect(page.getByRole('heading', { level: 2, name: 'Vérification' })).toBeFocused();
    await expect(page.getByText(`NIV/VIN ${VIN}`)).toBeVisible();
    await expect(page.getByText('Total estimé')).toBeVisible();
    await expect(page.getByText(/^À partir de /)).toBeVisible();
    await shots(page, '6-review');
    const booked = page.waitForResponse((r) => r.url().endsWith('/bookings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    expect((await booked).status()).toBe(201);

    // 7 Confirmation (the shop confirms at once), the .ics and the manage link.
    await expect(page.getByRole('heading', { level: 2, name: 'Rendez-vous confirmé' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ajouter à mon calendrier (.ics)' })).toHaveAttribute('download', 'rendez-vous.ics');
    const manage = await page.getByRole('link', { name: 'Déplacer ou annuler mon rendez-vous' }).getAttribute('href');
    expect(manage).toMatch(new RegExp(`/book/${slug}\\?booking=[A-Za-z0-9_-]{43}$`));
    await shots(page, '7-done');

    // The manage page: cancel after a confirmation.
    await page.goto(manage!);
    await expect(page.getByRole('heading', { level: 2, name: 'Votre rendez-vous' })).toBeVisible();
    await expect(page.getByText('Confirmé', { exact: true })).toBeVisible();
    await shots(page, '8-manage');

    // Move: the date step's picker, the same services, a new proof of work.
    const before = await page.locator('.when').textContent();
    // The booked time: the second line of « mardi 1 décembre 2026 / 8 h 00 – 9 h 00 » (textContent
    // glues the year to the hour: « 20268 h 00 »).
    const bookedTime = /^(\d{1,2})\s*h\s*(\d{2})/.exec((await page.locator('.when').innerText()).split('\n')[1]!.trim())!;
    await page.getByRole('button', { name: 'Déplacer', exact: true }).click();
    // The booked time is not offered (another bay may be free then, but the booking would move
    // nowhere). When it was the day's only time left (a booking made late in the day), the day
    // says so, and a later day's time is taken.
    const slots = page.locator('.slot');
    const noOther = page.getByText('Aucune autre heure libre ce jour-là : choisissez un autre jour.');
    await expect(slots.last().or(noOther)).toBeVisible();
    await shots(page, '9-move');
    await expect(slots.filter({ hasText: new RegExp(`^${bookedTime[1]}\\s*h\\s*${bookedTime[2]}$`) })).toHaveCount(0);
    if (await noOther.isVisible()) {
      // Another day, of the next month when the booking's is the month's last bookable one.
      const otherDays = page.locator('.day:not([disabled]):not([aria-pressed="true"])');
      if ((await otherDays.count()) === 0) await page.getByRole('button', { name: 'Mois suivant' }).click();
      await otherDays.first().click();
      await expect(slots.first()).toBeVisible();
    }
    await slots.last().click();
    const moved = page.waitForResponse((r) => r.url().includes('/api/public/bookings/') && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: /^Déplacer au / }).click();
    expect((await moved).status()).toBe(200);
    await expect(page.getByText('Votre rendez-vous est déplacé.')).toBeVisible();
    await expect(page.locator('.when')).not.toHaveText(before!);

    await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    await page.getByRole('button', { name: 'Oui, annuler' }).click();
    await expect(page.getByText('Votre rendez-vous est annulé.')).toBeVisible();
    await expect(page.getByText('Annulé', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler le rendez-vous' })).toHaveCount(0);
  });

  test('an existing customer proves their email by a one-time code, and books one of their vehicles', async ({ page, request }) => {
    const headers = { authorization: `Bearer ${owner.accessToken}` };
    const email = uniqueEmail('habituee');
    const created = await request.post('/api/customers', { headers, data: { fullname: 'Nathalie Côté', email, mobile: '5145550142' } });
    expect(created.status(), await created.text()).toBe(201);
    const customer = ((await created.json()) as { data: { uuid: string } }).data;
    const mech = await request.post('/api/mechs', { headers, data: { mech: { customerUuid: customer.uuid, modelYear: 2018 } } });
    expect(mech.status(), await mech.text()).toBe(201);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/book/${slug}`);
    await page.getByLabel(/Pose de pneus/).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Déjà client ? Recevoir un code par courriel' }).click();
    await page.locator('#code-email').fill(email);
    await page.getByRole('button', { name: 'Recevoir un code', exact: true }).click();
    await expect(page.getByText(`Un code à 6 chiffres a été envoyé à ${email}.`)).toBeVisible();
    const mail = await waitForMail(email);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await page.getByLabel('Code à 6 chiffres').fill(code);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText('Courriel vérifié. Bienvenue Nathalie Côté !')).toBeVisible();
    await expect(page.getByLabel('Nom complet')).toHaveValue('Nathalie Côté');
    await expect(page.getByLabel('Courriel', { exact: true })).toHaveValue(email);
    await page.getByRole('button', { name: 'Continuer' }).click();

    await chooseFirstSlot(page);
    await expect(page.getByText(/Réservé pour vous pendant/)).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    // Their one vehicle, chosen already.
    await expect(page.getByRole('radio', { name: /2018/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    const booked = page.waitForResponse((r) => r.url().endsWith('/bookings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    expect((await booked).status()).toBe(201);
    await expect(page.getByRole('heading', { level: 2, name: 'Rendez-vous confirmé' })).toBeVisible();
    await expect(page.getByText(/2018/)).toBeVisible();
  });

  test('speaks the browser language, switches FR/EN, and keeps AA contrast', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`/book/${slug}`);
    await expect(page.getByText('Step 1 of 7 · Services')).toBeVisible();
    await expect(page.getByText('On estimate').first()).toBeVisible();
    await page.getByRole('button', { name: /FR/ }).click();
    await expect(page.getByText('Étape 1 sur 7 · Services')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const ratios = await drawnContrasts(page.locator('h1, h2, .hint, .choice-name, .choice-meta, button'));
    for (const ratio of ratios) expect(ratio, ratios.join(', ')).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });

  test("loads through the embed script on another site's page, in a frame that grows with the content", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    // A shop's own site: a plain HTML page from another server, so another origin than the app's
    // (a real server on the loopback: Chromium refuses a page it cannot place on the network, such
    // as a routed one, the app's script on 127.0.0.1).
    const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body style="margin:0"><h1>Garage Gagnon</h1><div data-atelier-booking></div><script src="${baseURL}/book/embed.js" data-shop="${slug}" async></script><footer>Pied de page</footer></body></html>`;
    const site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
      const frame = page.frameLocator('iframe[title*="rendez-vous"]');
      await expect(frame.getByText('Étape 1 sur 7 · Services')).toBeVisible();
      const iframe = page.locator('[data-atelier-booking] iframe');
      await expect(iframe).toHaveAttribute('src', `${baseURL}/book/${slug}?embed=1`);
      // The widget posts its height: the frame takes it (not the script's 640 px default), and follows the next step.
      await expect.poll(async () => (await iframe.boundingBox())!.height).not.toBe(640);
      const first = (await iframe.boundingBox())!.height;
      await frame.getByLabel(/Vidange huile synthétique/).check();
      await frame.getByRole('button', { name: 'Continuer' }).click();
      await expect(frame.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeVisible();
      await expect.poll(async () => (await iframe.boundingBox())!.height).not.toBe(first);
      expect((await iframe.boundingBox())!.width).toBe(320);
    } finally {
      site.close();
    }
  });

  test('a time taken meanwhile by others is refused with its message and the next free times', async ({ page, request }) => {
    type Day = { data: { slots: { start: string }[]; nextDate: string | null } };
    const dayShown = () => page.waitForResponse((r) => r.url().includes('/availability'));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/book/${slug}`);
    await page.getByLabel(/Pose de pneus/).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Nom complet').fill('Paul Roy');
    await page.getByLabel('Cellulaire').fill('514 555-0199');
    let shown = dayShown();
    await page.getByRole('button', { name: 'Continuer' }).click();
    let day = ((await (await shown).json()) as Day).data;
    if (!day.slots.length) {
      shown = dayShown();
      await page.getByRole('button', { name: /Prochaine disponibilité/ }).click();
      day = ((await (await shown).json()) as Day).data;
    }
    await expect(page.locator('.slot').first()).toBeVisible();
    // Other visitors hold the first time in every bay left while this one reads (the earlier tests may have taken one).
    const shop = ((await (await request.get(`/api/public/shops/${slug}`)).json()) as { data: { services: { id: number; name: string }[] } }).data;
    const tires = shop.services.find((s) => s.name === 'Pose de pneus')!.id;
    let holds = 0;
    for (let i = 0; i < 3; i++) {
      const held = await request.post(`/api/public/shops/${slug}/holds`, { data: { start: day.slots[0]!.start, services: [tires] } });
      if (held.status() === 409) break;
      expect(held.ok(), await held.text()).toBe(true);
      holds += 1;
    }
    expect(holds).toBeGreaterThan(0);
    await page.locator('.slot').first().click();
    await expect(page.getByRole('alert')).toHaveText("Ce créneau vient d'être réservé. Choisissez-en un autre.");
    await expect(page.getByText('Prochains créneaux libres :')).toBeVisible();
    await page.locator('.slot.wide').first().click();
    await expect(page.getByText(/Réservé pour vous pendant \d+:\d\d/)).toBeVisible();
  });

  test('says so when the address is unknown', async ({ page }) => {
    await page.goto('/book/garage-inexistant-zz');
    await expect(page.getByRole('alert')).toHaveText(/n'existe pas ou la réservation en ligne est désactivée/);
  });
});
