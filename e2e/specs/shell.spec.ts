import { expect, test } from '@playwright/test';
import { signIn, verifiedOwner } from '../accounts.js';

test('an unknown path shows the 404 page with a way back', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/pas-une-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('not-found')).toContainText('404');
  await expect(page.getByTestId('not-found')).toContainText('/pas-une-page');
  await page.getByRole('link', { name: /retour/i }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('the theme chosen in the preferences is applied at once and survives a reload', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.goto('/#/settings/account/preferences');
  await page.getByText('Sombre', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the language can be switched to English and back', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await page.goto('/#/settings/account/preferences');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  await page.getByText('Français', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Préférences' })).toBeVisible();
});
