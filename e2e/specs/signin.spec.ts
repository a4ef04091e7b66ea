import { expect, test } from '@playwright/test';
import { signIn, verifiedOwner } from '../accounts.js';
import { PASSWORD, uniqueEmail } from '../mail.js';

test('an unverified account is sent to the validation page with its email', async ({ page, request }) => {
  const email = uniqueEmail('nonvalide');
  expect((await request.post('/api/auth/signup', { data: { fullname: 'Sophie Roy', email, password: PASSWORD } })).status()).toBe(201);
  await page.goto('/#/signin');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`#/verify-email\\?email=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  await expect(page.getByRole('heading', { name: 'Validation de votre compte' })).toBeVisible();
});

test('wrong credentials show the shared error alert and keep the user on the sign-in page', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, 'Mauvais!123');
  await expect(page.getByRole('alert')).toContainText("Nom d'utilisateur ou mot de passe incorrect");
  await expect(page).toHaveURL(/#\/signin/);
});

test('a slowed sign-in says how long to wait; the owner signs in from a browser that signed in before', async ({ page, browser, request }) => {
  test.slow(); // seven sign-ins through the page and two browsers
  const owner = await verifiedOwner(request);
  // The owner's own browser signs in once (it keeps the device cookie), then signs out.
  const own = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const ownPage = await own.newPage();
  await ownPage.goto('/#/signin');
  await signIn(ownPage, owner.email, owner.password);
  await expect(ownPage.getByTestId('app-shell')).toBeVisible();
  await ownPage.evaluate(() => localStorage.clear());

  // Someone else's browser guesses: 6 failures, then the page says when to try again.
  await page.goto('/#/signin');
  for (let i = 0; i < 6; i++) {
    await signIn(page, owner.email, `Mauvais!${i}23`);
    await expect(page.getByRole('alert')).toContainText("Nom d'utilisateur ou mot de passe incorrect");
  }
  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole('alert')).toContainText(/Trop de tentatives\s*Réessayez dans \d{1,2} secondes, ou choisissez un nouveau mot de passe/);
  await expect(page).toHaveURL(/#\/signin/);

  // The owner's browser is not locked out.
  await ownPage.goto('/#/signin');
  await signIn(ownPage, owner.email, owner.password);
  await expect(ownPage.getByTestId('app-shell')).toBeVisible();
  await own.close();
});

test('after sign-in the user lands on the page they first asked for', async ({ page, request }) => {
  const owner = await verifiedOwner(request);
  await page.goto('/#/settings/account/preferences');
  await expect(page).toHaveURL(/#\/signin/);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/#\/settings\/account\/preferences/);
  await expect(page.getByRole('heading', { name: 'Préférences' })).toBeVisible();
});
