import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Sylvie Gagnon');
  await request.dispose();
});

test('a customer is added from the drawer, opened, edited, found by the search and deleted', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/#\/customers$/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucun client pour le moment')).toBeVisible();

  // First customer, from the empty state; the mobile is spaced while it is typed.
  await page.getByRole('button', { name: 'Ajouter un client' }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un client' });
  await drawer.getByRole('textbox', { name: 'Nom complet' }).fill('Gabrielle Roy-Bouchard');
  const mobile = drawer.getByRole('textbox', { name: 'Cellulaire' });
  await mobile.pressSequentially('5145550123');
  await expect(mobile).toHaveValue('514 555-0123');
  await drawer.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Client Gabrielle Roy-Bouchard ajouté.')).toBeVisible();
  await expect(drawer).toHaveCount(0);
  const gabrielle = page.getByTestId('customer-row').filter({ hasText: 'Gabrielle Roy-Bouchard' });
  await expect(gabrielle).toContainText('514 555-0123');

  // Its page: the contact card, then the email added in the edit drawer.
  await gabrielle.getByRole('link', { name: 'Gabrielle Roy-Bouchard' }).click();
  await expect(page).toHaveURL(/#\/customers\/[0-9a-f-]{36}$/);
  const customerUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Gabrielle Roy-Bouchard', level: 1 })).toBeVisible();
  const contact = page.getByTestId('customer-contact');
  await expect(contact.getByRole('link', { name: '514 555-0123' })).toHaveAttribute('href', 'tel:5145550123');
  await expect(contact).toContainText('Non renseigné');

  await page.getByRole('button', { name: 'Modifier' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Modifier le client' });
  const update = editDrawer.getByRole('button', { name: 'Mettre à jour' });
  await expect(update).toBeDisabled();
  await editDrawer.getByRole('textbox', { name: 'Courriel' }).fill('gabrielle.roy@exemple.ca');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'gabrielle.roy@exemple.ca' })).toHaveAttribute('href', 'mailto:gabrielle.roy@exemple.ca');

  // A second customer with the same mobile, however typed, is refused on the mobile field.
  await nav.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Nom complet' }).fill('Marc Tremblay');
  await mobile.fill('(514) 555-0123');
  await drawer.getByRole('button', { name: 'Ajouter' }).click();
  await expect(drawer.getByText('Un client existe déjà avec ce numéro.')).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await mobile.fill('4185550199');
  await expect(mobile).toHaveValue('418 555-0199');
  await drawer.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Client Marc Tremblay ajouté.')).toBeVisible();
  await expect(page.getByTestId('customer-row')).toHaveCount(2);

  // The search, by a part of the name, is kept in the address.
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('bouch');
  await expect(page).toHaveURL(/[?&]q=bouch/);
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByTestId('customer-row')).toContainText('Gabrielle Roy-Bouchard');
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('zzz');
  await expect(page.getByText('Aucun client ne correspond à « zzz ».')).toBeVisible();

  // Deleted after the confirmation, back on the list.
  await page.goto(customerUrl);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le client' });
  await expect(confirm).toContainText('Gabrielle Roy-Bouchard');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Client Gabrielle Roy-Bouchard supprimé.')).toBeVisible();
  await expect(page).toHaveURL(/#\/customers$/);
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByTestId('customer-row')).toContainText('Marc Tremblay');

  // The deleted customer's page, like an unknown one, says so.
  await page.goto(customerUrl);
  await expect(page.getByRole('heading', { name: 'Client introuvable', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Retour aux clients' }).click();
  await expect(page).toHaveURL(/#\/customers$/);
});

test('a guest sees no customers in the menu and is turned away from the pages', async ({ page, request }) => {
  const guest = await invitedMember(request, owner, 'Hugo Lévesque', 'GUEST');
  await page.goto('/#/signin');
  await signIn(page, guest.username, guest.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await page.goto('/#/customers');
  await expect(page).toHaveURL(/#\/404$/);
});
