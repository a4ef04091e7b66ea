import { expect, test } from '@playwright/test';
import { signIn, verifiedOwner } from '../accounts.js';

test('a session revoked elsewhere signs the user out about a second after the next check', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Sign out this session from another client (same access token), then come back to the app.
  const accessToken = await page.evaluate(() => localStorage.getItem('atelier.accessToken'));
  expect((await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${accessToken}` } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Session terminée')).toBeVisible();
  await expect(page).toHaveURL(/#\/signin/, { timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem('atelier.accessToken'))).toBeNull();
});

test('an expired access token is refreshed and the call retried without the user noticing', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // This load's own session check leaves once its page is drawn: it is done before the route below.
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => localStorage.getItem('atelier.refreshToken'));

  // Make the next validation answer "token expired" once, as the server does after 15 minutes.
  let expiredOnce = false;
  await page.route('**/api/auth/validate', async (route) => {
    if (expiredOnce) return route.continue();
    expiredOnce = true;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ type: 'AUTHENTICATION', message: 'ERR_AUTH_TOKEN_EXPIRED', details: [], correlationId: 'e2e-expired', timestamp: new Date().toISOString() }),
    });
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByText('Bonjour, Marie!')).toBeVisible();
  const after = await page.evaluate(() => localStorage.getItem('atelier.refreshToken'));
  expect(after).not.toBe(before);
});

test('on a phone the side navigation opens from the burger button', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await verifiedOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  // Off screen until opened (the panel slides in).
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(nav).toBeInViewport();
  await nav.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL(/#\/settings$/);
});
