import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Paul Lachance');
  await request.dispose();
});

async function openOwnProfile(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/#\/settings\/account\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profil', exact: true })).toBeVisible();
  await expect(page.getByText('Gérez votre profil')).toBeVisible();
}

test('the password a technician changes in the profile modal is the one that signs in afterwards', async ({ page, request }) => {
  const member = await invitedMember(request, owner, 'Nadia Côté');
  await page.goto('/#/signin');
  await signIn(page, member.username, member.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await openOwnProfile(page);

  await expect(page.getByRole('textbox', { name: "Nom d'utilisateur" })).toHaveValue(member.username);
  await expect(page.getByRole('textbox', { name: "Nom d'utilisateur" })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Courriel' })).toHaveValue(member.email);
  // Nobody raises their own role: a technician may only step down to guest.
  await page.getByRole('combobox', { name: 'Rôle' }).click();
  await expect(page.getByRole('option')).toHaveText([/Technicien/, /Invité/]);
  await page.keyboard.press('Escape');
  // Nor delete themselves.
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await page.getByTestId('password-field').click();
  const modal = page.getByRole('dialog', { name: 'Changement du mot de passe' });
  await expect(modal).toContainText('Au moins 6 caractères');

  // Weak, then mismatched: the fields say why and nothing is sent.
  await modal.getByLabel('Nouveau mot de passe').fill('faible');
  await modal.getByLabel('Confirmer le mot de passe').fill('faible');
  await modal.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(modal.getByText(/Mot de passe trop faible/)).toBeVisible();
  const newPassword = 'Atelier#2027';
  await modal.getByLabel('Nouveau mot de passe').fill(newPassword);
  await modal.getByLabel('Confirmer le mot de passe').fill('Atelier#2028');
  await modal.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(modal.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();

  await modal.getByLabel('Confirmer le mot de passe').fill(newPassword);
  await modal.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié.')).toBeVisible();
  await expect(modal).toHaveCount(0);

  // The session that changed it goes on.
  await page.reload();
  await expect(page.getByTestId('app-shell')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/#\/signin/);
  await signIn(page, member.username, member.password);
  await expect(page.getByTestId('error-alert')).toBeVisible();
  await signIn(page, member.username, newPassword);
  await expect(page.getByTestId('app-shell')).toBeVisible();
});

test('an uploaded avatar shows in the header at once and after a reload; a fake image is refused', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await openOwnProfile(page);

  const header = page.getByTestId('user-menu');
  await expect(header.locator('img')).toHaveCount(0);

  // A text file named .png passes the picker but not the server, which reads the content.
  await page.getByTestId('avatar-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
  await expect(page.getByTestId('avatar-error')).toContainText('Format non pris en charge');
  await expect(header.locator('img')).toHaveCount(0);

  // Only .jpg, .jpeg and .png are offered or taken.
  await page.getByTestId('avatar-input').setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('avatar-error')).toContainText('.jpg, .jpeg ou .png');

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fd833b' } })
    .png()
    .toBuffer();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Photo de profil mise à jour.')).toBeVisible();
  await expect(page.getByTestId('avatar-error')).toHaveCount(0);

  const img = header.locator('img');
  await expect(img).toHaveAttribute('src', /^\/api\/uploads\//);
  const src = (await img.getAttribute('src'))!;
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', src);
  // The picture really loads (served by the API), not just a broken link.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', src);
});
