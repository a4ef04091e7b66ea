import { expect, test } from '@playwright/test';
import { signIn, verifiedOwner } from '../accounts.js';
import { validationPath, waitForMail } from '../mail.js';

test('a user who lost the password receives a link, chooses a new password and signs in with it', async ({ page, request }) => {
  const owner = await verifiedOwner(request, 'Nadia Côté');
  await page.goto('/#/signin');
  await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
  await expect(page).toHaveURL(/#\/lost-password/);
  // The sign-in page stays on screen while the next page's code loads, with a field of the same
  // label: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(owner.email);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Vérifiez vos courriels')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);

  const mail = await waitForMail(owner.email, (m) => m.subject.includes('Réinitialisation'));
  await page.goto(validationPath(mail));
  const newPassword = 'Nouveau#2027';
  await page.getByLabel('Nouveau mot de passe').fill(newPassword);
  await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/#\/signin\?passwordReset=1/);

  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, owner.email, newPassword);
  await expect(page.getByTestId('app-shell')).toBeVisible();
});
