import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Réjean Lavoie');
  await request.dispose();
});

async function openVehicleSettings(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/settings');
  await page.getByTestId('settings-card-vehicle').click();
  await expect(page).toHaveURL(/#\/settings\/vehicle$/);
  await expect(page.getByRole('heading', { name: 'Paramètres des véhicules', level: 1 })).toBeVisible();
}

test('a make excluded from the settings is gone from the available list and from the make list', async ({ page, request }) => {
  await openVehicleSettings(page);
  const makes = page.getByTestId('makes-section');
  await expect(makes.getByRole('heading', { name: 'Gestion des constructeurs' })).toBeVisible();
  const available = makes.getByRole('listbox', { name: /^Constructeurs disponibles/ });
  const excluded = makes.getByRole('listbox', { name: /^Exclusions/ });
  await expect(excluded.getByText('Aucune exclusion : tous les constructeurs sont proposés.')).toBeVisible();
  // Thousands of makes: the first 200 are drawn, the count says how many there are.
  await expect(makes.getByText(/^200 premiers sur .*Affinez la recherche pour voir les autres\.$/)).toBeVisible();

  const save = makes.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  await makes.getByRole('searchbox', { name: 'Rechercher un constructeur' }).fill('Honda');
  const honda = available.getByRole('option', { name: 'Honda', exact: true });
  await expect(honda).toBeVisible();
  await expect(makes.getByText(/^Constructeurs disponibles \(\d+\)$/)).not.toHaveText('Constructeurs disponibles (0)');

  await honda.click();
  await expect(honda).toHaveAttribute('aria-selected', 'true');
  await makes.getByRole('button', { name: 'Exclure' }).click();
  await expect(available.getByRole('option', { name: 'Honda', exact: true })).toHaveCount(0);
  await expect(excluded.getByRole('option', { name: 'Honda', exact: true })).toBeVisible();
  await expect(makes.getByText('Exclusions (1)')).toBeVisible();
  await expect(save).toBeEnabled();

  // Moved back and forth with the keyboard: nothing changed, nothing to save.
  await excluded.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(excluded.getByRole('option')).toHaveCount(0);
  await expect(save).toBeDisabled();
  await available.getByRole('option', { name: 'Honda', exact: true }).dblclick();
  await expect(excluded.getByRole('option', { name: 'Honda', exact: true })).toBeVisible();

  await save.click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(save).toBeDisabled();

  // After a reload: Honda is among the exclusions, not among the available makes.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paramètres des véhicules', level: 1 })).toBeVisible();
  await expect(excluded.getByRole('option', { name: 'Honda', exact: true })).toBeVisible();
  await makes.getByRole('searchbox', { name: 'Rechercher un constructeur' }).fill('honda');
  await expect(available.getByRole('option').first()).toBeVisible();
  await expect(available.getByRole('option', { name: 'Honda', exact: true })).toHaveCount(0);

  // The make list the vehicle drawer reads leaves it out as well.
  const response = await request.get('/api/nhtsa/makes?q=honda&limit=200', { headers: { authorization: `Bearer ${owner.accessToken}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { name: string }[] };
  expect(data.length).toBeGreaterThan(0);
  expect(data.map((make) => make.name)).not.toContain('Honda');
  expect(Number(response.headers()['x-total-count'])).toBe(data.length);

  // And the vehicle drawer's make select no longer offers it (other makes with 'honda' in the name remain).
  await page.goto('/#/mechs');
  await expect(page.getByRole('heading', { name: 'Véhicules', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un véhicule' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un véhicule' });
  await drawer.getByLabel('Marque', { exact: true }).fill('Honda');
  await expect(page.getByRole('option', { name: data[0]!.name, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Honda', exact: true })).toHaveCount(0);
  await drawer.getByLabel('Marque', { exact: true }).fill('Toyota');
  await expect(page.getByRole('option', { name: 'Toyota', exact: true })).toBeVisible();
});

test('an equipment type is created with its fields, an existing one is renamed, one in use is kept and an unused one deleted', async ({ page, request }) => {
  await openVehicleSettings(page);
  const section = page.getByTestId('equipments-section');
  await expect(section.getByRole('heading', { name: 'Gestion des équipements' })).toBeVisible();
  // A new shop starts with the default types.
  const car = section.getByTestId('equipment-type-row').filter({ has: page.getByText('Voiture', { exact: true }) });
  await expect(car).toBeVisible();

  // A new type: a purpose once, and the free field twice (only GENERAL repeats).
  await section.getByRole('button', { name: 'Ajouter un type' }).click();
  const drawer = page.getByRole('dialog', { name: "Nouveau type d'équipement" });
  const save = drawer.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  await drawer.getByRole('textbox', { name: 'Nom' }).fill('Bateau');
  const addField = drawer.getByRole('button', { name: 'Ajouter un champ' });
  await addField.click();
  await page.getByRole('menuitem', { name: /^Heures moteur/ }).click();
  await addField.click();
  await page.getByRole('menuitem', { name: /^Général/ }).click();
  await drawer.getByRole('textbox', { name: 'Général' }).fill('Longueur');
  await addField.click();
  // Workshop §5: a purpose already used leaves the menu, except GENERAL (marked present).
  await expect(page.getByRole('menuitem', { name: /^Heures moteur/ })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /^Général/ })).toContainText('Présent');
  await page.getByRole('menuitem', { name: /^Général/ }).click();
  await drawer.getByRole('textbox', { name: 'Général' }).nth(1).fill('Couleur de coque');
  await expect(drawer.getByTestId('equipment-field-row')).toHaveCount(3);
  await save.click();
  await expect(page.getByText("Type d'équipement Bateau ajouté.")).toBeVisible();
  await expect(drawer).toHaveCount(0);
  const boat = section.getByTestId('equipment-type-row').filter({ has: page.getByText('Bateau', { exact: true }) });
  await expect(boat).toContainText('Heures moteur');
  await expect(boat).toContainText('Longueur');
  await expect(boat).toContainText('Couleur de coque');

  // An existing type: one field renamed; Save waits for a change.
  await car.getByRole('button', { name: 'Modifier Voiture' }).click();
  const edit = page.getByRole('dialog', { name: "Modifier le type d'équipement" });
  const update = edit.getByRole('button', { name: 'Enregistrer' });
  await expect(edit.getByRole('textbox', { name: 'Nom' })).toHaveValue('Voiture');
  await expect(update).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Immatriculation' }).fill("Plaque d'immatriculation");
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(car).toContainText("Plaque d'immatriculation");
  await page.reload();
  await expect(car).toContainText("Plaque d'immatriculation");

  // A type a vehicle uses cannot be deleted: the confirmation says why and nothing is removed.
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const types = (await (await request.get('/api/equipments', { headers })).json()) as { data: { id: number; name: string }[] };
  const carType = types.data.find((type) => type.name === 'Voiture')!;
  const customer = await request.post('/api/customers', { headers, data: { fullname: 'Denis Caron', mobile: '4505550142' } });
  expect(customer.status()).toBe(201);
  const { data: created } = (await customer.json()) as { data: { uuid: string } };
  const mech = await request.post('/api/mechs', { headers, data: { mech: { customerUuid: created.uuid, modelYear: 2019, type: { id: carType.id } } } });
  expect(mech.status()).toBe(201);
  await car.getByRole('button', { name: 'Modifier Voiture' }).click();
  await edit.getByRole('button', { name: 'Supprimer' }).click();
  const confirmCar = page.getByRole('dialog', { name: "Supprimer le type d'équipement" });
  await confirmCar.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirmCar.getByRole('alert')).toContainText("Des véhicules utilisent ce type d'équipement");
  await confirmCar.getByRole('button', { name: 'Annuler' }).click();
  await edit.getByRole('button', { name: 'Annuler' }).click();
  await expect(edit).toHaveCount(0);
  await expect(car).toBeVisible();

  // A type no vehicle uses is deleted after the confirmation.
  await boat.getByRole('button', { name: 'Modifier Bateau' }).click();
  await page.getByRole('dialog', { name: "Modifier le type d'équipement" }).getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: "Supprimer le type d'équipement" });
  await expect(confirm).toContainText('Le type « Bateau » et ses champs seront supprimés.');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText("Type d'équipement Bateau supprimé.")).toBeVisible();
  await expect(boat).toHaveCount(0);
});
