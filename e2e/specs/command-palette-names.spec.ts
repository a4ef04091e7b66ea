import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

// La palette de commandes vue par une propriétaire : deux pages du même nom se distinguent, et un texte trop long ne donne pas d'erreur.
let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Chantal Palette');
  await request.dispose();
});

test('« véhicules » : la page Véhicules et celle des paramètres, qui le dit ; Entrée sur la seconde va aux paramètres', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.keyboard.press('Control+K');
  const input = page.getByTestId('palette-input');
  await input.pressSequentially('véhicules');
  const pages = page.getByTestId('palette-page');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(0)).toHaveText('Véhicules');
  await expect(pages.nth(1)).toHaveText(/^Véhicules\s*Paramètres$/);
  // « paramètres » narrows it to the settings page.
  await input.fill('paramètres véhicules');
  await expect(pages).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/settings\/vehicle$/);
});

test('un texte de 150 caractères est coupé à 100, la limite de la recherche : aucun message d’erreur', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/search') && response.status() >= 400) refused.push(`${response.status()}`);
  });
  await page.keyboard.press('Control+K');
  const input = page.getByTestId('palette-input');
  await input.fill('x'.repeat(150));
  await expect(input).toHaveValue('x'.repeat(100));
  await expect(page.getByTestId('palette-empty')).toBeVisible();
  await expect(page.getByTestId('command-palette').getByText(/erreur|invalide/i)).toHaveCount(0);
  expect(refused).toEqual([]);
});
