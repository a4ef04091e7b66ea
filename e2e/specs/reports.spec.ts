import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../accounts.js';
import { dayFromNow as day } from '../days.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

type Status = { id: number; name: string; group: 'TODO' | 'IN_PROGRESS' | 'DONE' };

let owner: ReadyOwner;
const numbers: Record<'todo' | 'doing' | 'done', number> = { todo: 0, doing: 0, done: 0 };

async function call<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers: { authorization: `Bearer ${owner.accessToken}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Hélène Fortin');
  const statuses = await call<Record<Status['group'], Status[]>>(request, 'get', '/api/worksheet-status');
  // One work order per group, each for its own customer.
  for (const [key, group, fullname] of [
    ['todo', 'TODO', 'Paul Lévesque'],
    ['doing', 'IN_PROGRESS', 'Chantal Morin'],
    ['done', 'DONE', 'Marc Boucher'],
  ] as const) {
    const customer = await call<{ uuid: string }>(request, 'post', '/api/customers', { fullname });
    const worksheet = await call<{ uuid: string; worksheetId: number }>(request, 'post', '/api/worksheets', {
      customerUuid: customer.uuid,
      statusId: statuses[group][0]!.id,
    });
    numbers[key] = worksheet.worksheetId;
    if (key === 'done') await call(request, 'post', '/api/entries', { worksheetUuid: worksheet.uuid, name: 'Pneus', type: 'PRODUCT', value_measured: 4, price: 100 });
    if (key === 'todo') await call(request, 'post', '/api/entries', { worksheetUuid: worksheet.uuid, name: 'Vidange', type: 'SERVICE', price: 89.95 });
  }
  await request.dispose();
});

test('le rapport : cocher « Terminé » réécrit ?status=DONE, les bons sont regroupés par groupe, Filtrer et Imprimer', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Rapports' }).click();
  await expect(page).toHaveURL(/#\/reports$/);
  await expect(page.getByRole('heading', { name: 'Rapport', level: 1 })).toBeVisible();

  // Nothing ticked: every group, in board order, each with its work order.
  const groups = page.getByTestId('report-group');
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['À faire', 'En cours', 'Terminé']);
  await expect(groups.filter({ hasText: 'À faire' }).getByTestId('report-row')).toHaveCount(1);
  await expect(page.locator('[data-group="TODO"]').getByTestId('report-row')).toContainText(['Paul Lévesque']);
  await expect(page.locator('[data-group="IN_PROGRESS"]').getByTestId('report-row')).toContainText(['Chantal Morin']);

  // Ticking DONE rewrites ?status= and reloads the list: only the done group is left.
  await page.getByRole('checkbox', { name: 'Terminé' }).click();
  await expect(page).toHaveURL(/#\/reports\?status=DONE$/);
  await expect(groups).toHaveCount(1);
  const done = page.locator('[data-group="DONE"]');
  await expect(done.getByRole('heading', { level: 2 })).toHaveText('Terminé');
  await expect(done.getByTestId('report-row')).toHaveCount(1);
  await expect(done.getByTestId('report-row')).toContainText(`BT-${numbers.done}`);
  await expect(done.getByTestId('report-row')).toContainText('Marc Boucher');
  await expect(done.getByTestId('report-group-count')).toHaveText('1 bon de travail');
  // Its total with the shop's taxes (a new Québec shop: TPS 5 % and TVQ 9,975 % on 400 $).
  await expect(done.getByTestId('report-total')).toHaveText(/^459,90\s\$$/);

  // A second box: a comma-separated list, in board order.
  await page.getByRole('checkbox', { name: 'À faire' }).click();
  await expect(page).toHaveURL(/#\/reports\?status=TODO%2CDONE$|#\/reports\?status=TODO,DONE$/);
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['À faire', 'Terminé']);

  // A reload keeps the filter; Filtrer reads the work orders again.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Terminé' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'En cours' })).not.toBeChecked();
  const reread = page.waitForResponse((response) => response.url().includes('/api/reports/worksheets?status='));
  await page.getByRole('button', { name: 'Filtrer' }).click();
  expect((await reread).ok()).toBe(true);

  // The print view: the report without the shell or the controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await expect(page.getByText(/^Imprimé le /)).toBeVisible();
  await expect(done.getByTestId('report-row')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
});

test('le rapport : Filtrer applique les dates, la ligne de total de chaque groupe et le total général sont justes', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/#/reports');
  const groups = page.getByTestId('report-group');
  await expect(groups).toHaveCount(3);

  // A past year: Filtrer puts the dates in the address and no work order is left, totals at zero.
  await page.getByLabel('Du', { exact: true }).fill('2020-01-01');
  await page.getByLabel('Au', { exact: true }).fill('2020-12-31');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/#\/reports\?from=2020-01-01&to=2020-12-31$/);
  await expect(page.getByTestId('report-row')).toHaveCount(0);
  await expect(page.getByTestId('report-grand-total')).toContainText('0 bon de travail');
  await expect(page.getByTestId('report-grand-total-amount')).toHaveText(/^0,00\s\$$/);

  // The end before the start: said under the field, nothing applied.
  await page.getByLabel('Au', { exact: true }).fill('2019-12-31');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByText('La date de fin doit suivre la date de début')).toBeVisible();
  await expect(page).toHaveURL(/to=2020-12-31$/);

  // Around today: the three work orders are back, and Enter in a field applies it as Filtrer does.
  await page.getByLabel('Du', { exact: true }).fill(day(-2));
  await page.getByLabel('Au', { exact: true }).fill(day(2));
  await page.getByLabel('Au', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${day(-2)}&to=${day(2)}$`));
  await expect(page.getByTestId('report-row')).toHaveCount(3);

  // Each group's totals row: TPS 5 % and TVQ 9,975 % on each work order.
  const done = page.locator('[data-group="DONE"]');
  await expect(done.getByTestId('report-group-totals')).toContainText('Total du groupe');
  await expect(done.getByTestId('report-group-totals')).toContainText(/Sous-total 400,00\s\$ · TPS \(5 %\) 20,00\s\$ · TVQ \(9,975 %\) 39,90\s\$/);
  await expect(done.getByTestId('report-group-total')).toHaveText(/^459,90\s\$$/);
  // 89,95 $ + 4,50 $ + 8,97 $.
  await expect(page.locator('[data-group="TODO"]').getByTestId('report-group-total')).toHaveText(/^103,42\s\$$/);
  await expect(page.locator('[data-group="IN_PROGRESS"]').getByTestId('report-group-total')).toHaveText(/^0,00\s\$$/);
  // The grand total of the three groups.
  const grand = page.getByTestId('report-grand-total');
  await expect(grand).toContainText('3 bons de travail');
  await expect(grand).toContainText(/Sous-total 489,95\s\$ · TPS \(5 %\) 24,50\s\$ · TVQ \(9,975 %\) 48,87\s\$/);
  await expect(page.getByTestId('report-grand-total-amount')).toHaveText(/^563,32\s\$$/);

  // One group ticked: the grand total is that group's.
  await page.getByRole('checkbox', { name: 'Terminé' }).click();
  await expect(page).toHaveURL(/status=DONE/);
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByTestId('report-grand-total-amount')).toHaveText(/^459,90\s\$$/);

  // A reload keeps the dates in the fields; the print view says which period it covers, with its totals.
  await page.reload();
  await expect(page.getByLabel('Du', { exact: true })).toHaveValue(day(-2));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/^Créés du .+ au .+$/)).toBeVisible();
  await expect(page.getByLabel('Du', { exact: true })).toBeHidden();
  await expect(done.getByTestId('report-group-total')).toBeVisible();
  await expect(page.getByTestId('report-grand-total-amount')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});
