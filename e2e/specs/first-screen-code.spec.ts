import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/*
 * Issue 12: a page's first screen downloads what it shows, not the forms it only may open. The
 * customer list, a customer's page and a vehicle's page load their drawers (form, validation, Zod,
 * the address and make pickers) and the new work order's form at their first opening. Zod's chunk
 * is the witness: it fails as soon as a page imports a drawer or a schema statically again.
 */

let owner: ReadyOwner;
let customerUuid: string;
let mechUuid: string;
let worksheetUuid: string;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Hélène Brassard');
  const calls = api(request, owner.accessToken);
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname: 'Réjean Lavoie', mobile: '5145550177' });
  customerUuid = customer.uuid;
  const mech = await calls.post<{ uuid: string }>('/api/mechs', { mech: { customerUuid, modelYear: 2019 } });
  mechUuid = mech.uuid;
  // Its backlog's one task (POST answers 200: the whole backlog is replaced).
  const backlog = await request.post(`/api/mechs/${mechUuid}/entries`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { entries: [{ name: 'Pneus d’hiver', type: 'SERVICE', value_measured: 1 }] },
  });
  expect(backlog.status()).toBe(200);
  const statuses = await calls.get<Record<string, { id: number }[]>>('/api/worksheet-status');
  const worksheet = await calls.post<{ uuid: string }>('/api/worksheets', { customerUuid, statusId: statuses.TODO![0]!.id });
  worksheetUuid = worksheet.uuid;
  await calls.post('/api/entries', { worksheetUuid, name: 'Vidange', type: 'SERVICE', value_measured: 1, price: 80 });
  await request.dispose();
});

/** Signs in (the owner by default) and waits for the shell: each test then opens its page by its address. */
async function intoTheShell(page: Page, who: { email: string; password: string } = owner) {
  await page.goto('/#/signin');
  await signIn(page, who.email, who.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

/** The script files the page has asked for since the call, by their name before the hash (zod-AbC123xy.js → zod). */
function scriptsOf(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.add(match[1]);
  });
  return names;
}

test('la liste des clients charge le formulaire et Zod seulement à « Ajouter »', async ({ page }) => {
  await intoTheShell(page);
  const scripts = scriptsOf(page);

  await page.goto('/#/customers');
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Réjean Lavoie' })).toBeVisible();
  expect([...scripts]).not.toContain('zod');
  expect([...scripts]).not.toContain('CustomerDrawer');
  // Its table's scroll area merges its refs without Floating UI (build/scrollAreaMergeRefs.ts).
  expect([...scripts]).not.toContain('floating-ui.react');

  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un client' });
  await expect(drawer.getByRole('textbox', { name: 'Nom complet' })).toBeVisible();
  expect([...scripts]).toContain('zod');
});

test("la page d'un client et celle d'un véhicule s'affichent sans leurs tiroirs ni le formulaire d'un nouveau bon", async ({ page }) => {
  await intoTheShell(page);
  const scripts = scriptsOf(page);

  await page.goto(`/#/customers/${customerUuid}`);
  await expect(page.getByRole('heading', { name: 'Réjean Lavoie', level: 1 })).toBeVisible();
  await expect(page.getByText('514 555-0177').first()).toBeVisible();
  expect([...scripts]).not.toContain('CustomerDrawer');
  expect([...scripts]).not.toContain('CreateWorksheetModal');
  // Its address card names the countries from a zod-free module (contracts/countries.ts).
  expect([...scripts]).not.toContain('zod');
  expect([...scripts]).not.toContain('floating-ui.react');
  // Its confirmation's Modal comes at « Supprimer », which opens it with the focus on Annuler.
  expect([...scripts]).not.toContain('onDemandModal');
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('dialog', { name: 'Supprimer le client' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler' })).toBeFocused();
  expect([...scripts]).toContain('onDemandModal');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  scripts.clear();
  await page.goto(`/#/mechs/${mechUuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Retirer « Pneus d’hiver »' });
  await expect(remove).toBeVisible();
  expect([...scripts]).not.toContain('zod');
  expect([...scripts]).not.toContain('VehicleDrawer');
  // Its backlog's tooltip (Floating UI) comes when the mouse first rests on a row's button.
  expect([...scripts]).not.toContain('floating-ui.react');
  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Retirer « Pneus d’hiver »');
  expect([...scripts]).toContain('floating-ui.react');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // Modifier opens the vehicle's drawer: its code comes now.
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect([...scripts]).toContain('VehicleDrawer');
});

test("la liste des bons s'affiche sans le code de ses sélecteurs ; le premier appui sur l'un l'apporte et l'ouvre, le texte tapé avant reste", async ({ page }) => {
  await intoTheShell(page);
  const scripts = scriptsOf(page);
  // A phone's connection: the pickers' code takes a moment.
  await page.route(/\/assets\/(onDemandSelect|CustomerSearchSelect)-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });

  await page.goto('/#/worksheets');
  await expect(page.getByTestId('worksheet-filters')).toBeVisible();
  await expect(page.getByText('Réjean Lavoie').first()).toBeVisible();
  expect([...scripts]).not.toContain('onDemandSelect');
  expect([...scripts]).not.toContain('floating-ui.react');

  // One press on « Statut » opens its list once the code is in.
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'À faire', exact: true }).click();
  await expect(page).toHaveURL(/statusId=\d+/);
  await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('À faire');
  expect([...scripts]).toContain('onDemandSelect');

  // What is typed into « Client » while its code comes is searched once it is in.
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.keyboard.type('Réj');
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('Réj');
  await page.keyboard.type('ean');
  await expect(page.getByRole('option', { name: /Réjean Lavoie/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/customer=/);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('Réjean Lavoie');
});

test("un filtre choisi dans l'adresse de la liste des bons s'affiche avant le code de son sélecteur", async ({ page }) => {
  await intoTheShell(page);
  await page.goto('/#/worksheets');
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'À faire', exact: true }).click();
  await expect(page).toHaveURL(/statusId=\d+/);
  const address = page.url();
  // Opened again by that address, the picker's code held back as on a phone's connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/onDemandSelect-/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('about:blank');
  await page.goto(address);
  await expect(page.getByTestId('worksheet-filters')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('À faire');
  release();
});

test("un bon de travail s'affiche sans le code des menus ; le premier appui sur les actions d'une ligne l'apporte et ouvre le menu", async ({ page }) => {
  await intoTheShell(page);
  const scripts = scriptsOf(page);

  await page.goto(`/#/worksheets/${worksheetUuid}`);
  const actions = page.getByRole('button', { name: 'Actions pour Vidange' });
  await expect(actions).toBeVisible();
  expect([...scripts]).not.toContain('onDemandMenu');
  expect([...scripts]).not.toContain('Menu.layer');

  await actions.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Supprimer' })).toBeVisible();
  expect([...scripts]).toContain('onDemandMenu');
  // Escape closes it and gives the focus back to its button, which opens it again.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Supprimer' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The vehicle's menu comes with the code already in, on its first press.
  await page.getByTestId('worksheet-vehicle-change').click();
  await expect(page.getByTestId('worksheet-vehicle-menu').getByRole('menuitem', { name: 'Nouveau véhicule' })).toBeVisible();
});

test("un bon de travail s'affiche sans le code du catalogue ni de Floating UI ; ce qui est tapé avant son arrivée, Entrée comprise, ajoute la ligne", async ({
  page,
  playwright,
}) => {
  // A work order of its own: the others' totals stay as they are.
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const calls = api(request, owner.accessToken);
  await calls.post('/api/services', { name: 'Calibrage du régulateur adaptatif', price: 119 });
  const statuses = await calls.get<Record<string, { id: number }[]>>('/api/worksheet-status');
  const { uuid } = await calls.post<{ uuid: string }>('/api/worksheets', { customerUuid, statusId: statuses.TODO![0]!.id });
  await calls.post('/api/entries', { worksheetUuid: uuid, name: 'Vidange', type: 'SERVICE', value_measured: 1, price: 80 });
  await request.dispose();
  await intoTheShell(page);
  const scripts = scriptsOf(page);
  // A phone's connection: the picker's code takes a moment once asked for.
  await page.route(/\/assets\/CatalogLinePicker-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

  await page.goto(`/#/worksheets/${uuid}`);
  await expect(page.getByTestId('worksheet-line')).toHaveCount(1);
  await expect(page.getByTestId('worksheet-status-select').locator('option:checked')).toHaveText('À faire');
  expect([...scripts]).not.toContain('CatalogLinePicker');
  expect([...scripts]).not.toContain('floating-ui.react');

  const picker = page.getByRole('combobox', { name: 'Ajouter depuis le catalogue' });
  await picker.click();
  await page.keyboard.type('calibrage du régulateur');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('worksheet-line')).toHaveCount(2);
  const added = page.getByTestId('worksheet-line').nth(1);
  await expect(added.getByRole('textbox').first()).toHaveValue('Calibrage du régulateur adaptatif');
  await expect(added).toContainText('119,00 $');
  await expect(picker).toHaveValue('');
  await expect(picker).toBeFocused();
  expect([...scripts]).toContain('CatalogLinePicker');
});

test("la liste des clients, l'accueil des réglages et le tableau s'ouvrent sans formateur Intl ; la page d'un client charge ICU avant ses montants", async ({ page }) => {
  await intoTheShell(page);
  // From the first script on: each Intl formatter or collator built. The first one of a page loads
  // ICU's data (~40 ms, ~160 ms on a phone).
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'DisplayNames'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Wrapped = function (...args: unknown[]) {
        built.push(`${name} ${JSON.stringify(args[1] ?? {})}`);
        return new Original(...args);
      };
      Wrapped.prototype = Original.prototype;
      Object.assign(Wrapped, { supportedLocalesOf: (Original as unknown as { supportedLocalesOf: unknown }).supportedLocalesOf });
      (Intl as unknown as Record<string, unknown>)[name] = Wrapped;
    }
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
      built.push('localeCompare');
      return compare.apply(this, args);
    };
  });
  const built = () => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);

  await page.goto('/#/customers');
  await page.reload();
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Réjean Lavoie' })).toBeVisible();
  expect(await built()).toEqual([]);

  await page.goto('/#/settings');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await built()).toEqual([]);

  // The board shows dates in the shop's timezone: Chromium reads them from Temporal, and sorts the
  // technicians without a collator (compareNames).
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByTestId('board-card').first()).toBeVisible();
  await expect(page.getByTestId('today')).toHaveText(/^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche) \d/);
  expect(await built()).toEqual([]);

  // A customer's page shows amounts: ICU's data is loaded first (app/bootstrap/warmIntl), then its formatters.
  await page.goto(`/#/customers/${customerUuid}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Réjean Lavoie' })).toBeVisible();
  const customer = await built();
  expect(customer[0]).toContain('"timeZone":"UTC"');
  expect(customer.slice(1)).toContainEqual(expect.stringContaining('NumberFormat'));
});

test("une adresse ouverte telle quelle passe de l'écran de chargement à la page, sans chargeur de page entre les deux", async ({ page }) => {
  await intoTheShell(page);
  // From the first script on: every page loader that appears (PageLoader: a spinner with the role
  // status named « Chargement »; the list's skeleton rows have that name too, without the spinner).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { pageLoaders: string[] }).pageLoaders = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="status"][aria-label="Chargement"]:has(> .mantine-Loader-root)')) seen.push(node.outerHTML.slice(0, 120));
    }).observe(document, { childList: true, subtree: true });
  });

  for (const address of ['/#/worksheets', `/#/customers/${customerUuid}`]) {
    await page.goto(address);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pageLoaders: string[] }).pageLoaders)).toEqual([]);
  }

  // The work-order list's filters: no option list in the page until one is opened, and then it works.
  await page.goto('/#/worksheets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Statut', exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(1);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});

test('un bon de travail ouvert par son adresse demande ses données et celles de ses lignes avec son code, avant celles du cadre, une fois chacune', async ({ page }) => {
  // The first visit's session check, sent once its page has settled: it must have left before the
  // reload, or it is counted as the reloaded page's (CI under load: network idle came before it).
  let firstCheck = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/validate') firstCheck = true;
  });
  await intoTheShell(page);
  await page.goto(`/#/worksheets/${worksheetUuid}`);
  // The first visit's own calls answered before the reload (CI under load: the reload came while
  // they were in flight, and they were counted beside the reloaded page's).
  await expect(page.getByRole('heading', { name: 'Bon de travail BT-1' })).toBeVisible();
  await expect(page.getByTestId('worksheet-totals')).toContainText('80,00');

  // The first load's asides (the session check, the badges) leave once its page is drawn: done before the reload.
  await expect.poll(() => firstCheck).toBe(true);
  await page.waitForLoadState('networkidle');
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && request.method() === 'GET') calls.push(path + (path === '/api/timelog' ? new URL(request.url()).search : ''));
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bon de travail BT-1' })).toBeVisible();
  await expect(page.getByTestId('worksheet-totals')).toContainText('80,00');

  // Its own, what its lines are drawn with (the line statuses, the caller's running clocks) and its
  // header's pickers (the work-order statuses, the technicians).
  const own = [
    `/api/worksheets/${worksheetUuid}`,
    `/api/worksheets/${worksheetUuid}/entries`,
    `/api/worksheets/${worksheetUuid}/totals`,
    '/api/status',
    '/api/timelog?mine=true&running=true&pageSize=10',
    '/api/worksheet-status',
    '/api/worksheets/technicians',
  ];
  for (const path of own)
    expect(
      calls.filter((call) => call === path),
      path,
    ).toHaveLength(1);
  // The shell's session check leaves once it has rendered: after the page's requests. The account,
  // whose preferences the page is drawn with, leaves at start with the code, once.
  await expect.poll(() => calls.includes('/api/auth/validate')).toBe(true);
  const firstShellCall = calls.indexOf('/api/auth/validate');
  for (const path of own) expect(calls.indexOf(path), path).toBeLessThan(firstShellCall);
  expect(calls.filter((call) => call === '/api/accounts')).toHaveLength(1);
  expect(calls.indexOf('/api/accounts')).toBeLessThan(firstShellCall);

  // A line's layout is one stylesheet (LineRow.module.css): a <style> element per line (Mantine's
  // Grid wrote eight) restyles the whole page each time one is added.
  await expect(page.getByTestId('worksheet-line')).toHaveCount(1);
  await expect(page.locator('[data-testid="worksheet-line"] style')).toHaveCount(0);
});

test('une liste ouverte par son adresse demande sa page avec son code, avant que le cadre ne se dessine, une seule fois', async ({ page }) => {
  await intoTheShell(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') calls.push(url.pathname + url.search);
  });
  // The address's page, search, sort and filters: the prefetch asks for what the page then reads.
  for (const [address, list] of [
    ['/#/worksheets?status=TODO', '/api/worksheets?'],
    ['/#/customers?sort=email&order=desc&q=lavoie', '/api/customers?'],
  ] as const) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    calls.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const asked = calls.filter((call) => call.startsWith(list));
    expect(asked, address).toHaveLength(1);
    // The shell's header asks for the brands once it renders: the list's page left before.
    expect(calls.indexOf(asked[0]!), address).toBeLessThan(calls.indexOf('/api/brands'));
  }
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Réjean Lavoie' })).toBeVisible();
});

test("un bon de travail ouvert par son adresse est dessiné d'emblée avec les préférences de l'atelier, une seule fois", async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const shop = await readyOwner(request, 'Gisèle Pelletier');
  const preferences = await request.put('/api/account/preferences', {
    headers: { authorization: `Bearer ${shop.accessToken}` },
    data: { worksheetPrefix: 'OT' },
  });
  expect(preferences.ok(), await preferences.text()).toBe(true);
  const calls = api(request, shop.accessToken);
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname: 'Lucie Gagné', mobile: '5145550199' });
  const statuses = await calls.get<Record<string, { id: number }[]>>('/api/worksheet-status');
  const worksheet = await calls.post<{ uuid: string }>('/api/worksheets', { customerUuid: customer.uuid, statusId: statuses.TODO![0]!.id });
  await request.dispose();

  await intoTheShell(page, shop);
  // Every title the page shows, from the first script on: drawn before the account came, it read
  // the default prefix (BT) and was drawn again, in one long task, when the account's came.
  await page.addInitScript(() => {
    const titles: string[] = [];
    (window as unknown as { titles: string[] }).titles = titles;
    new MutationObserver(() => {
      const title = document.querySelector('h1')?.textContent ?? '';
      if (title && titles.at(-1) !== title) titles.push(title);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`/#/worksheets/${worksheet.uuid}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bon de travail OT-1', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { titles: string[] }).titles)).toEqual(['Bon de travail OT-1']);
});

test("le titre d'un bon de travail s'affiche dès que le bon et ses lignes sont là, avant les cartes, et ne bouge plus", async ({ page }) => {
  await intoTheShell(page);
  // Opened by its address, its data comes with its code: the title is still its own commit (a
  // paint) before the cards', not one commit with the shell and the lines.
  await page.addInitScript(() => {
    const seen = { titleAlone: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('h1') && !document.querySelector('[data-testid="worksheet-line"]')) seen.titleAlone = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/#/worksheets/${worksheetUuid}`);
  await page.reload();
  await expect(page.getByTestId('worksheet-line')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { seen: { titleAlone: boolean } }).seen.titleAlone)).toBe(true);
  await page.waitForLoadState('networkidle');
  // The caller's running clocks (what the lines' buttons are drawn with) are held back: the cards
  // wait for them, the title does not.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/timelog?mine=true&running=true*', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const title = page.getByRole('heading', { name: 'Bon de travail BT-1', level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByTestId('worksheet-skeleton')).toBeVisible();
  await expect(page.getByTestId('worksheet-line')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Imprimer' })).toBeVisible();
  const before = await title.boundingBox();
  release();
  await expect(page.getByTestId('worksheet-line')).toHaveCount(1);
  await expect(page.getByTestId('worksheet-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('worksheet-totals')).toContainText('80,00');
  expect(await title.boundingBox()).toEqual(before);
});

test("l'écran de chargement s'affiche avant le code de l'application, dans la langue choisie, puis l'application le remplace", async ({ page }) => {
  // The app's code held back: what shows is index.html's own screen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The document's scripts never come: waiting for its load event would wait for ever.
  await page.goto('/#/signin', { waitUntil: 'commit' });
  const screen = page.getByTestId('loading-screen');
  await expect(screen.getByText('Chargement du serveur...')).toBeVisible();
  await expect(screen.getByRole('link', { name: 'support@atelier.app' })).toHaveAttribute('href', 'mailto:support@atelier.app');
  await expect(screen.getByText('Loading server...')).toBeHidden();
  // An English user's preference (read before the first paint by theme-init.js).
  await page.evaluate(() => localStorage.setItem('atelier.preferences', JSON.stringify({ language: 'en' })));
  await page.reload({ waitUntil: 'commit' });
  await expect(screen.getByText('Loading server...')).toBeVisible();
  await expect(screen.getByText('Chargement du serveur...')).toBeHidden();
  await page.evaluate(() => localStorage.removeItem('atelier.preferences'));
  release();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByTestId('loading-screen')).toHaveCount(0);
});

/** The script files a reload of `address` asks for, with their content, once its heading shows. */
async function scriptsOfReload(page: Page, address: string, heading: string): Promise<{ name: string; body: string }[]> {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  // The files the reload asks for, read again afterwards (a response's body may be gone by then).
  const names = new Set<string>();
  const onRequest = (request: Request) => {
    const name = new URL(request.url()).pathname;
    if (/^\/assets\/[^/]+\.js$/.test(name)) names.add(name);
  };
  page.on('request', onRequest);
  await page.reload();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return Promise.all([...names].map(async (name) => ({ name, body: await (await page.request.get(name)).text() })));
}

test('le tableau, un bon de travail et la liste des clients téléchargent le code de React et de dayjs une seule fois chacun', async ({ page }) => {
  await intoTheShell(page);
  // Strings found in one module each: React's Component.setState error (react.production.js) and
  // dayjs's default format. Shared code copied into the chunks of one page shows as several files.
  const markers = { react: 'takes an object of state variables to update', dayjs: 'YYYY-MM-DDTHH:mm:ssZ' };
  for (const [address, heading] of [
    ['/#/', 'Tableau de bord'],
    [`/#/worksheets/${worksheetUuid}`, 'Bon de travail BT-1'],
    ['/#/customers', 'Clients'],
  ] as const) {
    const scripts = await scriptsOfReload(page, address, heading);
    expect(scripts.length, address).toBeGreaterThan(5);
    // The names of the files holding each library's code, for a readable failure.
    for (const [library, marker] of Object.entries(markers))
      expect(
        scripts.filter(({ body }) => body.includes(marker)).map(({ name }) => name),
        `${library} on ${address}`,
      ).toHaveLength(1);
  }
});

test("le code du cadre et du tableau est compilé pendant son téléchargement, celui d'un bon de travail à son exécution", async ({ page }) => {
  await intoTheShell(page);
  // V8's compile hint (build/compileHints.ts): the first line of a file, or nothing.
  const hinted = (scripts: { name: string; body: string }[]) => scripts.filter(({ body }) => body.startsWith('//# allFunctionsCalledOnLoad\n')).map(({ name }) => name);
  const board = await scriptsOfReload(page, '/#/', 'Tableau de bord');
  const short = (name: string) => name.replace(/^\/assets\/|-[\w-]+\.js$/g, '');
  // The entry, the shell, the page, and every file the entry imports (index.html preloads them).
  const html = await (await page.request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]!);
  expect(preloaded.length).toBeGreaterThan(3);
  expect(hinted(board).map(short)).toEqual(expect.arrayContaining(['index', 'AppLayout', 'WorkboardPage', ...preloaded.map(short)]));
  // A work order's own files are not: its editor has many functions its first screen never calls.
  const worksheet = await scriptsOfReload(page, `/#/worksheets/${worksheetUuid}`, 'Bon de travail BT-1');
  const own = worksheet.filter(({ name }) => !board.some((file) => file.name === name));
  expect(own.length).toBeGreaterThan(2);
  expect(hinted(own)).toEqual([]);
});

test("React DOM se télécharge avec l'entrée, puis s'évalue après sa tâche", async ({ page }) => {
  await intoTheShell(page);
  // index.html links it beside the entry (build/startChunks.ts): no round trip after it has run.
  const html = await (await page.request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([A-Za-z]+)-[\w-]+\.js"/g)].map((match) => match[1]);
  expect(preloaded).toContain('reactDom');
  // The entry reads the session while it is evaluated (shared/session/sessionStore.ts): that task is
  // "the entry's" until a timer posted then has run. React DOM announces itself to the React
  // DevTools hook while it is evaluated; evaluated with the entry, it did so in the same task.
  await page.addInitScript(() => {
    const seen = window as unknown as { entryTask?: boolean; reactDomInEntryTask?: boolean; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      if (key === 'atelier.accessToken' && seen.entryTask === undefined) {
        seen.entryTask = true;
        setTimeout(() => (seen.entryTask = false), 0);
      }
      return getItem.call(this, key);
    };
    seen.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => {
        seen.reactDomInEntryTask = seen.entryTask;
        return 1;
      },
      onScheduleFiberRoot: () => undefined,
      onCommitFiberRoot: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      checkDCE: () => undefined,
    };
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { reactDomInEntryTask?: boolean }).reactDomInEntryTask)).toBe(false);
});

test('le contrôle de disponibilité du serveur part au début, avec le code de la page, une seule fois', async ({ page }) => {
  await intoTheShell(page);
  await page.goto(`/#/worksheets/${worksheetUuid}`);
  await page.waitForLoadState('networkidle');
  // React DOM's file held back as on a phone's connection: the check no longer waits for the first render.
  let reactDomServed = Number.POSITIVE_INFINITY;
  await page.route(/\/assets\/reactDom-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    reactDomServed = Date.now();
    await route.continue();
  });
  const readiness: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/readiness') readiness.push(Date.now());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bon de travail BT-1' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(readiness).toHaveLength(1);
  expect(readiness[0]).toBeLessThan(reactDomServed);
});
