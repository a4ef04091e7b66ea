import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

type Status = { id: number; name: string; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };
type Grouped = Record<Status['group'], Status[]>;

// One shop of 200 work orders for the file: 150 in the first column, the others spread out.
test.describe.configure({ mode: 'serial' });

const TOTAL = 200;
const BIG = 150;
let owner: ReadyOwner;
let first: Status;
/** Each of the 200 work orders' status, in the order they were made. */
const made: Status[] = [];

async function seedWorkOrders(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const statuses = ((await (await request.get('/api/worksheet-status', { headers })).json()) as { data: Grouped }).data;
  const ordered = [...statuses.TODO, ...statuses.IN_PROGRESS, ...statuses.DONE];
  first = ordered[0]!;
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { data: T }).data;
  };
  // Twenty at a time through the API: the same rows a shop's front desk makes.
  for (let start = 0; start < TOTAL; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, offset) => {
        const index = start + offset;
        const customer = await post<{ uuid: string }>('/api/customers', { fullname: `Client Téléphone ${index + 1}` });
        const status = index < BIG ? first : ordered[1 + (index % (ordered.length - 1))]!;
        made[index] = status;
        await post('/api/worksheets', { customerUuid: customer.uuid, statusId: status.id });
      }),
    );
  }
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Nadia Bouchard');
  await seedWorkOrders(request);
  await request.dispose();
});

test('sur un téléphone, le tableau de 200 bons montre ses cartes, la longue colonne par tranches, son compte exact', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  const board = page.getByTestId('board');
  await expect(board).toBeVisible();
  const column = page.getByTestId('board-column').filter({ has: page.getByRole('heading', { name: first.name, exact: true }) });
  await expect(column.getByTestId('column-count')).toHaveText(String(BIG));
  // Every column renders its first 20 cards at most: 20 in the long one, the other 50 in full.
  await expect(column.getByTestId('board-card')).toHaveCount(20);
  await expect(board.getByTestId('board-card')).toHaveCount(20 + (TOTAL - BIG));
  await column.getByRole('button', { name: 'Afficher 20 de plus' }).tap();
  await expect(column.getByTestId('board-card')).toHaveCount(40);
  // The last 10 of the 50 the server sent.
  await column.getByRole('button', { name: 'Afficher 10 de plus' }).tap();
  await expect(column.getByTestId('board-card')).toHaveCount(50);
  // The server sends a column's 50 newest: the rest is said, not rendered.
  await expect(column.getByRole('button', { name: /Afficher/ })).toHaveCount(0);
  await expect(column).toContainText(`Les 50 plus récents sur ${BIG}`);
  await expect(column.getByRole('button', { name: /^Bon de travail BT-\d+, Client Téléphone 150$/ })).toBeVisible();
  // …and the list pages through all of them, on that status.
  await column.getByRole('link', { name: 'Tout voir dans la liste' }).tap();
  await expect(page).toHaveURL(new RegExp(`#/worksheets\\?statusId=${first.id}$`));
  await expect(page.getByText(`${BIG} bons de travail`).first()).toBeVisible();
  // Opened at its top, not where the board was scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('sur un téléphone, le premier toucher sur une carte ouvre le bon de travail', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  const card = page.getByRole('button', { name: /^Bon de travail BT-\d+, Client Téléphone 150$/ });
  await expect(card).toBeVisible();
  await card.tap();
  await expect(page).toHaveURL(/#\/worksheets\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Client Téléphone 150').first()).toBeVisible();
});

test("sur un téléphone, les colonnes hors de l'écran ne sont dessinées qu'à leur approche, et leurs cartes s'ouvrent alors", async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  const columns = page.getByTestId('board-column');
  await expect(columns.first().getByTestId('board-card').first()).toBeVisible();
  // checkVisibility's contentVisibilityAuto: false for content the browser skips (content-visibility:
  // auto, Board.module.css), so the first render lays out and paints the first column only.
  const drawn = (index: number) =>
    columns.nth(index).evaluate((column) => column.querySelector('[data-testid="board-card"]')!.checkVisibility({ contentVisibilityAuto: true }));
  const last = (await columns.count()) - 1;
  const withCards = [];
  for (let index = 1; index <= last; index++) if ((await columns.nth(index).getByTestId('board-card').count()) > 0) withCards.push(index);
  const far = withCards.at(-1)!;
  expect(far).toBeGreaterThan(1);
  expect(await drawn(0)).toBe(true);
  expect(await drawn(far)).toBe(false);
  // Swiped to, the column is drawn and its first card opens at the first tap.
  await columns.nth(far).scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(far)).toBe(true);
  const card = columns.nth(far).getByTestId('board-card').first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.tap();
  await expect(page).toHaveURL(/#\/worksheets\/[0-9a-f-]{36}$/);
  await expect(page.getByText(name.replace(/^Bon de travail BT-\d+, /, '')).first()).toBeVisible();
});

test('sur un téléphone, la liste des bons montre sa page entière, tranche par tranche ; la dernière ligne s’ouvre au premier toucher', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await page.goto('/#/worksheets');
  // The rows past a screenful are drawn in the following tasks (ListTable): all 25 end up there.
  const rows = page.getByTestId('worksheet-row');
  await expect(rows).toHaveCount(25);
  const last = rows.nth(24);
  const number = (await last.getByRole('link').textContent())!.trim();
  await last.tap();
  await expect(page).toHaveURL(/#\/worksheets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Bon de travail ${number}`, level: 1 })).toBeVisible();
});

test('sur un téléphone, l’étape filtre la liste des bons, au toucher et aux flèches du clavier', async ({ page }) => {
  const count = (group: Status['group'] | null) => made.filter((status) => group === null || status.group === group).length;
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await page.goto('/#/worksheets');
  const steps = page.getByRole('radiogroup', { name: 'Étape' });
  await expect(steps.getByRole('radio', { name: 'Tous' })).toBeChecked();
  await expect(page.getByText(`${count(null)} bons de travail`).first()).toBeVisible();

  await steps.getByText('Terminé', { exact: true }).tap();
  await expect(steps.getByRole('radio', { name: 'Terminé' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]status=done\b/i);
  await expect(page.getByText(`${count('DONE')} bons de travail`).first()).toBeVisible();

  // Native radios of one group: the arrow keys move the choice.
  await steps.getByRole('radio', { name: 'Terminé' }).press('ArrowLeft');
  await expect(steps.getByRole('radio', { name: 'En cours' })).toBeChecked();
  await expect(steps.getByRole('radio', { name: 'En cours' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]status=in_progress\b/i);
  await expect(page.getByText(`${count('IN_PROGRESS')} bons de travail`).first()).toBeVisible();

  await steps.getByText('Tous', { exact: true }).tap();
  await expect(page).not.toHaveURL(/[?&]status=/i);
  await expect(page.getByTestId('worksheet-row')).toHaveCount(25);
});
