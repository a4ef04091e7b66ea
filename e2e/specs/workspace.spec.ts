import { expect, test, type Page } from '@playwright/test';
import { signIn, verifiedOwner } from '../accounts.js';
import { PASSWORD, uniqueEmail, validationPath, waitForMail } from '../mail.js';

// A 1×1 PNG and a text file dressed as one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const FAKE_PNG = Buffer.from('not an image at all');

// One owner for the whole file, in this order: sign-ups are throttled per IP (20 an hour) and
// the suite grows. The first test relies on the account's initial date settings.
let owner: Awaited<ReturnType<typeof verifiedOwner>>;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await verifiedOwner(request, 'Marie Tremblay');
  await request.dispose();
});

async function signedInOwner(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  return owner;
}

test('the workboard date follows the date format chosen in Langue et date', async ({ page }) => {
  await signedInOwner(page);
  // The account starts in UTC with MM/DD/YYYY (shell spec §3).
  const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
  await expect(page.getByTestId('today')).toContainText(`${month}/${day}/${year}`);

  await page.goto('/#/settings/language');
  await expect(page.getByRole('heading', { name: 'Langue et date' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  await page.getByRole('radio', { name: /YYYY-MM-DD/ }).check();
  await expect(page.getByTestId('date-preview')).toContainText(`${year}-${month}-${day}`);
  await page.getByRole('radio', { name: /hh:mm A/ }).check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Les préférences de langue et de date ont été enregistrées.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole('navigation', { name: 'Navigation des paramètres' }).getByRole('link', { name: "Retour à l'application" }).click();
  await expect(page.getByTestId('today')).toContainText(`${year}-${month}-${day}`);

  // Kept by the account, not by this page: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('today')).toContainText(`${year}-${month}-${day}`);
});

test('the timezone is searched among every IANA zone and saved with the account', async ({ page, request }) => {
  await signedInOwner(page);
  await page.goto('/#/settings/language');
  const timezone = page.getByRole('combobox', { name: 'Fuseau horaire' });
  await expect(timezone).toHaveValue(/UTC/);
  await timezone.fill('Noumea');
  await page.getByRole('option', { name: /Noumea/ }).click();
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les préférences de langue et de date ont été enregistrées.')).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('atelier.accessToken'));
  const account = (await (await request.get('/api/accounts', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  expect(account.preferences.dateTime.timezone).toBe('Pacific/Noumea');
  expect(account.preferences.language).toBe('en');
});

test('the workspace profile saves the address, email and phone, and the header shows the name and logo', async ({ page }) => {
  await signedInOwner(page);
  await page.goto('/#/settings/workspace');
  await expect(page.getByRole('heading', { name: "Profil de l'atelier" })).toBeVisible();
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();

  await page.getByLabel("Nom de l'atelier").fill('Mécanique Côté');
  await page.getByLabel('Numéro civique').fill('77');
  await page.getByLabel('Rue').fill('rue King Ouest');
  await page.getByRole('combobox', { name: 'Province ou région' }).fill('Ontario');
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.getByRole('combobox', { name: 'Ville' }).fill('Toronto');
  await page.getByRole('option', { name: 'Toronto', exact: true }).click();
  await page.getByLabel('Code postal').fill('m5v 1k4');
  await page.getByLabel("Courriel de l'atelier").fill('info@mecanique-cote.ca');
  const phone = page.getByLabel('Téléphone');
  await phone.fill('4165550123');
  await phone.blur();
  await expect(phone).toHaveValue('416 555-0123');
  await expect(page.getByLabel('Code postal')).toHaveValue('M5V 1K4');

  await save.click();
  await expect(page.getByText("Les informations de l'atelier ont été enregistrées.")).toBeVisible();
  await expect(page.getByTestId('shop-name')).toHaveText('Mécanique Côté');
  await expect(save).toBeDisabled();

  // A text file named .png is refused by the server, and the reason shows under the logo.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Ajouter un logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: FAKE_PNG });
  await expect(page.getByTestId('logo-error')).toHaveText('Format non pris en charge : choisissez une image JPEG ou PNG.');
  await expect(page.getByTestId('shop-logo')).toHaveCount(0);

  chooser = page.waitForEvent('filechooser');
  await page.getByTestId('logo-picker').click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('shop-logo')).toBeVisible();
  await expect(page.getByTestId('logo-error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Changer le logo' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Téléphone')).toHaveValue('416 555-0123');
  await expect(page.getByRole('combobox', { name: 'Province ou région' })).toHaveValue('Ontario');
  await expect(page.getByTestId('shop-logo')).toBeVisible();
});

test('a technician is sent to 404 from the workspace and language pages, and sees no setup wizard', async ({ page, request }) => {
  await signedInOwner(page);
  const token = await page.evaluate(() => localStorage.getItem('atelier.accessToken'));
  const email = uniqueEmail('tech');
  const username = `tech${Date.now().toString(36).replace(/\d/g, '')}`;
  const invited = await request.post('/api/users/invite', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, fullname: 'Théo Lavoie', email, permissionFlags: 'EMPLOYEE' },
  });
  expect(invited.ok()).toBe(true);
  const mail = await waitForMail(email);

  // The technician chooses a password from the invitation, then signs in on a fresh page.
  await page.evaluate(() => localStorage.clear());
  await page.goto(validationPath(mail));
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/#\/signin/);
  await signIn(page, username, PASSWORD, { keepSetupWizard: true });
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Configuration de votre atelier' })).toHaveCount(0);
  await expect(page.getByTestId('setup-nav-button')).toHaveCount(0);

  for (const path of ['/#/settings/workspace', '/#/settings/language']) {
    await page.goto(path);
    await expect(page).toHaveURL(/#\/404$/);
  }
  await page.goto('/#/settings/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
});
