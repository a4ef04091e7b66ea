import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
let technician: { email: string; password: string };
/** A public address another shop already uses. */
const takenSlug = `pris-${Date.now().toString(36)}`;
const nextYear = new Date().getFullYear() + 1;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Sylvie Gagnon');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const brands = (await (await request.get('/api/brands', { headers })).json()) as { data: { items: { uuid: string }[] } };
  const address = {
    name: 'Garage Gagnon & Fils',
    street_number: '85',
    address_line_1: 'rue Principale',
    city: 'Granby',
    region: 'QC',
    country: 'CA',
    postcode: 'J2G2T8',
  };
  expect((await request.put(`/api/brands/${brands.data.items[0]!.uuid}`, { headers, data: { address } })).ok()).toBe(true);
  for (const [name, code, price] of [
    ["Vidange d'huile", 'VID', 89.95],
    ['Permutation des pneus', 'PERM', 39],
  ] as const) {
    expect((await request.post('/api/services', { headers, data: { name, code, price } })).status()).toBe(201);
  }
  technician = await invitedMember(request, owner, 'Kevin Roy');
  const other = await readyOwner(request, 'Paul Lavoie');
  const otherHeaders = { authorization: `Bearer ${other.accessToken}` };
  const current = (
    (await (await request.get('/api/booking-settings', { headers: otherHeaders })).json()) as { data: Record<string, unknown> & { bays: { id: number; name: string }[] } }
  ).data;
  const taken = await request.put('/api/booking-settings', {
    headers: otherHeaders,
    data: {
      ...current,
      slug: takenSlug,
      bays: current.bays.map(({ id, name }) => ({ id, name })),
      technicianUuids: [],
      services: [],
      technicians: undefined,
      timezone: undefined,
    },
  });
  expect(taken.ok(), await taken.text()).toBe(true);
  await request.dispose();
});

async function openBookingSettings(page: Page, who: { email: string; password: string } = owner) {
  await page.goto('/#/signin');
  await signIn(page, who.email, who.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings');
  await page.getByTestId('settings-card-booking').click();
  await expect(page).toHaveURL(/#\/settings\/booking$/);
  await expect(page.getByRole('heading', { name: 'Rendez-vous', level: 1 })).toBeVisible();
}

const day = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('hours with a break, a closure, holidays, two bays, a 45-minute service and the slug are saved and still there after a reload', async ({ page }) => {
  test.slow(); // the whole page filled in, saved and read back
  await openBookingSettings(page);
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();

  // Turning online booking on proposes the shop name as the public address.
  await page.getByRole('switch', { name: 'Accepter les réservations en ligne' }).check();
  const slugInput = page.getByRole('textbox', { name: 'Adresse publique' });
  await expect(slugInput).toHaveValue('garage-gagnon-fils');
  const slug = `gagnon-${Date.now().toString(36)}`;
  await slugInput.fill(slug);
  await expect(page.getByTestId('booking-url')).toHaveText(new RegExp(`/book/${slug}$`));
  await expect(page.getByTestId('booking-snippet')).toHaveText(new RegExp(`<script src="http://[^"]+/book/embed\\.js" data-shop="${slug}" async></script>`));
  await page.getByRole('radio', { name: /Confirmées immédiatement/ }).check();

  // Monday 7:30–16:30 with a break 11:45–12:30; Saturday morning without a break.
  const monday = day(page, 'Lundi');
  await monday.getByLabel('Ouverture').fill('07:30');
  await monday.getByLabel('Fermeture').fill('16:30');
  await monday.getByLabel('Début de la pause').fill('11:45');
  await monday.getByLabel('Fin de la pause').fill('12:30');
  await page.getByRole('switch', { name: 'Samedi : ouvert' }).check();
  const saturday = day(page, 'Samedi');
  await saturday.getByRole('checkbox', { name: 'Pause du midi' }).uncheck();
  await saturday.getByLabel('Ouverture').fill('09:00');
  await saturday.getByLabel('Fermeture').fill('12:00');

  // A closure, and next year's Québec holidays in one click.
  const closures = section(page, 'Fermetures et jours fériés');
  await closures.getByRole('button', { name: 'Ajouter une fermeture' }).click();
  const closure = closures.getByRole('group', { name: 'Fermeture 1' });
  await closure.getByLabel('Du').fill(`${nextYear}-07-20`);
  await expect(closure.getByLabel('Au')).toHaveValue(`${nextYear}-07-20`);
  await closure.getByLabel('Au').fill(`${nextYear}-07-31`);
  await closure.getByLabel('Motif').fill("Vacances d'été");
  await closures.getByRole('button', { name: 'Ajouter les jours fériés du Québec' }).click();
  await page.getByRole('menuitem', { name: String(nextYear) }).click();
  await expect(page.getByText('9 jours fériés ajoutés : enregistrez pour les garder.')).toBeVisible();

  // Two bays, the second renamed and moved first.
  const bays = section(page, 'Baies');
  await bays.getByRole('button', { name: 'Ajouter une baie' }).click();
  await bays.getByRole('button', { name: 'Ajouter une baie' }).click();
  await bays.getByRole('group', { name: 'Baie 2' }).getByRole('textbox', { name: 'Nom de la baie' }).fill('Alignement');
  await bays.getByRole('button', { name: 'Monter « Alignement »' }).click();

  await section(page, 'Techniciens').getByRole('checkbox', { name: 'Kevin Roy' }).click();

  // A catalogue service offered online for 45 minutes.
  const services = section(page, 'Services offerts en ligne');
  await services.getByRole('combobox', { name: 'Ajouter un service du catalogue' }).fill('Vidange');
  await page.getByRole('option', { name: "Vidange d'huile (VID)" }).click();
  const oil = services.getByRole('group', { name: "Vidange d'huile" });
  await expect(oil.getByRole('textbox', { name: 'Prix affiché' })).toHaveAttribute('placeholder', /^89,95\s\$$/);
  await oil.getByRole('textbox', { name: 'Durée' }).fill('45');
  await oil.getByRole('textbox', { name: 'Durée' }).blur();
  await expect(oil.getByRole('textbox', { name: 'Durée' })).toHaveValue('45 min');

  await save.click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByText('Pas encore accessible à vos clients')).toHaveCount(0);
  // The address is the widget's page, now open to customers: the public API knows the shop, its mode and its service.
  await expect(page.getByRole('link', { name: 'Ouvrir' })).toHaveAttribute('href', new RegExp(`/book/${slug}$`));
  const shop = await page.request.get(`/api/public/shops/${slug}`);
  expect(shop.status()).toBe(200);
  const { data: published } = (await shop.json()) as { data: { mode: string; services: { name: string; minutes: number }[] } };
  expect(published.mode).toBe('CONFIRMED');
  expect(published.services.map(({ name, minutes }) => ({ name, minutes }))).toEqual([{ name: "Vidange d'huile", minutes: 45 }]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rendez-vous', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Accepter les réservations en ligne' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Adresse publique' })).toHaveValue(slug);
  await expect(page.getByRole('radio', { name: /Confirmées immédiatement/ })).toBeChecked();
  await expect(day(page, 'Lundi').getByLabel('Ouverture')).toHaveValue('07:30');
  await expect(day(page, 'Lundi').getByLabel('Fermeture')).toHaveValue('16:30');
  await expect(day(page, 'Lundi').getByLabel('Début de la pause')).toHaveValue('11:45');
  await expect(day(page, 'Lundi').getByLabel('Fin de la pause')).toHaveValue('12:30');
  await expect(page.getByRole('switch', { name: 'Samedi : ouvert' })).toBeChecked();
  await expect(day(page, 'Samedi').getByRole('checkbox', { name: 'Pause du midi' })).not.toBeChecked();
  await expect(day(page, 'Samedi').getByLabel('Fermeture')).toHaveValue('12:00');
  await expect(page.getByRole('switch', { name: 'Dimanche : ouvert' })).not.toBeChecked();
  // Ten closures in date order: the nine holidays with the summer vacation between Fête du Canada and Fête du Travail.
  const closureRows = section(page, 'Fermetures et jours fériés').getByRole('group');
  await expect(closureRows).toHaveCount(10);
  const summer = closureRows.nth(6);
  await expect(summer.getByLabel('Motif')).toHaveValue("Vacances d'été");
  await expect(summer.getByLabel('Du')).toHaveValue(`${nextYear}-07-20`);
  await expect(summer.getByLabel('Au')).toHaveValue(`${nextYear}-07-31`);
  await expect(closureRows.first().getByLabel('Motif')).toHaveValue("Jour de l'An");
  const bayNames = section(page, 'Baies').getByRole('textbox', { name: 'Nom de la baie' });
  await expect(bayNames).toHaveCount(2);
  await expect(bayNames.nth(0)).toHaveValue('Alignement');
  await expect(bayNames.nth(1)).toHaveValue('Baie 1');
  await expect(section(page, 'Techniciens').getByRole('checkbox', { name: 'Kevin Roy' })).toBeChecked();
  await expect(section(page, 'Services offerts en ligne').getByRole('group', { name: "Vidange d'huile" }).getByRole('textbox', { name: 'Durée' })).toHaveValue('45 min');
});

test('an invalid hour is named on its row in French and nothing is saved', async ({ page }) => {
  await openBookingSettings(page);
  const tuesday = day(page, 'Mardi');
  await tuesday.getByLabel('Fermeture').fill('07:00');
  await tuesday.getByLabel('Fermeture').blur();
  const message = "Heures d'ouverture invalides : l'ouverture précède la fermeture et la pause est comprise entre les deux.";
  await expect(tuesday.getByText(message)).toBeVisible();
  await expect(tuesday.getByLabel('Fermeture')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Certains champs sont à corriger : ils sont indiqués en rouge.')).toBeVisible();
  await expect(page.getByText('Modifications enregistrées.')).toHaveCount(0);

  // A break outside the day is refused too; fixed, the row is clean again.
  await tuesday.getByLabel('Fermeture').fill('17:00');
  await tuesday.getByLabel('Début de la pause').fill('07:00');
  await tuesday.getByLabel('Début de la pause').blur();
  await expect(tuesday.getByText(message)).toBeVisible();
  await tuesday.getByLabel('Début de la pause').fill('12:00');
  await tuesday.getByLabel('Début de la pause').blur();
  await expect(tuesday.getByText(message)).toHaveCount(0);
});

test('on a 390 px phone the page fits the screen and a day can be opened and saved', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBookingSettings(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('switch', { name: 'Dimanche : ouvert' }).check();
  const sunday = day(page, 'Dimanche');
  await sunday.getByLabel('Ouverture').fill('10:00');
  await sunday.getByLabel('Fermeture').fill('14:00');
  await sunday.getByRole('checkbox', { name: 'Pause du midi' }).uncheck();
  for (const input of [sunday.getByLabel('Ouverture'), sunday.getByLabel('Fermeture')]) {
    const box = (await input.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // The save bar stays in view at the bottom of the long page.
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeInViewport();
  await save.click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await page.reload();
  await expect(day(page, 'Dimanche').getByLabel('Fermeture')).toHaveValue('14:00');
});

test('a technician reads the settings but cannot change them', async ({ page }) => {
  await openBookingSettings(page, technician);
  await expect(page.getByText('Seuls les administrateurs peuvent modifier ces réglages.')).toBeVisible();
  await expect(day(page, 'Lundi').getByLabel('Ouverture')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ajouter une baie' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Utiliser « / })).toHaveCount(0);
});

test("another shop's address is refused on the address field, in French", async ({ page }) => {
  await openBookingSettings(page);
  const slugInput = page.getByRole('textbox', { name: 'Adresse publique' });
  await slugInput.fill(takenSlug);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Cette adresse publique est déjà prise par un autre atelier.')).toBeVisible();
  await expect(slugInput).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Modifications enregistrées.')).toHaveCount(0);
});

test('leaving the page with unsaved changes asks first', async ({ page }) => {
  await openBookingSettings(page);
  await day(page, 'Mercredi').getByLabel('Ouverture').fill('09:15');
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
