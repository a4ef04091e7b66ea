import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

// The makes picker searched as a shop types a make: the names starting with it come first, so Enter takes it.
let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Gilles Marque');
  await request.dispose();
});

test('« toy » puis Entrée choisit Toyota, « ford » puis Entrée choisit Ford (pas Bad Boyz Toyz ni Ashford)', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/mechs');
  await page.getByRole('button', { name: 'Ajouter un véhicule' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un véhicule' });
  const make = drawer.getByRole('combobox', { name: 'Marque' });
  const listbox = page.getByRole('listbox');
  for (const [typed, wanted] of [
    ['toy', 'Toyota'],
    ['ford', 'Ford'],
  ] as const) {
    await make.fill(typed);
    await expect(listbox.getByRole('option').first()).toHaveText(new RegExp(`^${typed}`, 'i'));
    await expect(listbox.getByRole('option', { name: wanted, exact: true })).toBeVisible();
    await make.press('Enter');
    await expect(listbox).toHaveCount(0);
    await expect(make).toHaveValue(new RegExp(`^${wanted}$`, 'i'));
  }
});
