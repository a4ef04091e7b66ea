import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Roger Bélanger');
  await request.dispose();
});

test('the default catalogue is there; a service is added, its price edited, found by the search and deleted', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/#\/services$/);
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  // A new shop starts with its French catalogue; the diagnostic has no price: hourly rate.
  const rows = page.getByTestId('catalog-row');
  await expect(page.getByText('9 services')).toBeVisible();
  await expect(rows.filter({ hasText: "Vidange d'huile et filtre" })).toContainText(/89,95\s\$/);
  await expect(rows.filter({ hasText: 'Diagnostic électronique' })).toContainText('Taux horaire');

  // Added from the drawer: without a price the hourly-rate hint shows, then a price is typed.
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un service' });
  await drawer.getByRole('textbox', { name: 'Nom' }).fill('Remplacement des essuie-glaces');
  await drawer.getByRole('textbox', { name: 'Code' }).fill('SRV-010');
  await drawer.getByRole('textbox', { name: 'Description' }).fill('Pose de balais fournis par le client.');
  await expect(drawer.getByTestId('hourly-rate-hint')).toContainText('Sans prix, ce service sera facturé au taux horaire');
  const price = drawer.getByRole('textbox', { name: 'Prix' });
  await price.fill('24,95');
  await expect(drawer.getByTestId('hourly-rate-hint')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Service Remplacement des essuie-glaces ajouté.')).toBeVisible();
  await expect(drawer).toHaveCount(0);
  const wipers = rows.filter({ hasText: 'Remplacement des essuie-glaces' });
  await expect(wipers).toContainText('SRV-010');
  await expect(wipers).toContainText(/24,95\s\$/);
  await expect(page.getByText('10 services')).toBeVisible();

  // The same code, in any case, is refused on the code field.
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Nom' }).fill('Autre service');
  await drawer.getByRole('textbox', { name: 'Code' }).fill('srv-010');
  await drawer.getByRole('button', { name: 'Ajouter' }).click();
  await expect(drawer.getByText('Ce code est déjà utilisé dans le catalogue.')).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // Its price edited from the row's edit button.
  await page.getByRole('button', { name: 'Modifier Remplacement des essuie-glaces' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Modifier le service' });
  const update = editDrawer.getByRole('button', { name: 'Mettre à jour' });
  await expect(update).toBeDisabled();
  await editDrawer.getByRole('textbox', { name: 'Prix' }).fill('29,95');
  await update.click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(wipers).toContainText(/29,95\s\$/);

  // The search ignores accents and case and is kept in the address.
  const search = page.getByRole('searchbox', { name: 'Rechercher un service' });
  await search.fill('ESSUIE');
  await expect(page).toHaveURL(/[?&]q=ESSUIE/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Remplacement des essuie-glaces');
  await search.fill('electronique');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Diagnostic électronique');
  await search.fill('zzz');
  await expect(page.getByText('Aucun service ne correspond à « zzz ».')).toBeVisible();
  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  await expect(page.getByText('10 services')).toBeVisible();

  // Deleted after the confirmation.
  await page.getByRole('button', { name: 'Supprimer Remplacement des essuie-glaces' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le service' });
  await expect(confirm).toContainText('SRV-010');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Service Remplacement des essuie-glaces supprimé.')).toBeVisible();
  await expect(wipers).toHaveCount(0);
  await expect(page.getByText('9 services')).toBeVisible();

  // The products page is its own list.
  await nav.getByRole('link', { name: 'Produits' }).click();
  await expect(page.getByRole('heading', { name: 'Produits', level: 1 })).toBeVisible();
  await expect(page.getByText('7 produits')).toBeVisible();
  await expect(rows.filter({ hasText: 'Filtre à huile' })).toContainText(/14,95\s\$/);
});

test('an EMPLOYEE reads the catalogue but has no Add, Edit or Delete', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const employee = await invitedMember(request, owner, 'Émile Mécano');
  await request.dispose();

  await page.goto('/#/signin');
  await signIn(page, employee.username, employee.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await expect(page.getByTestId('catalog-row').filter({ hasText: 'Alignement' })).toContainText(/99,95\s\$/);
  await expect(page.getByRole('button', { name: 'Ajouter', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Modifier / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Supprimer / })).toHaveCount(0);
  // A click on a row opens nothing.
  await page.getByTestId('catalog-row').filter({ hasText: 'Alignement' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone a tap on a row edits it and the drawer deletes it; a product needs a price', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/products?q=antigel');
  await expect(page.getByRole('heading', { name: 'Produits', level: 1 })).toBeVisible();
  // The search box shows the address's search.
  await expect(page.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveValue('antigel');
  const row = page.getByTestId('catalog-row').filter({ hasText: 'Antigel (4 L)' });
  await expect(page.getByRole('button', { name: 'Modifier Antigel (4 L)' })).toBeHidden();
  await row.click();
  const drawer = page.getByRole('dialog', { name: 'Modifier le produit' });
  const price = drawer.getByRole('textbox', { name: 'Prix' });
  await price.fill('');
  await drawer.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(drawer.getByText('Le prix est obligatoire pour un produit.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Supprimer' }).click();
  await expect(drawer).toHaveCount(0);
  const confirm = page.getByRole('dialog', { name: 'Supprimer le produit' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Produit Antigel (4 L) supprimé.')).toBeVisible();
  await expect(page.getByText('Aucun produit ne correspond à « antigel ».')).toBeVisible();
});
