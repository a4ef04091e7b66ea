import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

// Le fuseau horaire choisi, on clique dans la case et on tape le suivant : le texte tapé remplace l'ancien.
let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Valérie Fuseau');
  await request.dispose();
});

test('un clic dans le fuseau horaire puis « vanc » et Entrée choisissent Vancouver', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings/language');
  const zone = page.getByRole('combobox', { name: /Fuseau horaire/ });
  await expect(zone).not.toHaveValue('');
  await zone.click();
  await page.keyboard.type('vanc');
  await expect(zone).toHaveValue('vanc');
  await expect(page.getByRole('option', { name: /America\/Vancouver/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(zone).toHaveValue(/America\/Vancouver/);
});
