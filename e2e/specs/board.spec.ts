import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { api } from '../api.js';
import { drawnContrasts } from '../contrast.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

type Status = { id: number; name: string; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };
type Grouped = Record<Status['group'], Status[]>;

// One shop for the whole file, its work orders made by the earlier tests: stop at the first failure.
test.describe.configure({ mode: 'serial' });

let owner: ReadyOwner;
let statuses: Grouped;
let technician: { uuid: string; fullname: string; username: string };
const numbers: Record<string, number> = {};

/** A customer with a Honda and a work order in the first TODO status. */
async function workOrder(request: APIRequestContext, fullname: string, technicianUuid: string | null): Promise<number> {
  const calls = api(request, owner.accessToken);
  const customer = await calls.post<{ uuid: string }>('/api/customers', { fullname });
  const makes = await calls.get<{ id: number; name: string }[]>('/api/nhtsa/makes?q=honda');
  const honda = makes.find((make) => make.name.toLowerCase() === 'honda')!;
  const mech = await calls.post<{ uuid: string }>('/api/mechs', { mech: { customerUuid: customer.uuid, modelYear: 2019, make: { id: honda.id } } });
  const worksheet = await calls.post<{ worksheetId: number }>('/api/worksheets', {
    customerUuid: customer.uuid,
    mechUuid: mech.uuid,
    technicianUuid,
    statusId: statuses.TODO[0]!.id,
  });
  return worksheet.worksheetId;
}

const columnNamed = (page: Page, name: string) => page.getByTestId('board-column').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardOf = (scope: Page | Locator, number: number) => scope.getByRole('button', { name: new RegExp(`^Bon de travail BT-${number},`) });

/**
 * Where an element is drawn. The drag layer's arrival re-mounts the cards and columns: a box asked
 * for while the node it resolved to is being replaced comes back null, so it is asked again.
 */
async function boxOf(locator: Locator) {
  let box = await locator.boundingBox();
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
  return box!;
}

/**
 * dnd-kit follows real pointer moves: press on the card, travel in steps, and, as the columns may
 * scroll sideways under the pointer near the edge, aim again at the target until it lights up.
 */
async function dragTo(page: Page, card: Locator, target: Locator) {
  const from = await boxOf(card);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await expect(page.getByTestId('board')).toHaveAttribute('data-drag-ready', 'true');
  await page.mouse.move(from.x + from.width / 2 + 1, from.y + from.height / 2);
  await page.mouse.down();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const to = await boxOf(target);
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
    if (/columnOver/.test((await target.getAttribute('class')) ?? '')) break;
  }
  await expect(target).toHaveClass(/columnOver/);
  await page.mouse.up();
}

async function openBoard(page: Page) {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Sylvie Lapointe');
  statuses = await api(request, owner.accessToken).get<Grouped>('/api/worksheet-status');
  const member = await invitedMember(request, owner, 'Luc Gagnon', 'EMPLOYEE');
  technician = { uuid: member.uuid, fullname: member.fullname, username: member.username };
  await request.dispose();
});

test('un atelier sans bon de travail voit le tableau vide et un bouton « Nouveau bon de travail »', async ({ page }) => {
  await openBoard(page);
  await expect(page.getByText('Bonjour, Sylvie!')).toBeVisible();
  await expect(page.getByText("Aucun bon de travail pour l'instant")).toBeVisible();
  // One column per status, by group then order, each empty.
  const names = [...statuses.TODO, ...statuses.IN_PROGRESS, ...statuses.DONE].map((status) => status.name);
  await expect(page.getByTestId('board-column').getByRole('heading')).toHaveText(names);
  await expect(page.getByTestId('board-column').first()).toContainText('Aucun bon de travail');
  // It opens the creation form (the same as the work-order list's), on the board.
  await page.getByTestId('board-empty').getByRole('button', { name: 'Nouveau bon de travail' }).click();
  await expect(page.getByRole('dialog', { name: 'Nouveau bon de travail' }).getByLabel('Client')).toBeFocused();
  await page.keyboard.press('Escape');
});

test('une carte glissée à la souris de « À faire » vers un statut terminé y reste après rechargement', async ({ page, request }) => {
  numbers.roy = await workOrder(request, 'Gilles Roy', technician.uuid);
  numbers.cote = await workOrder(request, 'Nadia Côté', null);
  await openBoard(page);
  const todo = columnNamed(page, statuses.TODO[0]!.name);
  const done = columnNamed(page, statuses.DONE[0]!.name);
  const card = cardOf(todo, numbers.roy);
  await expect(card).toContainText('Gilles Roy');
  await expect(card).toContainText('2019 HONDA', { ignoreCase: true });
  await expect(card).toContainText("à l'instant");
  // The avatar's initials come from the username (the shell's rule), its label is the full name.
  await expect(card.getByLabel('Luc Gagnon')).toHaveText(technician.username.slice(0, 2).toUpperCase());
  await expect(todo.getByTestId('column-count')).toHaveText('2');

  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/worksheets/'));
  await dragTo(page, card, done);
  // Optimistic: it is in the new column before the server answers.
  await expect(cardOf(done, numbers.roy)).toBeVisible();
  expect((await saved).status()).toBe(200);
  await expect(done.getByTestId('column-count')).toHaveText('1');
  await expect(todo.getByTestId('column-count')).toHaveText('1');

  await page.reload();
  await expect(cardOf(columnNamed(page, statuses.DONE[0]!.name), numbers.roy)).toBeVisible();
  await expect(cardOf(columnNamed(page, statuses.TODO[0]!.name), numbers.roy)).toHaveCount(0);
});

test('une carte se déplace au clavier (Espace, flèche, Espace) et par le menu « Déplacer vers… »', async ({ page }) => {
  await openBoard(page);
  const first = columnNamed(page, statuses.TODO[0]!.name);
  const second = columnNamed(page, statuses.TODO[1]?.name ?? statuses.IN_PROGRESS[0]!.name);
  const card = cardOf(first, numbers.cote);
  await card.focus();
  await expect(page.getByTestId('board')).toHaveAttribute('data-drag-ready', 'true');
  await expect(cardOf(first, numbers.cote)).toBeFocused();
  // Each key waits for the board's answer (its announcement), as a person does: a key pressed
  // before the card is picked up, or before it is over the next column, would do nothing.
  const announced = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeAttached();
  const firstName = statuses.TODO[0]!.name;
  const secondName = statuses.TODO[1]?.name ?? statuses.IN_PROGRESS[0]!.name;
  await page.keyboard.press('Space');
  await announced(`Au-dessus de la colonne « ${firstName} »`);
  await page.keyboard.press('ArrowRight');
  await announced(`Au-dessus de la colonne « ${secondName} »`);
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/worksheets/'));
  await page.keyboard.press('Space');
  await expect(cardOf(second, numbers.cote)).toBeVisible();
  expect((await saved).status()).toBe(200);
  await expect(second.getByTestId('column-count')).toHaveText('1');
  // The focus follows the card into its new column, so the keyboard user can go on from there.
  await expect(cardOf(second, numbers.cote)).toBeFocused();
  // The move is announced in French for screen readers.
  await expect(page.getByRole('status').filter({ hasText: `Bon de travail BT-${numbers.cote} déposé dans` })).toBeAttached();

  // The menu: no drag at all.
  await page.getByRole('button', { name: `Déplacer le bon de travail BT-${numbers.cote}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: statuses.TODO[1]?.name ?? statuses.IN_PROGRESS[0]!.name })).toBeDisabled();
  const savedFromMenu = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/worksheets/'));
  await menu.getByRole('menuitem', { name: statuses.IN_PROGRESS[0]!.name, exact: true }).click();
  const inProgress = columnNamed(page, statuses.IN_PROGRESS[0]!.name);
  await expect(cardOf(inProgress, numbers.cote)).toBeVisible();
  expect((await savedFromMenu).status()).toBe(200);
  await page.reload();
  await expect(cardOf(columnNamed(page, statuses.IN_PROGRESS[0]!.name), numbers.cote)).toBeVisible();

  // Enter opens the work order.
  const moved = cardOf(columnNamed(page, statuses.IN_PROGRESS[0]!.name), numbers.cote);
  await moved.focus();
  await expect(page.getByTestId('board')).toHaveAttribute('data-drag-ready', 'true');
  await expect(moved).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/worksheets\/[0-9a-f-]{36}$/);
});

test('un déplacement refusé par le serveur remet la carte à sa place avec un message', async ({ page }) => {
  await openBoard(page);
  await page.route('**/api/worksheets/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ type: 'NOT_FOUND', message: 'ERR_NOT_FOUND' }) })
      : route.continue(),
  );
  const inProgress = columnNamed(page, statuses.IN_PROGRESS[0]!.name);
  await page.getByRole('button', { name: `Déplacer le bon de travail BT-${numbers.cote}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: statuses.DONE[0]!.name, exact: true }).click();
  await expect(page.getByText(`Le bon de travail BT-${numbers.cote} n'a pas pu être déplacé`)).toBeVisible();
  await expect(cardOf(inProgress, numbers.cote)).toBeVisible();
  await expect(cardOf(columnNamed(page, statuses.DONE[0]!.name), numbers.cote)).toHaveCount(0);
});

test('le filtre par technicien ne garde que ses cartes et reste dans l’adresse', async ({ page }) => {
  await openBoard(page);
  await expect(cardOf(page, numbers.cote)).toBeVisible();
  await page.getByRole('combobox', { name: 'Technicien' }).selectOption({ label: 'Luc Gagnon' });
  await expect(page).toHaveURL(new RegExp(`technician=${technician.uuid}`));
  await expect(cardOf(page, numbers.roy)).toBeVisible();
  await expect(cardOf(page, numbers.cote)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Technicien' })).toHaveValue(technician.uuid);
  await expect(cardOf(page, numbers.roy)).toBeVisible();
  await expect(cardOf(page, numbers.cote)).toHaveCount(0);
  // A click on a card opens its work order, even the first one, which also loads the drag layer
  // (the layer waits for the click before it replaces the cards).
  await cardOf(page, numbers.roy).click();
  await expect(page).toHaveURL(/#\/worksheets\/[0-9a-f-]{36}$/);
});

test('le premier appui sur une carte l’ouvre, même quand le glisser-déposer arrive pendant l’appui', async ({ page }) => {
  // The drag layer's code is held back until the card is pressed, then let through before the release:
  // the swap of the cards must wait for the click, or the press and the release land on different nodes.
  let release: () => void = () => undefined;
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/DragLayer-[^/]*\.js$/, async (route) => {
    await pressed;
    await route.continue();
  });
  await openBoard(page);
  const card = cardOf(page, numbers.roy);
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  const box = await boxOf(card);
  const layer = page.waitForResponse(/DragLayer-[^/]*\.js$/);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await layer;
  // Time for the layer's module to run: without the wait for the click, the cards are swapped now.
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect(page).toHaveURL(/#\/worksheets\/[0-9a-f-]{36}$/);
});

/** Press on the card, then travel to the target (aiming again while the columns scroll) until it lights up. */
async function pressAndDrag(page: Page, card: Locator, target: Locator, pressed?: () => void) {
  const from = await boxOf(card);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  pressed?.();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const to = await boxOf(target);
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
    if (/columnOver/.test((await target.getAttribute('class')) ?? '')) break;
  }
  await expect(target).toHaveClass(/columnOver/);
  // A drag selects no text, on the cards or around them.
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await page.mouse.up();
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
}

async function expectMovedAndKept(page: Page, number: number, fromName: string, toName: string) {
  await expect(cardOf(columnNamed(page, toName), number)).toBeVisible();
  await expect(cardOf(columnNamed(page, fromName), number)).toHaveCount(0);
  await page.reload();
  await expect(cardOf(columnNamed(page, toName), number)).toBeVisible();
  await expect(cardOf(columnNamed(page, fromName), number)).toHaveCount(0);
}

test('le premier glisser à la souris après le chargement déplace la carte, même quand le glisser-déposer arrive pendant l’appui', async ({ page, request }) => {
  const number = await workOrder(request, 'Hélène Bouchard', null);
  // The drag layer's code is held back until the card is pressed: the press must still become a drag.
  let release: () => void = () => undefined;
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/DragLayer-[^/]*\.js$/, async (route) => {
    await pressed;
    await route.continue();
  });
  await openBoard(page);
  const todo = columnNamed(page, statuses.TODO[0]!.name);
  const target = columnNamed(page, statuses.IN_PROGRESS[0]!.name);
  const card = cardOf(todo, number);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('board')).toHaveAttribute('data-drag-ready', 'false');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/worksheets/'));
  await pressAndDrag(page, card, target, release);
  expect((await saved).status()).toBe(200);
  // A drag, not a click: the board is still here.
  await expect(page).toHaveURL(/#\/$/);
  await expectMovedAndKept(page, number, statuses.TODO[0]!.name, statuses.IN_PROGRESS[0]!.name);
});

test('le premier glisser à la souris d’une page neuve déplace la carte (code du glisser-déposer non retenu)', async ({ page, request }) => {
  const number = await workOrder(request, 'Marc Tremblay', null);
  await openBoard(page);
  const todo = columnNamed(page, statuses.TODO[0]!.name);
  const target = columnNamed(page, statuses.IN_PROGRESS[0]!.name);
  const card = cardOf(todo, number);
  await expect(card).toBeVisible();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/worksheets/'));
  // Straight to the card and pressed at once, as a user who knows where to drag.
  await pressAndDrag(page, card, target);
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/#\/$/);
  await expectMovedAndKept(page, number, statuses.TODO[0]!.name, statuses.IN_PROGRESS[0]!.name);
});

test.describe('au doigt, sur un téléphone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('le premier glisser au doigt (appui long puis glisser) déplace la carte vers la colonne voisine', async ({ page, request }) => {
    const number = await workOrder(request, 'Julie Gagné', null);
    // The drag layer's code is held back until the finger is down: the press must still become a drag.
    let release: () => void = () => undefined;
    const pressed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/DragLayer-[^/]*\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    await openBoard(page);
    const ordered = [...statuses.TODO, ...statuses.IN_PROGRESS, ...statuses.DONE];
    const fromName = ordered[0]!.name;
    const toName = ordered[1]!.name;
    const card = cardOf(columnNamed(page, fromName), number);
    await expect(card).toBeVisible();
    await expect(page.getByTestId('board')).toHaveAttribute('data-drag-ready', 'false');
    const target = columnNamed(page, toName);
    const from = await boxOf(card);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }] });
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/worksheets/'));
    let x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    await touch('touchStart', x, y);
    release();
    // The long press that picks a card up (a swipe scrolls the columns instead).
    await page.waitForTimeout(700);
    // Toward the next column, at the right edge of the screen, until it lights up.
    for (let step = 0; step < 60 && !/columnOver/.test((await target.getAttribute('class')) ?? ''); step += 1) {
      x = Math.min(x + 12, 384);
      await touch('touchMove', x, y + (step % 2));
      await page.waitForTimeout(50);
    }
    await expect(target).toHaveClass(/columnOver/);
    await touch('touchEnd');
    expect((await saved).status()).toBe(200);
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    await expect(page).toHaveURL(/#\/$/);
    await expectMovedAndKept(page, number, fromName, toName);
  });

  test('le premier toucher bref sur une carte l’ouvre, même quand le glisser-déposer arrive pendant l’appui', async ({ page, request }) => {
    const number = await workOrder(request, 'Sophie Lavoie', null);
    let release: () => void = () => undefined;
    const pressed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/DragLayer-[^/]*\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    await openBoard(page);
    const card = cardOf(page, number);
    await expect(card).toBeVisible();
    await expect(page.getByTestId('board')).toHaveAttribute('data-drag-ready', 'false');
    const box = await boxOf(card);
    const cdp = await page.context().newCDPSession(page);
    const layer = page.waitForResponse(/DragLayer-[^/]*\.js$/);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }] });
    release();
    await layer;
    await page.waitForTimeout(150);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page).toHaveURL(/#\/worksheets\/[0-9a-f-]{36}$/);
  });
});

test('les compteurs des colonnes se lisent en thème clair et sombre (contraste d’au moins 4,5:1)', async ({ page }) => {
  await openBoard(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('atelier.preferences', JSON.stringify({ language: 'fr', theme: t })), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(page.getByTestId('column-count').first()).toBeVisible();
    // The colours as drawn: the count's tint laid over the first opaque background behind it, read back from a canvas.
    const ratios = await drawnContrasts(page.getByTestId('column-count'));
    expect(ratios.length).toBeGreaterThan(2);
    for (const ratio of ratios) expect(ratio, `${theme}: ${ratios.join(', ')}`).toBeGreaterThanOrEqual(4.5);
  }
});
