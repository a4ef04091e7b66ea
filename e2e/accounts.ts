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

/** Signs in through the sign-in page. */
export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
