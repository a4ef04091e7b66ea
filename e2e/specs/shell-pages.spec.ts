import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

type Status = { id: number; name: string; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };
type Grouped = Record<Status['group'], Status[]>;

// One shop for the file (sign-ups are throttled): its owner, a technician with an open work order and a running clock.
test.describe.configure({ mode: 'serial' });

let owner: ReadyOwner;
let technician: { uuid: string; fullname: string; username: string; email: string; password: string };
let worksheet: { uuid: string; worksheetId: number };
let customerName: string;

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/#/signin');
  await signIn(page, username, password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Nathalie Apropos');
  const calls = api(request, owner.accessToken);
  const statuses = await calls.get<Grouped>('/api/worksheet-status');
  technician = await invitedMember(request, owner, 'Rémi Technicien', 'EMPLOYEE');
  customerName = `Client Impression ${Date.now().toString(36)}`;
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname: customerName });
  worksheet = await calls.post('/api/worksheets', { customerUuid: customer.uuid, technicianUuid: technician.uuid, statusId: statuses.TODO[0]!.id });
  // The technician clocks in on it (their own call): the user page shows the running clock.
  const signin = await request.post('/api/auth/signin', { data: { username: technician.username, password: technician.password } });
  const { data } = (await signin.json()) as { data: { accessToken: string } };
  const clockIn = await request.post(`/api/worksheets/${worksheet.uuid}/clockin`, { headers: { authorization: `Bearer ${data.accessToken}` }, data: {} });
  expect(clockIn.ok(), await clockIn.text()).toBe(true);
  await request.dispose();
});

test('la page de connexion montre une photo de fond qui se charge, le courriel du support et aucun lien de clavardage sans CHAT_URL', async ({ page, request }) => {
  const health = (await (await request.get('/api/health')).json()) as { data: { supportEmail: string; chatUrl?: string } };
  expect(health.data.chatUrl).toBeUndefined();

  await page.goto('/#/signin');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const photo = page.getByTestId('signin-photo');
  await expect(photo).toHaveAttribute('src', /\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('signin-photo-credit').first()).toContainText('Photo');
  await expect(page.getByRole('link', { name: health.data.supportEmail })).toHaveAttribute('href', `mailto:${health.data.supportEmail}`);
  await expect(page.getByTestId('community-chat-link')).toHaveCount(0);

  // The other sign-in pages have it too; the photo is the same for the whole visit.
  const src = await photo.getAttribute('src');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/#\/signup/);
  await expect(page.getByTestId('signin-photo')).toHaveAttribute('src', src!);

  // At 390 px the form stays readable above the dimmed photo.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/signin');
  await expect(page.getByLabel("Nom d'utilisateur ou courriel")).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeInViewport();
});

test('le menu des paramètres a les liens de la spécification, se replie à 390 px, et Déconnexion ramène à la connexion', async ({ page }) => {
  await signInAs(page, owner.email, owner.password);
  await page.goto('/#/settings');
  const menu = page.getByRole('navigation', { name: 'Navigation des paramètres' });
  await expect(menu).toBeVisible();
  // Shell §2: "services, timelogs, invoices, settings, products, logout, about, profile, users".
  for (const [name, href] of [
    ['Catalogue de services', '#/services'],
    ['Feuilles de temps', '#/timelog'],
    ['Factures', '#/invoices'],
    ["Vue d'ensemble", '#/settings'],
    ['Catalogue de produits', '#/products'],
    ['À propos', '#/settings/about'],
    ['Profil', '#/settings/account/profile'],
    ['Utilisateurs', '#/settings/users'],
    ["Retour à l'application", '#/'],
  ])
    await expect(menu.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', href);
  await expect(menu.getByRole('button', { name: 'Déconnexion' })).toBeVisible();

  await menu.getByRole('link', { name: 'Catalogue de services' }).click();
  await expect(page).toHaveURL(/#\/services$/);
  // Outside /settings the main menu is back.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  // Phone: the menu hides behind the burger, opens, and closes once a link is followed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/settings/account/profile');
  const phoneMenu = page.getByRole('navigation', { name: 'Navigation des paramètres' });
  await expect(phoneMenu).not.toBeInViewport();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(phoneMenu.getByRole('link', { name: 'Profil', exact: true })).toBeInViewport();
  // The long menu scrolls within the phone's height, its footer (Déconnexion) staying in view.
  await expect(phoneMenu.getByRole('button', { name: 'Déconnexion' })).toBeInViewport();
  await phoneMenu.getByRole('link', { name: 'À propos' }).scrollIntoViewIfNeeded();
  await expect(phoneMenu.getByRole('link', { name: 'À propos' })).toBeInViewport();
  await phoneMenu.getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/#\/settings\/about$/);
  await expect(page.getByRole('heading', { name: 'À propos', level: 1 })).toBeVisible();
  await expect(phoneMenu).not.toBeInViewport();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await phoneMenu.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/#\/signin/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('un technicien voit les catalogues, les feuilles de temps et les factures dans le menu des paramètres, mais pas Utilisateurs', async ({ page }) => {
  await signInAs(page, technician.username, technician.password);
  await page.goto('/#/settings');
  const menu = page.getByRole('navigation', { name: 'Navigation des paramètres' });
  for (const name of ['Catalogue de services', 'Catalogue de produits', 'Feuilles de temps', 'Factures', 'À propos', 'Profil'])
    await expect(menu.getByRole('link', { name, exact: true }), name).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);
});

test('À propos montre la version 0.1.0-alpha, le support et les licences des données et des photos', async ({ page }) => {
  await signInAs(page, owner.email, owner.password);
  // From the user menu.
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/#\/settings\/about$/);
  await expect(page.getByTestId('about-version')).toHaveText('0.1.0-alpha');
  await expect(page.getByTestId('about-release')).toHaveText('0.1.0-alpha');
  await expect(page.getByTestId('about-support').getByRole('link')).toHaveAttribute('href', /^mailto:/);
  // No CHAT_URL in this server: no community row.
  await expect(page.getByTestId('about-chat')).toHaveCount(0);

  const data = page.getByTestId('about-data');
  await expect(data).toContainText('NHTSA vPIC');
  await expect(data).toContainText('Domaine public');
  await expect(data).toContainText('country-state-city');
  await expect(data).toContainText('GNU GPL 3.0');
  const photos = page.getByTestId('about-photos');
  await expect(photos).toContainText('Sergey Nazarov');
  await expect(photos).toContainText('GPL-2.0-or-later');
  await expect(photos).toContainText('mate-backgrounds');
  const libraries = page.getByTestId('about-libraries');
  for (const name of ['React', 'Mantine', 'Fastify', 'PostgreSQL']) await expect(libraries.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(libraries).toContainText('PostgreSQL License');
  // The signed-in app never downloads the sign-in photos (the About page lists them in words): a fresh load of the page.
  await page.reload();
  await expect(page.getByTestId('about-photos')).toContainText('Sergey Nazarov');
  const webp = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.webp')).length);
  expect(webp).toBe(0);
});

test("/users/{uuid} montre l'utilisateur, son travail ouvert et son pointage; un technicien ne voit que sa propre page", async ({ page, browser, playwright }) => {
  await signInAs(page, owner.email, owner.password);
  await page.goto(`/#/users/${technician.uuid}`);
  await expect(page.getByTestId('user-name')).toHaveText('Rémi Technicien');
  await expect(page.getByTestId('user-username')).toHaveText(technician.username);
  await expect(page.getByTestId('user-email')).toHaveText(technician.email);
  await expect(page.getByTestId('user-identity')).toContainText('Technicien');
  const work = page.getByTestId('user-open-work');
  await expect(work.getByRole('link', { name: new RegExp(`${worksheet.worksheetId}$`) })).toHaveAttribute('href', `#/worksheets/${worksheet.uuid}`);
  await expect(work).toContainText(customerName);
  await expect(page.getByTestId('user-open-clock')).toContainText('Pointé depuis');
  // The owner manages them: the profile page edits.
  await page.getByTestId('user-edit').click();
  await expect(page).toHaveURL(new RegExp(`#/settings/users/${technician.uuid}$`));

  // Another shop's user: not found.
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const other = await readyOwner(request, 'Autre Atelier');
  await request.dispose();
  await page.goto(`/#/users/${other.user.uuid}`);
  await expect(page.getByText('Utilisateur introuvable')).toBeVisible();

  // The technician (no users:read): their own page, and /404 for anyone else's.
  const context = await browser.newContext();
  const tech = await context.newPage();
  await signInAs(tech, technician.username, technician.password);
  await tech.goto(`/#/users/${technician.uuid}`);
  await expect(tech.getByTestId('user-name')).toHaveText('Rémi Technicien');
  await expect(tech.getByTestId('user-edit')).toHaveText('Modifier mon profil');
  await tech.goto(`/#/users/${owner.user.uuid}`);
  await expect(tech).toHaveURL(/#\/404$/);
  await context.close();
});

test("?print=true donne la page seule, sans l'interface; /worksheets/print/{uuid} fonctionne toujours", async ({ page }) => {
  await signInAs(page, owner.email, owner.password);
  await page.goto(`/#/customers?print=true&q=${encodeURIComponent(customerName)}`);
  await expect(page.getByTestId('print-layout')).toBeVisible();
  await expect(page.getByText(customerName)).toBeVisible();
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const printButton = page.getByRole('button', { name: 'Imprimer' });
  await expect(printButton).toBeVisible();
  // On paper the bar and the buttons are gone.
  await page.emulateMedia({ media: 'print' });
  await expect(printButton).toBeHidden();
  await expect(page.getByText(customerName)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: "Quitter l'impression" }).click();
  await expect(page).toHaveURL(/#\/customers\?q=/);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  await page.goto(`/#/worksheets/print/${worksheet.uuid}`);
  await expect(page.getByTestId('worksheet-print')).toBeVisible();
  await expect(page.getByTestId('worksheet-print')).toContainText(customerName);
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
});
