import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { invoiceSchema } from '@atelier/contracts';
import { invoices, timelogs, worksheetStatuses } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { insertDraftWithLines, setShopIdentity } from '../../../test/invoice-issue.js';
import { insertWorksheetStatus } from '../../../test/worksheets.js';
import { expectPlanRefusal, putOnPlan } from '../../../test/plans.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

/** A shop with a customer, a work order and a draft invoice with a line, ready for every creation. */
async function shop(): Promise<{ team: Team; customerUuid: string; worksheetUuid: string; draftUuid: string }> {
  const team = await usersOfEveryRole(t);
  const accountId = team.FULL_ADMIN.accountId;
  await setShopIdentity(t, accountId);
  const statusId = await insertWorksheetStatus(t, accountId);
  const customer = await t.app.inject({ method: 'POST', url: '/api/customers', headers: team.FULL_ADMIN.auth, payload: { fullname: 'Marc Lavoie' } });
  const customerUuid = customer.json().data.uuid as string;
  const worksheet = await t.app.inject({ method: 'POST', url: '/api/worksheets', headers: team.FULL_ADMIN.auth, payload: { customerUuid, statusId } });
  const draft = await insertDraftWithLines(t, accountId, [{ name: 'Vidange', price: '89.95' }]);
  return { team, customerUuid, worksheetUuid: worksheet.json().data.uuid, draftUuid: draft.draft.uuid };
}

/** One creation per enforced feature, as the shop's staff makes it. */
function creations(s: Awaited<ReturnType<typeof shop>>) {
  const as = s.team.ADMINISTRATOR.auth;
  return {
    invoicing: () => t.app.inject({ method: 'POST', url: '/api/invoices', headers: as, payload: { customerUuid: s.customerUuid } }),
    issuing: () => t.app.inject({ method: 'POST', url: `/api/invoices/${s.draftUuid}/issue`, headers: as }),
    scheduling: () => t.app.inject({ method: 'POST', url: '/api/events', headers: as, payload: { start: hoursFromNow(24), end: hoursFromNow(25), title: 'Pneus' } }),
    timeEntry: () =>
      t.app.inject({ method: 'POST', url: '/api/timelog', headers: s.team.EMPLOYEE.auth, payload: { startTime: hoursFromNow(-3), endTime: hoursFromNow(-2) } }),
    clockIn: () => t.app.inject({ method: 'POST', url: `/api/worksheets/${s.worksheetUuid}/clockin`, headers: s.team.EMPLOYEE.auth, payload: {} }),
    workflows: () => t.app.inject({ method: 'POST', url: '/api/worksheet-status', headers: as, payload: { name: 'Attente pièces', group: 'IN_PROGRESS' } }),
  };
}

const FEATURE_OF = {
  invoicing: 'invoicing',
  issuing: 'invoicing',
  scheduling: 'scheduling',
  timeEntry: 'timeTracking',
  clockIn: 'timeTracking',
  workflows: 'workflows',
} as const;

describe('the plan features', () => {
  it('refuses each enforced creation on Découverte with 402 ERR_PLAN_FEATURE and the plan that has it, writing nothing', async () => {
    const s = await shop();
    const accountId = s.team.FULL_ADMIN.accountId;
    await putOnPlan(t, accountId, 'basic');
    const [invoicesBefore] = await t.db.select({ n: count() }).from(invoices).where(eq(invoices.accountId, accountId));
    const [statusesBefore] = await t.db.select({ n: count() }).from(worksheetStatuses).where(eq(worksheetStatuses.accountId, accountId));
    for (const [name, create] of Object.entries(creations(s)) as [keyof typeof FEATURE_OF, () => ReturnType<TestApp['app']['inject']>][]) {
      const refused = await create();
      expectPlanRefusal(refused, 'ERR_PLAN_FEATURE', { package: 'basic', feature: FEATURE_OF[name], upgradeTo: 'clever' });
    }
    expect((await t.db.select({ n: count() }).from(invoices).where(eq(invoices.accountId, accountId)))[0]).toEqual(invoicesBefore);
    expect((await t.db.select({ n: count() }).from(worksheetStatuses).where(eq(worksheetStatuses.accountId, accountId)))[0]).toEqual(statusesBefore);
    expect(await t.db.select().from(timelogs).where(eq(timelogs.accountId, accountId))).toEqual([]);
    const draft = await t.app.inject({ method: 'GET', url: `/api/invoices/${s.draftUuid}`, headers: s.team.ADMINISTRATOR.auth });
    expect(invoiceSchema.parse(draft.json().data).status).toBe('DRAFT');
    // Entry (service line) statuses are not the workflows feature.
    const entryStatus = await t.app.inject({ method: 'POST', url: '/api/status', headers: s.team.ADMINISTRATOR.auth, payload: { name: 'Commandé', group: 'TODO' } });
    expect(entryStatus.statusCode, entryStatus.body).toBe(201);
  });

  it('allows each of them on Essentiel (and on the trial)', async () => {
    const s = await shop();
    await putOnPlan(t, s.team.FULL_ADMIN.accountId, 'clever');
    const expected = { invoicing: 201, issuing: 200, scheduling: 201, timeEntry: 201, clockIn: 201, workflows: 201 };
    for (const [name, create] of Object.entries(creations(s)) as [keyof typeof expected, () => ReturnType<TestApp['app']['inject']>][]) {
      const response = await create();
      expect({ name, status: response.statusCode, body: response.body }).toMatchObject({ name, status: expected[name] });
    }
    const trial = await shop();
    const response = await creations(trial).workflows();
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a downgrade stops only creating: invoices, appointments, time entries and statuses stay readable and editable', async () => {
    const s = await shop();
    const accountId = s.team.FULL_ADMIN.accountId;
    const made = creations(s);
    const invoice = (await made.invoicing()).json().data.uuid as string;
    const event = (await made.scheduling()).json().data.uuid as string;
    const running = (await made.clockIn()).json().data.id as number;
    const status = (await made.workflows()).json().data.id as number;
    await putOnPlan(t, accountId, 'basic');
    const as = s.team.ADMINISTRATOR.auth;

    const list = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: as });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(invoice);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice}`, headers: as })).statusCode).toBe(200);
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/invoices/${invoice}`, headers: as, payload: { notes: 'Payable à réception' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/events/${event}`, headers: as, payload: { start: hoursFromNow(48), end: hoursFromNow(49) } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/events?from=${hoursFromNow(-1)}&to=${hoursFromNow(72)}`, headers: as })).body).toContain(event);
    const stopped = await t.app.inject({ method: 'POST', url: `/api/timelog/${running}/out`, headers: s.team.EMPLOYEE.auth });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/worksheet-status/${status}`, headers: as, payload: { name: 'Attente client' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expectPlanRefusal(await made.invoicing(), 'ERR_PLAN_FEATURE', { feature: 'invoicing' });
  });
});
