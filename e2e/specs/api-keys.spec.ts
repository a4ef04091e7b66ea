import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner } from '../ready-owner.js';

test('an API key created in the settings authenticates a plain HTTP call until it is revoked', async ({ page, request }) => {
  const owner = await readyOwner(request);
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  await page.goto('/#/settings');
  await page.getByTestId('settings-card-apiKeys').click();
  await expect(page.getByRole('heading', { name: "Clés d'API" })).toBeVisible();
  await expect(page.getByText("Aucune clé d'API")).toBeVisible();

  // The form: name required, Create disabled until something is typed.
  await page.getByRole('button', { name: 'Ajouter' }).first().click();
  const form = page.getByRole('dialog', { name: "Clé d'API" });
  await expect(form.getByRole('button', { name: 'Créer la clé' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Description' }).fill('Synchronisation comptable');
  await form.getByRole('button', { name: 'Créer la clé' }).click();
  await expect(form.getByText('Le nom est obligatoire.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Logiciel comptable');
  await form.getByRole('button', { name: 'Créer la clé' }).click();

  // Shown once, read-only, then gone.
  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toBeVisible();
  await expect(secret).toHaveAttribute('readonly', '');
  const key = await secret.inputValue();
  expect(key).toMatch(/^atk_/);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(secret).toHaveCount(0);
  const row = page.getByTestId('api-key-row').filter({ hasText: 'Logiciel comptable' });
  await expect(row).toContainText('Active');
  // Never expires, never used.
  await expect(row.getByText('Jamais', { exact: true })).toHaveCount(2);
  await expect(page.getByText(key)).toHaveCount(0);

  const call = () => request.get('/api/accounts', { headers: { authorization: `Bearer ${key}` } });
  const answer = await call();
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { data: { uuid: string } }).data.uuid).toBe(owner.user.account.uuid);

  // The use shows up as "last used"; View shows the key's details, never the secret.
  await page.reload();
  await expect(row.getByText('Jamais', { exact: true })).toHaveCount(1);
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await row.getByRole('button', { name: 'Voir la clé Logiciel comptable' }).click();
  const view = page.getByRole('dialog', { name: "Clé d'API" });
  await expect(view.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Logiciel comptable');
  await expect(view.getByRole('textbox', { name: 'Nom', exact: true })).toHaveAttribute('readonly', '');
  await expect(view.getByRole('textbox', { name: 'Description' })).toHaveValue('Synchronisation comptable');
  await expect(view).not.toContainText(key);
  await view.getByRole('button', { name: 'Fermer' }).last().click();

  // Revoking asks first; Cancel keeps the key working.
  await row.getByRole('button', { name: 'Révoquer la clé Logiciel comptable' }).click();
  const confirm = page.getByRole('dialog', { name: "Révoquer la clé d'API" });
  await expect(confirm).toContainText('Logiciel comptable');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  expect((await call()).status()).toBe(200);

  await row.getByRole('button', { name: 'Révoquer la clé Logiciel comptable' }).click();
  await confirm.getByRole('button', { name: 'Révoquer' }).click();
  await expect(page.getByText('Clé « Logiciel comptable » révoquée.')).toBeVisible();
  await expect(row).toContainText('Révoquée');
  expect((await call()).status()).toBe(401);
});
