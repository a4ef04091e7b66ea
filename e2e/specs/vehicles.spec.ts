import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

let owner: ReadyOwner;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Josée Bergeron');
  await request.dispose();
});

const VIN = '1HGCM82633A123456';

/** The n-th (1-based) of the 17 VIN boxes of a drawer. */
const vinBox = (drawer: Locator, n: number) => drawer.getByRole('textbox', { name: `Caractère ${n} de 17`, exact: true });

async function addTask(drawer: Locator, title: string, description: string) {
  const backlog = drawer.getByRole('region', { name: 'Entretien à faire' });
  await backlog.getByRole('button', { name: 'Ajouter' }).click();
  const row = backlog.getByTestId('backlog-row').last();
  // The new task's title takes the focus.
  await expect(row.getByRole('textbox', { name: 'Titre' })).toBeFocused();
  await row.getByRole('textbox', { name: 'Titre' }).fill(title);
  await row.getByRole('textbox', { name: 'Description' }).fill(description);
  return row;
}

async function openNewCustomer(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^Ajouter/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un client' });
  await drawer.getByRole('textbox', { name: 'Nom complet' }).fill(name);
  await drawer.getByRole('textbox', { name: 'Cellulaire' }).fill('8195550142');
  await drawer.getByRole('button', { name: 'Ajouter' }).click();
  await expect(drawer).toHaveCount(0);
  await page.getByTestId('customer-row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('a vehicle is added from its customer by VIN with two tasks, shown, edited, its task removed, then deleted', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  // The customer page: no vehicle yet, empty history sections.
  await openNewCustomer(page, 'Mathieu Gagnon');
  const customerUrl = page.url();
  const vehicles = page.getByTestId('customer-vehicles');
  await expect(vehicles).toContainText('Aucun véhicule pour ce client.');
  await expect(page.getByTestId('customer-history-workOrders')).toContainText('Aucun bon de travail pour ce client.');
  await expect(page.getByTestId('customer-history-invoices')).toContainText('Aucune facture pour ce client.');

  // No vehicle yet: the drawer opens straight in ADD; Add stays disabled until something changes.
  await vehicles.getByRole('button', { name: 'Ajouter un véhicule' }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un véhicule' });
  const save = drawer.getByRole('button', { name: 'Ajouter', exact: true }).first();
  await expect(drawer.getByText('Client : Mathieu Gagnon')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(drawer.getByText("Le carnet d'entretien est vide. Ajoutez les tâches d'entretien, de réparation ou de service à faire bientôt.")).toBeVisible();
  await expect(drawer.getByRole('separator', { name: 'Redimensionner le panneau' })).toHaveAttribute('aria-valuenow', '640');

  // The VIN, typed in lower case into the boxes: upper-cased, then decoded into make, model and year.
  const model = drawer.getByLabel('Modèle', { exact: true });
  await expect(model).toBeDisabled();
  await vinBox(drawer, 1).click();
  await page.keyboard.type(VIN.toLowerCase());
  await expect(vinBox(drawer, 1)).toHaveValue('1');
  await expect(vinBox(drawer, 17)).toHaveValue('6');
  await expect(drawer.getByLabel('Marque', { exact: true })).toHaveValue(/^honda$/i);
  await expect(model).toHaveValue(/^accord$/i);
  await expect(drawer.getByLabel('Année', { exact: true })).toHaveValue('2003');
  // Its 9th character is not its check digit (3 where 7 is computed): decoded and accepted, but
  // not a green "NIV décodé" — the drawer says to check it.
  await expect(drawer.getByText(/^Décodé : 2003 HONDA Accord/i)).toBeVisible();
  await expect(drawer.getByText(/NIV décodé/)).toHaveCount(0);
  await expect(drawer.getByTestId('vin-check-digit-warning')).toContainText('Le 9e caractère (chiffre de contrôle) ne correspond pas');
  await expect(save).toBeEnabled();

  // Backspace in the empty box after the last character goes back one and empties it; typing restores it.
  await vinBox(drawer, 17).press('Backspace');
  await expect(vinBox(drawer, 17)).toHaveValue('');
  await page.keyboard.press('Backspace');
  await expect(vinBox(drawer, 16)).toHaveValue('');
  await expect(vinBox(drawer, 16)).toBeFocused();
  await page.keyboard.type('56');
  await expect(vinBox(drawer, 17)).toHaveValue('6');

  // Two backlog tasks: a service (price hint: the hourly rate) and 4 products at a price.
  const oil = await addTask(drawer, "Vidange d'huile", 'Huile 5W30 synthétique et filtre');
  await expect(oil.getByText(/Sans prix, le prix sera fixé automatiquement au taux horaire/)).toBeVisible();
  const tires = await addTask(drawer, "Pneus d'hiver", 'Pose et balancement');
  await tires.getByText('Produit', { exact: true }).click();
  await expect(tires.getByRole('radio', { name: 'Produit' })).toBeChecked();
  await tires.getByRole('textbox', { name: 'Quantité' }).fill('4');
  await tires.getByRole('textbox', { name: 'Prix' }).fill('150');
  await expect(tires.getByText(/Sans prix/)).toHaveCount(0);

  await save.click();
  await expect(page.getByText(/^Véhicule 2003 HONDA Accord ajouté\.$/i)).toBeVisible();
  await expect(drawer).toHaveCount(0);

  // On the customer page, then on its own page.
  const row = vehicles.getByTestId('customer-vehicle');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(VIN);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/#\/mechs\/[0-9a-f-]{36}$/);
  const vehicleUrl = page.url();
  await expect(page.getByRole('heading', { name: /^2003 HONDA Accord$/i, level: 1 })).toBeVisible();
  const card = page.getByTestId('vehicle-card');
  await expect(card.getByTestId('vehicle-vin')).toHaveText(VIN);
  await expect(card.getByRole('link', { name: 'Mathieu Gagnon' })).toBeVisible();
  await expect(card.getByRole('link', { name: '819 555-0142' })).toHaveAttribute('href', 'tel:8195550142');
  const entries = page.getByTestId('entry-row');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Vidange d'huile");
  await expect(entries.nth(0)).toContainText('Service');
  await expect(entries.nth(1)).toContainText("Pneus d'hiver");
  await expect(entries.nth(1)).toContainText('Produit');
  await expect(entries.nth(1).getByRole('cell').nth(3)).toHaveText('4');

  // Edit: Update stays disabled until the plate is typed (upper-cased).
  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le véhicule' });
  const update = edit.getByRole('button', { name: 'Mettre à jour' });
  await expect(edit.getByTestId('backlog-row')).toHaveCount(2);
  await expect(update).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Plaque' }).fill('abc 123');
  await expect(edit.getByRole('textbox', { name: 'Plaque' })).toHaveValue('ABC 123');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText(/^Véhicule 2003 HONDA Accord mis à jour\.$/i)).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText('ABC 123');

  // 'Ajouter des entrées': the drawer opens on a new task, focused.
  await page.getByRole('button', { name: 'Ajouter des entrées' }).click();
  const more = page.getByRole('dialog', { name: 'Modifier le véhicule' });
  await expect(more.getByTestId('backlog-row')).toHaveCount(3);
  const brakes = more.getByTestId('backlog-row').last().getByRole('textbox', { name: 'Titre' });
  await expect(brakes).toBeFocused();
  await brakes.fill('Inspection des freins');
  await more.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(more).toHaveCount(0);
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toContainText('Inspection des freins');

  // A task removed from the table, after the confirmation.
  await entries.nth(1).getByRole('button', { name: "Retirer « Pneus d'hiver »" }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Retirer la tâche' });
  await expect(confirmRemove).toContainText("Pneus d'hiver");
  await confirmRemove.getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByText("Tâche « Pneus d'hiver » retirée.")).toBeVisible();
  await expect(entries).toHaveCount(2);

  // The list of vehicles shows it, with its backlog count and a View link.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Véhicules' }).click();
  await expect(page.getByRole('heading', { name: 'Véhicules', level: 1 })).toBeVisible();
  const listed = page.getByTestId('vehicle-row');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('ABC 123');
  await expect(listed).toContainText('2 tâches');
  await page.getByRole('searchbox', { name: 'Rechercher un véhicule' }).fill('zzz');
  await expect(page.getByText('Aucun véhicule ne correspond à « zzz ».')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un véhicule' }).fill('');
  await listed.getByRole('link', { name: /^Voir 2003 HONDA Accord$/i }).click();
  await expect(page).toHaveURL(vehicleUrl);

  // Back on the customer: now that they have a vehicle, Add starts in SELECT.
  await page.goto(customerUrl);
  await vehicles.getByRole('button', { name: 'Ajouter un véhicule' }).click();
  const select = page.getByRole('dialog', { name: 'Ajouter un véhicule' });
  await expect(select.getByText('Mathieu Gagnon a déjà un véhicule.', { exact: false })).toBeVisible();
  await select.getByRole('button', { name: 'Nouveau véhicule' }).click();
  await expect(vinBox(select, 1)).toBeVisible();
  await select.getByRole('button', { name: 'Choisir un véhicule existant' }).click();
  await select.getByLabel('Véhicules du client').click();
  await page.getByRole('option', { name: /2003 HONDA Accord/i }).click();
  await expect(page.getByRole('dialog', { name: 'Modifier le véhicule' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Modifier le véhicule' }).getByRole('button', { name: 'Annuler' }).click();

  // Deleted after the confirmation: back on /mechs.
  await page.goto(vehicleUrl);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le véhicule' });
  await expect(confirm).toContainText(VIN);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(/^Véhicule 2003 HONDA Accord supprimé\.$/i)).toBeVisible();
  await expect(page).toHaveURL(/#\/mechs$/);
  await expect(page.getByText('Aucun véhicule pour le moment')).toBeVisible();

  await page.goto(vehicleUrl);
  await expect(page.getByRole('heading', { name: 'Véhicule introuvable', level: 1 })).toBeVisible();
});

test('from /mechs the drawer asks for the customer, says when a VIN cannot be decoded, and adds a make and a model from the search text', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const created = await request.post('/api/customers', { headers, data: { fullname: 'Élise Fortin', mobile: '4385550177' } });
  expect(created.status()).toBe(201);

  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/mechs');
  await expect(page.getByRole('heading', { name: 'Véhicules', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un véhicule' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un véhicule' });

  // The left edge resizes the panel from the keyboard too, within 280 px and 90 % of the window.
  const handle = drawer.getByRole('separator', { name: 'Redimensionner le panneau' });
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '656');
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', '280');
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '1152');
  await handle.dblclick();
  await expect(handle).toHaveAttribute('aria-valuenow', '640');

  // A pasted VIN with a wrong character count is cleaned; a whole one fills every box.
  await vinBox(drawer, 1).focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text', ' zzz-9z9-999-99999999 ');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(vinBox(drawer, 17)).toHaveValue('9');
  await expect(drawer.getByText(/NIV décodé/)).toHaveCount(0);
  await expect(drawer.locator('[data-testid="vin-input"] input[aria-invalid="true"]').first()).toBeVisible();

  // Saving without a customer is refused on the customer field.
  await drawer.getByRole('textbox', { name: 'Plaque' }).fill('XYZ 987');
  await drawer.getByRole('button', { name: 'Ajouter', exact: true }).first().click();
  await expect(drawer.getByText('Choisissez le client du véhicule.')).toBeVisible();

  await drawer.getByLabel(/^Client/).fill('fortin');
  await page.getByRole('option', { name: /Élise Fortin/ }).click();
  await drawer.getByRole('button', { name: 'Effacer le NIV' }).click();
  await expect(vinBox(drawer, 1)).toHaveValue('');

  // A make and a model the lists lack are added from the search text ('Ajouter {text}?').
  const make = drawer.getByLabel('Marque', { exact: true });
  await make.fill('Remorques Lévis');
  await page.getByRole('option', { name: 'Ajouter « Remorques Lévis »?' }).click();
  await expect(make).toHaveValue('Remorques Lévis');
  const model = drawer.getByLabel('Modèle', { exact: true });
  await expect(model).toBeEnabled();
  await model.fill('Plateau 16 pi');
  await page.getByRole('option', { name: 'Ajouter « Plateau 16 pi »?' }).click();
  await expect(model).toHaveValue('Plateau 16 pi');
  await drawer.getByRole('button', { name: 'Ajouter', exact: true }).first().click();
  await expect(page.getByText(/^Véhicule .* ajouté\.$/)).toBeVisible();
  await expect(page.getByTestId('vehicle-row')).toHaveCount(1);
  await expect(page.getByTestId('vehicle-row')).toContainText('XYZ 987');
  await expect(page.getByTestId('vehicle-row')).toContainText('Élise Fortin');
  await expect(page.getByTestId('vehicle-row')).toContainText('Remorques Lévis Plateau 16 pi');

  // The shop's make now comes first, in its own group.
  await page.getByRole('button', { name: 'Ajouter un véhicule' }).first().click();
  await drawer.getByLabel('Marque', { exact: true }).click();
  await expect(page.getByRole('option').first()).toHaveText('Remorques Lévis');
  await expect(page.getByText("Marques de l'atelier")).toBeVisible();
});

test('a guest sees no vehicles in the menu and is turned away from the pages', async ({ page, request }) => {
  const guest = await invitedMember(request, owner, 'Olivier Caron', 'GUEST');
  await page.goto('/#/signin');
  await signIn(page, guest.username, guest.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Véhicules' })).toHaveCount(0);
  await page.goto('/#/mechs');
  await expect(page).toHaveURL(/#\/404$/);
});
