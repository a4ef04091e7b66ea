import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
let rosalie: string;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Nathalie Ouellet');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const customers = [
    { fullname: 'Rosalie Bergeron', mobile: '514 555-0188', email: 'rosalie.bergeron@exemple.ca' },
    { fullname: 'Réjean Bergeron', mobile: '450 321-0199' },
    { fullname: 'Gaétan Côté', mobile: '819 555-0142' },
  ];
  for (const customer of customers) {
    const created = await request.post('/api/customers', { headers, data: customer });
    expect(created.status()).toBe(201);
    if (customer.fullname === 'Rosalie Bergeron') rosalie = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  }
  await request.dispose();
});

async function signedIn(page: Page, as = owner) {
  await page.goto('/#/signin');
  await signIn(page, as.email, as.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Recherche globale' });

test('a customer is found from the header by part of the mobile, the result opens the customer page and clears the box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const box = searchBox(page);
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('placeholder', 'Rechercher un client, un NIV, une plaque…');

  // '/' focuses the box; part of the mobile, typed as people write it.
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.pressSequentially('555-01');
  const results = page.getByRole('listbox', { name: 'Résultats de la recherche' });
  await expect(results.getByText('Clients')).toBeVisible();
  const option = results.getByRole('option', { name: 'Rosalie Bergeron, 514 555-0188' });
  await expect(option).toBeVisible();
  await expect(results.getByRole('option', { name: 'Gaétan Côté, 819 555-0142' })).toBeVisible();
  await expect(results.getByRole('option')).toHaveCount(2);

  await option.click();
  await expect(page).toHaveURL(new RegExp(`#/customers/${rosalie}$`));
  await expect(page.getByRole('heading', { name: 'Rosalie Bergeron', level: 1 })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(results).toBeHidden();
});

test('the keyboard: / focuses (Ctrl+K is the command palette), the arrows choose, Enter opens, Escape clears; no match says so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const box = searchBox(page);

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  // Accents and case do not matter: 'BERGERON' finds both Bergeron, by name.
  await box.pressSequentially('BERGERON');
  const results = page.getByRole('listbox', { name: 'Résultats de la recherche' });
  await expect(results.getByRole('option')).toHaveCount(2);
  await expect(results.getByRole('option').first()).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('option', { name: /^Rosalie Bergeron/ })).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/customers/${rosalie}$`));
  await expect(box).toHaveValue('');

  await page.keyboard.press('/');
  await box.pressSequentially('cote');
  await expect(results.getByRole('option', { name: /^Gaétan Côté/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect(results).toBeHidden();

  await box.fill('zzzz');
  await expect(page.getByTestId('header-search-status')).toHaveText('Aucun résultat pour « zzzz »');
});

test('the box is hidden on a phone (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await expect(page.getByTestId('shop-name')).toBeVisible();
  await expect(searchBox(page)).toBeHidden();
});

test('a guest, who cannot see customers, has no search box', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const guest = await invitedMember(request, owner, 'Gilles Invité', 'GUEST');
  await request.dispose();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/signin');
  await signIn(page, guest.email, guest.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('shop-name')).toBeVisible();
  await expect(searchBox(page)).toHaveCount(0);
});

test('a work order is found from the header by its customer and by its number as written (BT-…), and opens', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const customer = await request.post('/api/customers', { headers, data: { fullname: 'Ginette Lapointe' } });
  const customerUuid = ((await customer.json()) as { data: { uuid: string } }).data.uuid;
  const statuses = (await (await request.get('/api/worksheet-status', { headers })).json()) as { data: { TODO: { id: number }[] } };
  const created = await request.post('/api/worksheets', { headers, data: { customerUuid, statusId: statuses.data.TODO[0]!.id } });
  expect(created.status()).toBe(201);
  const worksheet = ((await created.json()) as { data: { uuid: string; worksheetId: number } }).data;
  const name = new RegExp(`^Bon de travail BT-${worksheet.worksheetId}(,|$)`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const box = searchBox(page);
  const results = page.getByRole('listbox', { name: 'Résultats de la recherche' });
  await box.fill('Lapointe');
  await expect(results.getByText('Bons de travail')).toBeVisible();
  await expect(results.getByRole('option', { name })).toBeVisible();

  // The number as every screen writes it.
  await box.fill(`BT-${worksheet.worksheetId}`);
  await results.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/worksheets/${worksheet.uuid}$`));
  await expect(page.getByRole('heading', { name: `Bon de travail BT-${worksheet.worksheetId}`, level: 1 })).toBeVisible();
  await expect(box).toHaveValue('');
});
