import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * The design showcase /ui (issue 17): every shared building block in its states, light and dark,
 * fr and en, for the owner (FULL_ADMIN) in production, the build these tests run; any other role
 * goes to /404 there.
 */

const SECTIONS_FR = [
  'Boutons',
  'Champs de saisie',
  'Cases du NIV',
  'Montants',
  'Badges',
  "États d'une liste",
  'Tiroirs et fenêtres',
  'Notifications',
  "Alerte d'erreur",
  'États vides',
];
const SECTIONS_EN = ['Buttons', 'Inputs', 'VIN boxes', 'Amounts', 'Badges', 'List states', 'Drawers and dialogs', 'Notifications', 'Error alert', 'Empty states'];

let owner: ReadyOwner;

test.beforeAll(async ({ request }) => {
  owner = await readyOwner(request, 'Chantal Bouchard');
});

async function openShowcase(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/ui');
  await expect(page.getByRole('heading', { level: 1, name: 'Système de design' })).toBeVisible();
}

const sectionTitles = (page: Page) => page.locator('[data-testid^="ui-section-"] h2');

test("le propriétaire ouvre /ui depuis le menu d'aide et y voit chaque section, avec ses états", async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // The settings menu's help section offers the page to the owner.
  await page.goto('/#/settings');
  await page.getByRole('link', { name: 'Système de design' }).click();
  await expect(page).toHaveURL(/#\/ui$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Système de design' })).toBeVisible();
  await expect(page).toHaveTitle(/^Système de design/);

  await expect(sectionTitles(page)).toHaveText(SECTIONS_FR);
  for (const section of await page.locator('[data-testid^="ui-section-"]').all()) await expect(section).toBeVisible();

  // The real pieces in their states: the VIN boxes (decoded, wrong check digit, refused), the list states, the badges.
  await expect(page.getByTestId('ui-vin-valid')).toContainText('NIV décodé : 2003 HONDA Accord EX-V6');
  await expect(page.getByTestId('ui-vin-check-digit').getByTestId('vin-check-digit-warning')).toBeVisible();
  await expect(page.getByTestId('ui-vin-refused')).toContainText('Ce NIV ne semble pas valide');
  await expect(page.getByTestId('ui-vin-partial').getByRole('textbox')).toHaveCount(17);
  // The long list is virtualised: opened, only the rows in view are in the page.
  await page.getByTestId('ui-virtual-select').click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThan(40);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ui-list-loading').getByRole('status')).toBeVisible();
  await expect(page.getByTestId('ui-list-error').getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(page.getByTestId('ui-list-empty').getByRole('button', { name: 'Nouveau client' })).toBeVisible();
  await expect(page.getByTestId('ui-list-no-results')).toContainText('Aucun résultat');
  await expect(page.getByTestId('ui-sample-table').getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('status-badge')).toHaveCount(6);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText(['Brouillon', 'Prêt à facturer', 'Envoyée', 'Payée', 'Annulée']);
  // A new shop is on its trial: the header's badge is shown here too.
  await expect(page.getByTestId('ui-section-badges').getByTestId('trial-badge')).toBeVisible();
  // Amounts in the shop's currency, as the language writes them.
  await expect(page.getByTestId('ui-money-filled')).toHaveValue(/^95,00\s\$$/);
});

test("l'alerte d'erreur montre son code de corrélation et son heure; les notifications partent des boutons", async ({ page }) => {
  await openShowcase(page);
  const server = page.getByTestId('ui-error-server').getByTestId('error-alert');
  await expect(server).toContainText('Erreur du serveur');
  await expect(server).toContainText('7f3c9a2e-41b8-4d0f-9c55-2b1e8d6a0f14');
  await expect(server).toContainText(/Heure : 2026-11-24 \d{2}:32:05/);
  const validation = page.getByTestId('ui-error-validation').getByTestId('error-alert');
  await expect(validation.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Succès' }).click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await page.getByRole('button', { name: 'Erreur du serveur' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Une erreur inattendue' })).toBeVisible();
});

test('le tiroir, la fenêtre et la confirmation s’ouvrent et se ferment avec Échap', async ({ page }) => {
  await openShowcase(page);

  await page.getByRole('button', { name: 'Ouvrir le tiroir' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nouveau véhicule' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Plaque')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Ouvrir la fenêtre' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau bon de travail' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The confirmation of a destructive action: focus on Cancel, Escape cancels, confirming shows the toast.
  await page.getByRole('button', { name: 'Supprimer le client' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer ce client?' });
  await expect(confirm.getByTestId('ui-confirm-target')).toContainText('Marie Tremblay');
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Supprimer le client' }).click();
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Client « Marie Tremblay » supprimé', { exact: false })).toBeVisible();
});

test("la barre d'outils passe la page en sombre et en anglais, et en revient", async ({ page }) => {
  await openShowcase(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  const toolbar = page.getByTestId('ui-toolbar');
  await toolbar.getByText('Sombre', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await toolbar.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
  await expect(sectionTitles(page)).toHaveText(SECTIONS_EN);
  await expect(page.getByTestId('ui-error-server')).toContainText('Reference: 7f3c9a2e');
  // The app's preferences: the choice holds after a reload, like Settings > Preferences.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // Amounts follow the interface's language after the reload too.
  await expect(page.getByTestId('ui-money-filled')).toHaveValue('$95.00');

  await page.getByTestId('ui-toolbar').getByText('Light', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByTestId('ui-toolbar').getByText('Français', { exact: true }).click();
  await expect(sectionTitles(page)).toHaveText(SECTIONS_FR);
  await expect(page.getByTestId('ui-money-filled')).toHaveValue(/^95,00\s\$$/);
});

test("un technicien (EMPLOYEE) n'a pas le lien et /ui l'envoie vers /404", async ({ browser, request }) => {
  const tech = await invitedMember(request, owner, 'Kevin Lavoie', 'EMPLOYEE');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/#/signin');
  await signIn(page, tech.username, tech.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings');
  await expect(page.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Système de design' })).toHaveCount(0);
  await page.goto('/#/ui');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveURL(/#\/404$/);
  await context.close();
});
