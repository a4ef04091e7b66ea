import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

// La palette de commandes (issue 17, shell §2) : Ctrl+K, pages selon le rôle, actions, recherche
// en direct (plaque, numéro de bon), éléments récents, clavier seul ; au téléphone, le bouton de l'en-tête.

let owner: ReadyOwner;
let employee: { email: string; password: string };
let vehicleUuid: string;
let worksheetUuid: string;
let worksheetId: number;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Josée Paquette');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const post = async <T>(path: string, data: unknown) => {
    const response = await request.post(`/api/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: T }).data;
  };
  const customer = await post<{ uuid: string }>('customers', { fullname: 'Yannick Pelletier', mobile: '418 555-0173' });
  vehicleUuid = (
    await post<{ uuid: string }>('mechs', { mech: { customerUuid: customer.uuid, serialNumber: '1HGCM82633A004352', modelYear: 2003, metric: { license: 'PQR 482' } } })
  ).uuid;
  const statuses = ((await (await request.get('/api/worksheet-status', { headers })).json()) as { data: { TODO: { id: number }[] } }).data;
  const worksheet = await post<{ uuid: string; worksheetId: number }>('worksheets', { customerUuid: customer.uuid, statusId: statuses.TODO[0]!.id });
  worksheetUuid = worksheet.uuid;
  worksheetId = worksheet.worksheetId;
  employee = await invitedMember(request, owner, 'Olivier Gauthier', 'EMPLOYEE');
  await request.dispose();
});

async function signedIn(page: Page, as: { email: string; password: string } = owner) {
  await page.goto('/#/signin');
  await signIn(page, as.email, as.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

const paletteInput = (page: Page) => page.getByRole('textbox', { name: 'Palette de commandes : pages, actions et recherche' });
const rows = (page: Page) => page.locator('[data-action]');

test('Ctrl+K ouvre la palette ; le nom d’une page et Entrée y vont ; Échap ferme ; les récents reviennent à la réouverture', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);

  await page.keyboard.press('Control+K');
  const input = paletteInput(page);
  await expect(input).toBeFocused();
  // Sans texte : les actions et les pages, aucun récent encore.
  await expect(page.getByTestId('palette-group-actions')).toBeVisible();
  await expect(page.getByTestId('palette-group-recent')).toHaveCount(0);

  await input.pressSequentially('vehic');
  await expect(rows(page).first()).toHaveText('Véhicules');
  await expect(rows(page).first()).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/mechs$/);
  await expect(input).toBeHidden();

  // Les flèches choisissent : « clients » donne la page, puis l'action « Nouveau client ».
  await page.keyboard.press('Control+K');
  await paletteInput(page).pressSequentially('clients');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveText('Clients');
  await page.keyboard.press('Escape');
  await expect(paletteInput(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/mechs$/);

  // Réouverte, la palette montre la page ouverte par elle dans « Récents ».
  await page.keyboard.press('Control+K');
  const recent = page.getByTestId('palette-group-recent');
  await expect(recent.getByTestId('palette-recent')).toHaveText(['Véhicules']);
  // Rien ne correspond : l'état vide le dit.
  await paletteInput(page).pressSequentially('zzqqxx');
  await expect(page.getByTestId('palette-empty')).toHaveText('Aucun résultat pour « zzqqxx »');
  await page.keyboard.press('Escape');
});

test('l’action « Nouveau client » ouvre le formulaire de création, comme le bouton de la liste', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  await page.keyboard.press('Control+K');
  await paletteInput(page).pressSequentially('nouveau client');
  await expect(rows(page).first()).toHaveText('Nouveau client');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Ajouter un client' })).toBeVisible();
  await expect(page).toHaveURL(/#\/customers$/);
  // Fermé, le formulaire ne revient pas : le drapeau a quitté l'adresse.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Ajouter un client' })).toHaveCount(0);
});

test('une plaque trouve le véhicule (Entrée ouvre sa fiche) ; un numéro de bon trouve le bon de travail ; les deux deviennent récents', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);

  await page.keyboard.press('Control+K');
  await paletteInput(page).pressSequentially('pqr4');
  const vehicles = page.getByTestId('palette-group-vehicles');
  await expect(vehicles.getByTestId('palette-found')).toHaveCount(1);
  await expect(vehicles.getByTestId('palette-found')).toContainText('PQR 482');
  await expect(vehicles.getByTestId('palette-found')).toContainText('Yannick Pelletier');
  // Le véhicule vient en premier et il est choisi : Entrée l'ouvre.
  await expect(rows(page).first()).toHaveAttribute('data-selected', 'true');
  await expect(rows(page).first()).toHaveAttribute('data-to', `/mechs/${vehicleUuid}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/mechs/${vehicleUuid}$`));

  await page.keyboard.press('Control+K');
  await paletteInput(page).pressSequentially(`BT-${worksheetId}`);
  const workorders = page.getByTestId('palette-group-workorders');
  await expect(workorders.getByTestId('palette-found').first()).toHaveText(`Bon de travail BT-${worksheetId}`);
  await expect(rows(page).first()).toHaveAttribute('data-to', `/worksheets/${worksheetUuid}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/worksheets/${worksheetUuid}$`));

  await page.keyboard.press('Control+K');
  await expect(page.getByTestId('palette-group-recent').getByTestId('palette-recent')).toHaveText([`Bon de travail BT-${worksheetId}`, /PQR 482/]);
  await page.keyboard.press('Escape');
});

test('un technicien (EMPLOYEE) ne voit pas les pages qu’il ne peut pas ouvrir', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, employee);
  await page.keyboard.press('Control+K');
  const pages = page.getByTestId('palette-group-pages').getByTestId('palette-page');
  await expect(pages.filter({ hasText: 'Bons de travail' })).toHaveCount(1);
  await expect(pages.filter({ hasText: 'Profil' }).first()).toBeVisible();
  for (const hidden of ['Utilisateurs', 'Forfait et facturation', 'Clés d', 'Rapport des taxes', 'Rapport de productivité']) {
    await expect(pages.filter({ hasText: hidden }), hidden).toHaveCount(0);
  }
  await paletteInput(page).pressSequentially('utilisateurs');
  await expect(page.getByTestId('palette-empty')).toBeVisible();
});

test('à 390 px, le bouton de l’en-tête ouvre la palette, qui sert de recherche', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await expect(page.getByRole('searchbox', { name: 'Recherche globale' })).toBeHidden();
  await page.getByRole('button', { name: /^Palette de commandes/ }).click();
  await expect(paletteInput(page)).toBeVisible();
  await paletteInput(page).pressSequentially('Pelletier');
  await page.getByTestId('palette-group-customers').getByTestId('palette-found').first().click();
  await expect(page).toHaveURL(/#\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Yannick Pelletier', level: 1 })).toBeVisible();
});
