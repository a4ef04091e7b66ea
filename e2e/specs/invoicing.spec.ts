import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Hélène Bergeron');
  await request.dispose();
});

async function openInvoicing(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings');
  await page.getByTestId('settings-card-invoice').click();
  await expect(page).toHaveURL(/#\/settings\/invoice$/);
  await expect(page.getByRole('heading', { name: 'Facturation', level: 1 })).toBeVisible();
}

const taxRow = (page: Page, index: number) => page.getByRole('group', { name: `Taxe ${index}`, exact: true });

test('the hourly rate and the taxes are changed, a tax added and one deleted; all of it is still there after a reload', async ({ page }) => {
  await openInvoicing(page);
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();

  // A fr-CA shop starts with the Québec group: TPS 5 % and TVQ 9,975 %.
  await expect(page.getByRole('textbox', { name: 'Groupe de taxes' })).toHaveValue('Québec');
  await expect(taxRow(page, 1).getByRole('textbox', { name: 'Nom' })).toHaveValue('TPS');
  await expect(taxRow(page, 1).getByRole('textbox', { name: 'Taux' })).toHaveValue('5 %');
  await expect(taxRow(page, 2).getByRole('textbox', { name: 'Nom' })).toHaveValue('TVQ');
  await expect(taxRow(page, 2).getByRole('textbox', { name: 'Taux' })).toHaveValue('9,975 %');
  await expect(page.getByRole('textbox', { name: 'Numéro de départ' })).toHaveValue('1');

  // Fees: the hourly rate in the account currency.
  const hourlyRate = page.getByRole('textbox', { name: 'Taux horaire' });
  await hourlyRate.fill('95');
  await hourlyRate.blur();
  await expect(hourlyRate).toHaveValue('95,00 $');
  await expect(save).toBeEnabled();

  // A new tax starts at 0 %; its name is required.
  await page.getByRole('button', { name: 'Ajouter une taxe' }).click();
  const added = taxRow(page, 3);
  await expect(added.getByRole('textbox', { name: 'Taux' })).toHaveValue('0 %');
  await save.click();
  await expect(added.getByText('Le nom est obligatoire.')).toBeVisible();
  await added.getByRole('textbox', { name: 'Nom' }).fill('Écofrais');
  await added.getByRole('textbox', { name: 'Description' }).fill('Frais environnementaux');
  await added.getByRole('textbox', { name: 'Taux' }).fill('1,5');

  // The QST rate changed.
  await taxRow(page, 2).getByRole('textbox', { name: 'Taux' }).fill('9,98');

  await save.click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(save).toBeDisabled();

  // Deleting a saved tax asks first.
  await taxRow(page, 1).getByRole('button', { name: 'Supprimer la taxe TPS' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la taxe « TPS »?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('La taxe « TPS » a été supprimée.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(taxRow(page, 3)).toHaveCount(0);
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Facturation', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Taux horaire' })).toHaveValue('95,00 $');
  await expect(taxRow(page, 1).getByRole('textbox', { name: 'Nom' })).toHaveValue('TVQ');
  await expect(taxRow(page, 1).getByRole('textbox', { name: 'Taux' })).toHaveValue('9,98 %');
  await expect(taxRow(page, 2).getByRole('textbox', { name: 'Nom' })).toHaveValue('Écofrais');
  await expect(taxRow(page, 2).getByRole('textbox', { name: 'Description' })).toHaveValue('Frais environnementaux');
  await expect(taxRow(page, 2).getByRole('textbox', { name: 'Taux' })).toHaveValue('1,5 %');
  await expect(taxRow(page, 3)).toHaveCount(0);
});

test('the invoice start number is saved and the settings menu leads to the page', async ({ page }) => {
  await openInvoicing(page);
  const start = page.getByRole('textbox', { name: 'Numéro de départ' });
  await expect(page.getByText('Les numéros de facture sont générés automatiquement')).toBeVisible();
  await start.fill('1001');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();

  await page.goto('/#/settings/language');
  await page.getByRole('navigation', { name: 'Navigation des paramètres' }).getByRole('link', { name: 'Facturation', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Facturation', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Numéro de départ' })).toHaveValue('1001');
});

test('the legal identity: a malformed GST number is named on blur, the numbers are saved with the page and are still there after a reload', async ({ page }) => {
  await openInvoicing(page);
  const card = page.getByRole('region', { name: 'Identité légale' });
  // A shop without a French address: the Québec/Canada numbers come first.
  await expect(card.getByRole('heading', { level: 3 }).first()).toHaveText('Québec et Canada');
  const gst = card.getByRole('textbox', { name: 'Numéro de TPS/TVH' });
  await gst.fill('12345 RT 0001');
  await gst.blur();
  await expect(card.getByText('Numéro de TPS invalide (ex. 123456789 RT 0001).')).toBeVisible();
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await save.click();
  await expect(page.getByText('Modifications enregistrées.')).toHaveCount(0);

  await gst.fill('123456789 RT 0001');
  await gst.blur();
  await expect(card.getByText('Numéro de TPS invalide (ex. 123456789 RT 0001).')).toHaveCount(0);
  await card.getByRole('textbox', { name: 'Numéro de TVQ' }).fill('1234567890 TQ 0001');
  await card.getByRole('textbox', { name: 'Raison sociale' }).fill('Garage Bergeron inc.');
  await card.getByRole('textbox', { name: 'SIREN' }).fill('732829321');
  await card.getByRole('textbox', { name: 'SIREN' }).blur();
  await expect(card.getByText('SIREN invalide (9 chiffres, clé de contrôle).')).toBeVisible();
  await card.getByRole('textbox', { name: 'SIREN' }).fill('');
  await save.click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Numéro de TPS/TVH' })).toHaveValue('123456789 RT 0001');
  await expect(page.getByRole('textbox', { name: 'Numéro de TVQ' })).toHaveValue('1234567890 TQ 0001');
  await expect(page.getByRole('textbox', { name: 'Raison sociale' })).toHaveValue('Garage Bergeron inc.');
  await expect(page.getByRole('textbox', { name: 'SIREN', exact: true })).toHaveValue('');
});
