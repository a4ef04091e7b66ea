import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { uniqueEmail, waitForMail } from '../mail.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * Issue 10 "Core path" (what a new shop owner tripped on): one status badge, one rule for
 * initials, the shop's own work-order prefix, the phone menu, the printout and its sign-in.
 */

type Status = { id: number; name: string; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };

let owner: ReadyOwner;
let technician: { uuid: string; username: string; fullname: string };
let worksheet: { uuid: string; worksheetId: number };

test.describe.configure({ mode: 'serial' });

async function post<T>(request: APIRequestContext, path: string, data: unknown, method: 'post' | 'put' = 'post'): Promise<T> {
  const response = await request[method](path, { headers: { authorization: `Bearer ${owner.accessToken}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Nathalie Tremblay');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const brands = (await (await request.get('/api/brands', { headers })).json()) as { data: { items: { uuid: string }[] } };
  const address = {
    name: 'Garage Tremblay',
    street_number: '1250',
    address_line_1: 'rue King Ouest',
    city: 'Sherbrooke',
    region: 'QC',
    country: 'CA',
    postcode: 'J1H1R4',
  };
  await post(request, `/api/brands/${brands.data.items[0]!.uuid}`, { address, mobile: '8195550100', email: 'atelier@garage-tremblay.test' }, 'put');
  technician = await invitedMember(request, owner, 'Jean-François Côté');
  const statuses = (await (await request.get('/api/worksheet-status', { headers })).json()) as { data: Record<Status['group'], Status[]> };
  // A long status name and a long customer name: the badge was cut in the list on a phone.
  const waiting = statuses.data.IN_PROGRESS.find((s) => s.name === 'En attente du client')!;
  const customer = await post<{ uuid: string }>(request, '/api/customers', { fullname: 'Marie-Ève Beauchemin-Larochelle', mobile: '5145550199' });
  const mech = await post<{ uuid: string }>(request, '/api/mechs', {
    mech: { customerUuid: customer.uuid, modelYear: 2019, metric: { license: 'ABC 123', unit: 'km', mileage_in: 123456 } },
  });
  worksheet = await post(request, '/api/worksheets', { customerUuid: customer.uuid, mechUuid: mech.uuid, technicianUuid: technician.uuid, statusId: waiting.id });
  await request.dispose();
});

async function signedIn(page: Page, path = '/') {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  if (path !== '/') await page.goto(`/#${path}`);
}

/** The colours and case a badge is drawn with. */
const badgeLook = (page: Page, scope: string) =>
  page
    .locator(scope)
    .getByTestId('status-badge')
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, color: style.color, transform: style.textTransform, text: el.textContent };
    });

test('un statut s’affiche avec le même badge dans la liste, le bon de travail et le rapport, à la casse normale', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, '/worksheets');
  await expect(page.getByTestId('worksheet-row')).toHaveCount(1);
  const list = await badgeLook(page, '[data-testid="worksheets-table"]');
  expect(list).toMatchObject({ text: 'En attente du client', transform: 'none' });

  await page.goto(`/#/worksheets/${worksheet.uuid}`);
  await expect(page.getByRole('heading', { name: `Bon de travail BT-${worksheet.worksheetId}` })).toBeVisible();
  expect(await badgeLook(page, 'main')).toEqual(list);

  await page.goto('/#/reports');
  const report = page.locator('[data-testid="report-group"][data-group="IN_PROGRESS"]');
  await expect(report.getByTestId('report-row')).toHaveCount(1);
  expect(await badgeLook(page, '[data-testid="report-group"][data-group="IN_PROGRESS"]')).toEqual(list);

  // The board's column of that status is drawn in the badge's colour (another shade of the same hue).
  await page.goto('/#/');
  const column = page.getByTestId('board-column').filter({ has: page.getByRole('heading', { name: 'En attente du client', exact: true }) });
  // A column draws its contents once it is on screen (content-visibility: auto): the probe inside
  // it reads the colour from the frame after it is scrolled to. (The columns are drawn again when
  // the drag layer comes in: a column read as it goes counts as not read yet.)
  const columnColor = () =>
    column
      .evaluate((el) => {
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const probe = document.createElement('span');
        probe.style.color = getComputedStyle(el).getPropertyValue('--group-color');
        el.appendChild(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      })
      .catch(() => '');
  await expect.poll(async () => Math.abs(hue(await columnColor()) - hue(list.color))).toBeLessThan(12);
});

/** The hue (0–360) of an 'rgb(r, g, b)' colour. */
function hue(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Number(v) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

test('sur un téléphone (390 px), le badge de statut de la liste est entier', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '/worksheets');
  const badge = page.getByTestId('worksheet-row').getByTestId('status-badge').filter({ visible: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText('En attente du client');
  const fits = await badge.evaluate((el) => {
    const label = el.querySelector('.mantine-Badge-label') ?? el;
    const box = el.getBoundingClientRect();
    return { clipped: label.scrollWidth > label.clientWidth, right: box.right, width: window.innerWidth };
  });
  expect(fits.clipped).toBe(false);
  expect(fits.right).toBeLessThanOrEqual(fits.width);
});

test('une personne, des initiales : les mêmes sur le tableau de bord et dans la liste des utilisateurs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const onBoard = page
    .getByRole('img', { name: technician.fullname })
    .or(page.locator(`[aria-label="${technician.fullname}"]`))
    .first();
  await expect(onBoard).toBeVisible();
  // Read until it holds two letters: the board may draw its cards again just after they appear
  // (a read then met a detached avatar: ""), and a column off screen is not drawn (content-visibility),
  // where innerText reads nothing; textContent reads the avatar's text either way.
  let boardInitials = '';
  await expect.poll(async () => (boardInitials = ((await onBoard.textContent()) ?? '').trim())).toMatch(/^\S{2}$/);

  await page.goto('/#/settings/users');
  const row = page.getByRole('row').filter({ hasText: technician.fullname });
  await expect(row).toBeVisible();
  const listInitials = (await row.locator('.mantine-Avatar-root').first().innerText()).trim();
  expect(boardInitials).toBe(listInitials);
  expect(boardInitials).toBe(technician.username.slice(0, 2).toUpperCase());
});

test('le numéro est celui de l’atelier : BT en anglais aussi, puis le préfixe choisi partout, recherche comprise', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  // The reader switches the interface to English: the shop's numbers stay BT-n.
  await page.evaluate(() => localStorage.setItem('atelier.preferences', JSON.stringify({ language: 'en', theme: 'light' })));
  await page.goto('/#/worksheets');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Work orders', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('worksheet-row').getByRole('link', { name: `BT-${worksheet.worksheetId}` })).toBeVisible();
  await expect(page.getByText(`WO-${worksheet.worksheetId}`)).toHaveCount(0);

  // The shop chooses its own prefix in the numbering settings.
  await page.goto('/#/settings/workorders');
  const prefix = page.getByTestId('worksheet-prefix');
  await expect(prefix).toHaveValue('BT', { timeout: 30_000 });
  await prefix.fill('gt 2');
  await expect(prefix).toHaveValue('GT2');
  await expect(page.getByTestId('next-worksheet-number')).toContainText('GT2-');
  await prefix.fill('GTABCDE');
  await expect(prefix).toHaveValue('GTABCD');
  await prefix.fill('');
  await expect(page.getByText('The prefix has 1 to 6 letters (no accents) or digits.')).toBeVisible();
  await prefix.fill('GT');
  await page.getByTestId('numbering-card').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  await page.goto('/#/worksheets');
  await expect(page.getByTestId('worksheet-row').getByRole('link', { name: `GT-${worksheet.worksheetId}` })).toBeVisible();
  // The header search reads the shop's prefix.
  const box = page.getByRole('searchbox', { name: 'Global search' });
  await box.click();
  await box.pressSequentially(`GT-${worksheet.worksheetId}`);
  const option = page.getByRole('option', { name: new RegExp(`GT-${worksheet.worksheetId}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`#/worksheets/${worksheet.uuid}$`));
  await page.evaluate(() => localStorage.setItem('atelier.preferences', JSON.stringify({ language: 'fr', theme: 'light' })));
});

test('l’impression du bon de travail montre l’odomètre, le téléphone et le courriel de l’atelier', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, `/worksheets/print/${worksheet.uuid}`);
  const sheet = page.getByTestId('worksheet-print');
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('print-odometer')).toHaveText(/^Odomètre : 123\s456 km$/);
  await expect(page.getByTestId('print-shop-phone')).toHaveText('Tél. : 819 555-0100');
  await expect(page.getByTestId('print-shop-email')).toHaveText('Courriel : atelier@garage-tremblay.test');
});

test('l’impression ouverte sans session mène à la connexion, puis revient à l’impression', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/#/worksheets/print/${worksheet.uuid}`);
  await expect(page).toHaveURL(/#\/signin$/);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(new RegExp(`#/worksheets/print/${worksheet.uuid}$`));
  await expect(page.getByTestId('worksheet-print')).toBeVisible();
});

test('sur un téléphone, le menu se ferme avec Échap et avec le retour du navigateur', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '/customers');
  await page.goto('/#/worksheets');
  await expect(page.getByRole('heading', { name: 'Bons de travail', level: 1 })).toBeVisible();
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });

  await burger.click();
  await expect(navigation).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(navigation).not.toBeInViewport();

  await burger.click();
  await expect(navigation).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/#\/customers$/);
  await expect(navigation).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
});

test('un technicien invité choisit son mot de passe (il ne le « change » pas)', async ({ page, request }) => {
  const email = uniqueEmail('invite');
  const invited = await request.post('/api/users/invite', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { fullname: 'Paul Roy', username: `proy${Date.now().toString(36)}`, email, permissionFlags: 'EMPLOYEE' },
  });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(email);
  expect(mail.text).toContain('Choisissez votre mot de passe');
  const link = mail.links.find((l) => l.includes('/verify-email?t='))!;
  await page.goto(`/${new URL(link).hash}`);
  await expect(page.getByRole('heading', { name: 'Activation de votre compte' })).toBeVisible();
  await expect(page.getByText('Choisissez votre mot de passe.')).toBeVisible();
  await expect(page.getByText(/nouveau mot de passe/i)).toHaveCount(0);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Membre#2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Membre#2026');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/#\/signin\?passwordSet=1/);
  await expect(page.getByText('Votre mot de passe est enregistré et votre compte est activé.', { exact: false })).toBeVisible();
  await expect(page.getByText(/a été modifié/)).toHaveCount(0);
});
