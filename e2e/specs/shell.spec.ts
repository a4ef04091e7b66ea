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

test('the shell tracks the breakpoint on <html> as the window changes (shell §2, §9 breakpoints)', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-breakpoint', 'xl');
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(html).toHaveAttribute('data-breakpoint', 'md');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(html).toHaveAttribute('data-breakpoint', 'xs');
});

test('the progress bar counts the calls in flight (shell §2 loading counter)', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // The first page's asides (the session check, the badges) leave once it is drawn: done before counting.
  await page.waitForLoadState('networkidle');
  // Hold the customers list's answer: while it is out, the bar says one call is in progress.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => {};
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/api/customers?**', async (route) => {
    arrived();
    await held;
    await route.continue();
  });
  await page.goto('/#/customers');
  await reached;
  const bar = page.getByTestId('progress-bar');
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d+ appels? en cours$/);
  expect(Number(await bar.getAttribute('data-calls'))).toBeGreaterThanOrEqual(1);
  release();
  await expect(bar).toHaveAttribute('data-calls', '0');
  await expect(bar).not.toHaveAttribute('aria-valuetext', /.+/);
});
