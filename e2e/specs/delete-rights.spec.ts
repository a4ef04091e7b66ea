import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { invitedMember, readyOwner, type ReadyOwner } from '../ready-owner.js';

/**
 * Who deletes the shop's records (packages/contracts/src/permissions.ts, issue 10): a technician
 * (EMPLOYEE) works on customers, vehicles and work orders but deletes none of them; an
 * administrator does. The buttons follow the matrix and the API refuses what the buttons hide.
 */

let owner: ReadyOwner;
let employee: { username: string; password: string };
const records = { customer: '', mech: '', worksheet: '' };

async function createRecords(request: APIRequestContext, shop: ReadyOwner) {
  const headers = { authorization: `Bearer ${shop.accessToken}` };
  const customer = await request.post('/api/customers', { headers, data: { fullname: 'Rémi Bouchard' } });
  expect(customer.status()).toBe(201);
  records.customer = ((await customer.json()) as { data: { uuid: string } }).data.uuid;
  const mech = await request.post('/api/mechs', { headers, data: { mech: { customerUuid: records.customer, metric: { license: 'DEL 010' } } } });
  expect(mech.status()).toBe(201);
  records.mech = ((await mech.json()) as { data: { uuid: string } }).data.uuid;
  const statuses = (await (await request.get('/api/worksheet-status', { headers })).json()) as { data: { TODO: { id: number }[] } };
  const worksheet = await request.post('/api/worksheets', { headers, data: { customerUuid: records.customer, statusId: statuses.data.TODO[0]!.id } });
  expect(worksheet.status()).toBe(201);
  records.worksheet = ((await worksheet.json()) as { data: { uuid: string } }).data.uuid;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Josée Bouchard');
  employee = await invitedMember(request, owner, 'Kevin Mécano', 'EMPLOYEE');
  await createRecords(request, owner);
  await request.dispose();
});

/** Opens the work order, the customer and the vehicle pages and reports whether each shows Supprimer. */
async function deleteButtons(page: Page) {
  const seen: Record<string, number> = {};
  for (const [name, path, heading] of [
    ['worksheet', `/#/worksheets/${records.worksheet}`, /Bon de travail/],
    ['customer', `/#/customers/${records.customer}`, /Rémi Bouchard/],
    ['mech', `/#/mechs/${records.mech}`, /./],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The other actions of the page are there: the page is loaded, not half-drawn.
    await expect(
      page
        .getByRole('link', { name: 'Imprimer' })
        .or(page.getByRole('button', { name: 'Modifier' }))
        .first(),
    ).toBeVisible();
    seen[name] = await page.getByRole('button', { name: 'Supprimer', exact: true }).count();
  }
  return seen;
}

test('an EMPLOYEE sees no Delete on a work order, a customer or a vehicle, and the API refuses them', async ({ page, playwright }) => {
  await page.goto('/#/signin');
  await signIn(page, employee.username, employee.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  expect(await deleteButtons(page)).toEqual({ worksheet: 0, customer: 0, mech: 0 });

  // What the buttons hide, the server refuses: the records stay.
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const session = await request.post('/api/auth/signin', { data: { username: employee.username, password: employee.password } });
  const headers = { authorization: `Bearer ${((await session.json()) as { data: { accessToken: string } }).data.accessToken}` };
  for (const url of [`/api/worksheets/${records.worksheet}`, `/api/mechs/${records.mech}`, `/api/customers/${records.customer}`]) {
    const refused = await request.delete(url, { headers });
    expect(refused.status(), url).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('ERR_FORBIDDEN');
    expect((await request.get(url, { headers })).status(), url).toBe(200);
  }
  await request.dispose();
});

test('an administrator sees Delete on the same pages', async ({ page }) => {
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  expect(await deleteButtons(page)).toEqual({ worksheet: 1, customer: 1, mech: 1 });
});
