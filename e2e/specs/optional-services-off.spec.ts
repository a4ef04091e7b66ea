import { expect, test } from '@playwright/test';
import { signIn, verifiedOwner } from '../accounts.js';

/**
 * Issue 17: optional services are off unless configured, with no network call when unset. The
 * e2e server has neither SENTRY_DSN nor POSTHOG_KEY: a whole session (sign in, several pages,
 * sign out) asks its own origin only, and never downloads the Sentry or PostHog code.
 */
test('without SENTRY_DSN nor POSTHOG_KEY a session calls its own server only and loads neither service', async ({ page, request, baseURL }) => {
  const owner = await verifiedOwner(request);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  for (const path of ['/#/customers', '/#/customers?print=true', '/#/invoices', '/#/settings']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/#\/signin/);
  await page.waitForLoadState('networkidle');

  const origin = new URL(baseURL!).origin;
  expect(requested.length).toBeGreaterThan(10);
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url))).toEqual([]);
  expect(requested.filter((url) => /sentry|posthog/i.test(url))).toEqual([]);
});
