import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/**
 * Shell spec §9 "Dropdown lists: rows 32 px, list height 250 px, 10 rows pre-rendered": the
 * makes picker (the ≈2 600 vPIC makes) and the time zones draw only the rows in view.
 */

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Denis Virtuel');
  await request.dispose();
});

async function signedIn(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

test('la liste des marques : plus de 2 000 marques, une vingtaine de lignes dans la page, recherche, flèches et Entrée', async ({ page, request }) => {
  const makes = await api(request, owner.accessToken).get<unknown[]>('/api/nhtsa/makes?limit=20000');
  expect(makes.length).toBeGreaterThan(2000);

  await signedIn(page);
  await page.goto('/#/mechs');
  await page.getByRole('button', { name: 'Ajouter un véhicule' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un véhicule' });
  const make = drawer.getByRole('combobox', { name: 'Marque' });
  await make.click();

  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  // Every make is in the list (its scroll height), few are in the page.
  const sizes = await listbox.evaluate((element) => ({ height: element.clientHeight, scroll: element.scrollHeight }));
  expect(sizes.height).toBeLessThanOrEqual(250);
  expect(sizes.scroll).toBeGreaterThan(2000 * 32);
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(20);
  await expect(listbox.getByRole('option').first()).toHaveCSS('height', '32px');

  // Arrows go down the list, far past the rows drawn at first; the highlighted one is in view.
  for (let i = 0; i < 30; i++) await make.press('ArrowDown');
  const activeId = await make.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  const active = page.locator(`[id="${activeId}"]`);
  await expect(active).toBeInViewport();
  const picked = (await active.textContent())!.trim();
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(20);
  await make.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(make).toHaveValue(picked);
  await expect(drawer).toBeVisible();

  // Typing filters (on the server, accents and case ignored); Enter takes the first match.
  await make.fill('toyo');
  await expect(listbox.getByRole('option', { name: /^toyota$/i })).toBeVisible();
  await make.press('Enter');
  await expect(make).toHaveValue(/^toyota$/i);

  // Escape closes the list, not the drawer.
  await make.click();
  await expect(listbox).toBeVisible();
  await make.press('Escape');
  await expect(listbox).toHaveCount(0);
  await expect(drawer).toBeVisible();
});

test('les fuseaux horaires : une liste virtuelle, triée par région, qu’on filtre et parcourt au clavier', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/settings/language');
  const zone = page.getByRole('combobox', { name: 'Fuseau horaire' });
  await zone.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  expect(await listbox.evaluate((element) => element.scrollHeight)).toBeGreaterThan(300 * 32);
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(20);
  // The chosen zone is highlighted and shown on opening.
  await expect(listbox.locator('[aria-selected="true"]')).toBeInViewport();

  await zone.fill('TORONTO');
  await expect(listbox.getByRole('option', { name: /America\/Toronto/ })).toBeVisible();
  await zone.fill('paris');
  await zone.press('ArrowDown');
  await zone.press('Enter');
  await expect(zone).toHaveValue(/Europe\/Paris/);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les préférences de langue et de date ont été enregistrées.')).toBeVisible();
});
