import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail, validationPath, waitForMail } from './mail.js';

/** An owner signed up and verified through the API, for specs that start signed out. */
export async function verifiedOwner(request: APIRequestContext, fullname = 'Marie Tremblay') {
  const email = uniqueEmail();
  const response = await request.post('/api/auth/signup', { data: { fullname, email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  const mail = await waitForMail(email);
  const token = new URLSearchParams(validationPath(mail).split('?')[1]).get('t')!;
  expect((await request.get(`/api/users/verify/${encodeURIComponent(token)}`)).ok()).toBe(true);
  return { email, password: PASSWORD, fullname };
}

/** Where the web app keeps the time of the last setup-wizard skip (apps/web storageKeys.ts). */
export const SETUP_SKIP_KEY = 'atelier.setupSkippedAt';

/**
 * Marks the setup wizard as skipped just now on this page's origin, so a fresh owner's wizard
 * (it opens on load for every new shop) stays closed for the next 12 hours.
 */
export async function skipSetupWizard(page: Page) {
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now())), SETUP_SKIP_KEY);
}

/**
 * Signs in through the sign-in page (already open). The setup wizard of a fresh shop is skipped
 * beforehand unless `keepSetupWizard` is set: specs about something else need the page free.
 */
export async function signIn(page: Page, username: string, password: string, { keepSetupWizard = false } = {}) {
  if (!keepSetupWizard) await skipSetupWizard(page);
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
