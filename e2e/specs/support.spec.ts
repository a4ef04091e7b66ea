import { expect, test } from '@playwright/test';
import { signIn, verifiedOwner } from '../accounts.js';
import { waitForMail } from '../mail.js';

const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || 'support@atelier.app';

// One owner for the whole file: sign-ups are throttled per IP (20 an hour) and the suite grows.
let owner: Awaited<ReturnType<typeof verifiedOwner>>;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await verifiedOwner(request, 'Nadia Côté');
  await request.dispose();
});

test('the help button sends a question to support and confirms it with a toast', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Aide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poser une question' });
  await expect(dialog).toBeVisible();
  const question = dialog.getByLabel('Votre question');
  const submit = dialog.getByRole('button', { name: 'Envoyer' });

  // Under 5 characters Submit stays disabled; blank text gets the alert instead of a send.
  await question.fill('Aide');
  await expect(submit).toBeDisabled();
  await question.fill('      ');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez décrire votre question.');

  const text = `Comment imprimer un bon de travail? (${Date.now()})`;
  await question.fill(text);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await submit.click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('alert').filter({ hasText: 'Votre message a été envoyé avec succès.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Nous vous répondrons dans les plus brefs délais.');

  const mail = await waitForMail(SUPPORT_EMAIL, (m) => m.text.includes(text));
  expect(mail.text).toContain(owner.email);
});

test('a question that could not be sent stays in the open dialog', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ type: 'SERVER', message: 'ERR_SERVICE_UNAVAILABLE', details: [], correlationId: 'e2e', timestamp: new Date().toISOString() }),
    }),
  );
  await page.getByRole('button', { name: 'Aide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poser une question' });
  await dialog.getByLabel('Votre question').fill('Le tableau ne se met pas à jour.');
  const failed = page.waitForResponse('**/api/contact');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await failed;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Votre question')).toHaveValue('Le tableau ne se met pas à jour.');
  await expect(page.getByText('Votre message a été envoyé avec succès.')).toHaveCount(0);
});

test('the support page shows the contact address and the API version, or Erreur when it cannot be read', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await page.goto('/#/settings/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByTestId('support-email')).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(page.getByTestId('api-version')).toHaveText('0.1.0-alpha');

  await page.getByRole('button', { name: 'Poser une question' }).click();
  await expect(page.getByRole('dialog', { name: 'Poser une question' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Poser une question' })).toBeHidden();

  await page.route('**/api/health', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.reload();
  await expect(page.getByTestId('api-version')).toHaveText('Erreur');
});
