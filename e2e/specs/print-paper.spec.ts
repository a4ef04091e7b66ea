import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

// Print mode on paper (shell spec §1): what the printed page keeps of a list in the dark theme.
let owner: ReadyOwner;
let customerName: string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Hélène Papier');
  customerName = `Client Papier ${Date.now().toString(36)}`;
  await api(request, owner.accessToken).post('/api/customers', { fullname: customerName, mobile: '514 555-0142' });
  await request.dispose();
});

/** The relative luminance of a CSS rgb() colour (0 black, 1 white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test('imprimée en thème sombre, la liste des clients sort en clair avec les titres de ses colonnes triables', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('atelier.preferences', JSON.stringify({ theme: 'dark', language: 'fr' })));
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto(`/#/customers?print=true&q=${encodeURIComponent(customerName)}`);
  await expect(page.getByTestId('print-layout')).toBeVisible();
  const cell = page.getByRole('cell', { name: customerName });
  await expect(cell).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.emulateMedia({ media: 'print' });
  // Light on paper: dark text, no dark card behind it.
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(luminance(await cell.evaluate((el) => getComputedStyle(el).color))).toBeLessThan(0.2);
  const table = page.getByRole('table');
  expect(luminance(await table.evaluate((el) => getComputedStyle(el.closest('.mantine-Card-root, .mantine-Paper-root') ?? el).backgroundColor))).toBeGreaterThan(0.8);
  // The sortable headings (buttons) keep their label; the buttons one can only click are gone.
  for (const heading of ['Nom complet', 'Cellulaire', 'Courriel']) {
    await expect(page.getByRole('columnheader', { name: heading })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: heading }).getByText(heading, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();

  // Back on screen, the user's dark theme again.
  await page.emulateMedia({ media: 'screen' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
