import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { PASSWORD, uniqueEmail, validationPath, waitForMail } from '../mail.js';

test('a shop owner signs up, validates the account from the mail, signs in, sees the shell and signs out', async ({ page }) => {
  const email = uniqueEmail('inscription');
  await page.goto('/#/signup');
  await page.getByLabel('Nom complet').fill('Jean-Pierre Tremblay');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/#\/verify-email\?email=.*&signup=1/);
  await expect(page.getByText('Inscription réussie!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Validation de votre compte' })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toContain('Confirmez votre adresse courriel');
  await page.goto(validationPath(mail));
  await expect(page).toHaveURL(/#\/signin\?verified=1/);
  await expect(page.getByText('Votre compte est validé')).toBeVisible();

  await signIn(page, 'jptremblay', PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('shop-name')).toHaveText('Atelier');
  await expect(page.getByText('Bonjour, Jean-Pierre!')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('JP');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/#\/signin/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  // Signed out for real: a protected page sends back to the sign-in page.
  await page.goto('/#/settings/account/preferences');
  await expect(page).toHaveURL(/#\/signin/);
});

test('the validation token can be pasted by hand on the validation page', async ({ page }) => {
  const email = uniqueEmail('jeton');
  await page.goto('/#/signup');
  await page.getByLabel('Nom complet').fill('Luc Gagnon');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Inscription réussie!')).toBeVisible();

  const mail = await waitForMail(email);
  const token = new URLSearchParams(validationPath(mail).split('?')[1]).get('t')!;
  await page.getByLabel('Jeton de validation').fill(token);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/#\/signin\?verified=1/);
});
