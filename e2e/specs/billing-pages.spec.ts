import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { setPlan } from '../operator.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;

/** The server's real answers as a self-hosted installation gives them (the e2e server bills through the Stripe stand-in). */
async function asSelfHosted(page: Page) {
  await page.route('**/api/accounts/packages', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown[]; metadata: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, metadata: { ...body.metadata, mode: 'self-hosted', portal: false } } });
  });
}

test.beforeAll(async ({ request }) => {
  owner = await readyOwner(request, 'Chantal Bouchard');
  const calls = api(request, owner.accessToken);
  for (const fullname of ['Gilles Roy', 'Nadia Fortin']) await calls.post('/api/customers', { fullname });
});

test('a new shop on its trial sees its days left, its real usage, and the three plans', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // The e2e server bills through the Stripe stand-in (global-setup.ts; its round trip is billing-stripe.spec.ts):
  // here the pages get the server's real answers as a self-hosted installation gives them.
  await asSelfHosted(page);

  // The settings home offers the page to the owner.
  await page.goto('/#/settings');
  await page.getByTestId('settings-card-billing').click();
  await expect(page).toHaveURL(/#\/settings\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forfait et facturation' })).toBeVisible();

  // A shop signed up a moment ago: 30 days of trial with every feature.
  await expect(page.getByTestId('billing-current-text')).toHaveText('Vous êtes en période d’essai avec toutes les fonctions : il reste 30 jours.');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Essai');

  // The usage table counts what the shop has: the two customers made through the API.
  const customers = page.getByTestId('usage-row-customers');
  await expect(customers).toContainText('Clients');
  await expect(customers.getByTestId('usage-figure')).toHaveText('2');
  await expect(page.getByTestId('usage-row-users').getByTestId('usage-figure')).toHaveText('1 sur 25');
  // The calendar month, from its 1st to its last day (the exclusive end instant is not shown).
  await expect(page.getByTestId('billing-usage-period')).toContainText(
    /Période du (01\/(\d{2})\/(\d{4}) au (28|29|30|31)\/\2\/\3|(\d{2})\/01\/(\d{4}) au \5\/(28|29|30|31)\/\6)/,
  );
  // Self-hosted: no invoice, and who chooses the plan.
  await expect(page.getByTestId('billing-invoices')).toContainText('Il n’y a aucune facture.');
  await expect(page.getByText('Le forfait de cet atelier est choisi par l’administrateur de l’installation.')).toBeVisible();
  await expect(page.getByTestId('billing-email')).toHaveAttribute('href', /^mailto:.+@.+/);

  // /billing is the same page.
  await page.goto('/#/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Forfait et facturation' })).toBeVisible();
  await expect(page.getByTestId('usage-row-customers').getByTestId('usage-figure')).toHaveText('2');

  await page.getByRole('link', { name: 'Voir les forfaits' }).click();
  await expect(page).toHaveURL(/#\/settings\/plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nos forfaits' })).toBeVisible();
  await expect(page.getByTestId('plans-current')).toContainText('il reste 30 jours');
  await expect(page.getByTestId('plans-contact-sales')).toHaveAttribute('href', /^mailto:/);
  const cards = page.locator('[data-testid^="plan-card-"]');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute('data-testid', 'plan-card-basic');
  await expect(cards.nth(1)).toHaveAttribute('data-testid', 'plan-card-clever');
  await expect(cards.nth(2)).toHaveAttribute('data-testid', 'plan-card-genius');
  const basic = page.getByTestId('plan-card-basic');
  const clever = page.getByTestId('plan-card-clever');
  const genius = page.getByTestId('plan-card-genius');
  await expect(basic.getByRole('heading', { name: 'Découverte' })).toBeVisible();
  const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
  expect(plain(await basic.getByTestId('plan-price').textContent())).toBe('Gratuit');
  expect(plain(await clever.getByTestId('plan-price').textContent())).toBe('29 $ / mois');
  expect(plain(await genius.getByTestId('plan-price').textContent())).toBe('79 $ / mois');
  await expect(basic.getByTestId('plan-limits')).toContainText('100 clients');
  await expect(genius.getByTestId('plan-limits')).toContainText('Clients illimités');
  await expect(clever.getByTestId('plan-features')).toContainText('Factures et soumissions');
  // On a trial no card is the current one; Essentiel is the one recommended.
  await expect(page.getByRole('button', { name: 'Forfait actuel' })).toHaveCount(0);
  await expect(clever).toContainText('Recommandé');
  // Self-hosted: each card says how to change plan instead of a button that can only be refused.
  await expect(page.getByTestId('plan-ask-operator')).toHaveCount(3);
  await expect(basic).toContainText('Demandez à l’administrateur de l’installation');
});

test('on a phone both pages fit the screen, the cards one under the other', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  for (const path of ['/#/settings/billing', '/#/settings/plans']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-testid="billing-usage-table"], [data-testid="plan-card-genius"]').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  const basic = await page.getByTestId('plan-card-basic').boundingBox();
  const clever = await page.getByTestId('plan-card-clever').boundingBox();
  expect(clever!.y).toBeGreaterThan(basic!.y + basic!.height - 1);
});

test('a technician has no billing card and is turned away from the billing pages', async ({ browser, request }) => {
  const tech = await invitedMember(request, owner, 'Kevin Lavoie', 'EMPLOYEE');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/#/signin');
  await signIn(page, tech.username, tech.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings');
  await expect(page.getByTestId('settings-card-profile')).toBeVisible();
  await expect(page.getByTestId('settings-card-billing')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forfait et facturation' })).toHaveCount(0);
  for (const path of ['/#/settings/billing', '/#/billing', '/#/settings/plans']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }
  await context.close();
});

test('with online payment, the current plan is disabled and a change applied at once refreshes the session; so does the return from the payment page', async ({
  page,
}) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  // The server's answers as a Stripe installation gives them to a shop on Essentiel (the Stripe round trip has its own spec).
  const real = await page.request.get('/api/accounts/packages', { headers: { authorization: `Bearer ${owner.accessToken}` } });
  const body = (await real.json()) as { data: unknown[]; metadata: Record<string, unknown> };
  await page.route('**/api/accounts/packages', (route) =>
    route.fulfill({ json: { ...body, metadata: { ...body.metadata, mode: 'stripe', portal: true, current: { name: 'clever', isTrial: false, trialEndsAt: null } } } }),
  );
  const checkouts: string[] = [];
  await page.route('**/api/accounts/checkout/*', (route) => {
    checkouts.push(new URL(route.request().url()).pathname);
    return route.fulfill({ json: { data: { url: null } } });
  });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.method());
  });

  await page.goto('/#/settings/plans');
  await expect(page.getByTestId('plans-current')).toContainText('Vous êtes sur le forfait Essentiel.');
  await expect(page.getByTestId('plan-card-clever').getByRole('button', { name: 'Forfait actuel' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Forfait actuel' })).toHaveCount(1);
  await expect(page.getByTestId('plan-card-clever')).not.toContainText('Recommandé');

  // The button names its plan to a screen reader through the card's heading.
  const upgrade = page.getByTestId('plan-card-genius').getByRole('button', { name: 'Passer à ce forfait' });
  await expect(upgrade).toHaveAccessibleDescription('Professionnel');
  await upgrade.click();
  await expect(page.getByText('Votre forfait est à jour.')).toBeVisible();
  expect(checkouts).toEqual(['/api/accounts/checkout/genius']);
  expect(refreshes).toEqual(['POST']);

  // Back from the payment page: one refresh, the notice, and the query is gone.
  await page.goto('/#/settings/plans?success=1');
  await expect(page).toHaveURL(/#\/settings\/plans$/);
  await expect(page.getByText('Votre forfait est à jour.').first()).toBeVisible();
  await expect.poll(() => refreshes.length).toBe(2);
  await page.waitForTimeout(500);
  expect(refreshes.length).toBe(2);

  // The billing page offers the card change (the portal) in Stripe mode.
  await page.goto('/#/settings/billing');
  await expect(page.getByRole('button', { name: 'Changer de carte' })).toBeVisible();
});

test('a self-hosted shop put on Essentiel by the operator sees it as its plan, its limits, and « Forfait actuel » disabled on its card only', async ({
  page,
  request,
}) => {
  const shop = await readyOwner(request, 'Éric Essentiel');
  await api(request, shop.accessToken).post('/api/customers', { fullname: 'Lucie Gagné' });
  await setPlan(shop.email, 'Essentiel');
  await asSelfHosted(page);
  await page.goto('/#/signin');
  await signIn(page, shop.email, shop.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  await page.goto('/#/settings/billing');
  await expect(page.getByTestId('billing-current-text')).toHaveText('Vous êtes sur le forfait Essentiel.');
  const figure = page.getByTestId('usage-row-customers').getByTestId('usage-figure');
  await expect(figure).toHaveText(/^1 sur 2\s000$/);
  await expect(page.getByTestId('usage-row-users').getByTestId('usage-figure')).toHaveText('1 sur 5');
  await expect(page.getByRole('progressbar', { name: 'Utilisateurs' })).toHaveAttribute('aria-valuenow', '20');

  await page.getByRole('link', { name: 'Voir les forfaits' }).click();
  await expect(page.getByTestId('plans-current')).toContainText('Vous êtes sur le forfait Essentiel.');
  await expect(page.getByTestId('plan-card-clever').getByRole('button', { name: 'Forfait actuel' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Forfait actuel' })).toHaveCount(1);
  await expect(page.getByTestId('plan-ask-operator')).toHaveCount(2);
  await expect(page.getByTestId('plan-card-clever').getByTestId('plan-ask-operator')).toHaveCount(0);
  // Recommended only to a shop still on the trial or on Découverte.
  await expect(page.getByText('Recommandé')).toHaveCount(0);
});

test('a usage answer without figures is logged and the usage card says there is nothing to show', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/accounts/usage', (route) => route.fulfill({ json: { data: {}, metadata: { period: { start: '', end: '' } } } }));
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings/billing');
  await expect(page.getByTestId('billing-usage-empty')).toContainText('Aucune donnée d’utilisation');
  await expect(page.getByTestId('billing-usage-table')).toHaveCount(0);
  await expect(page.getByTestId('billing-usage-period')).toHaveCount(0);
  expect(warnings).toContain('No usage data found');
});
