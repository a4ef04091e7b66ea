import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerListSchema, customerSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { usersOfEveryRole, type Member } from '../../../test/roles.js';
import { liveCustomerCount } from '../../../test/customers.js';
import { expectPlanRefusal, insertCustomers, putOnPlan } from '../../../test/plans.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createCustomer = (as: Member, fullname: string) => t.app.inject({ method: 'POST', url: '/api/customers', headers: as.auth, payload: { fullname } });

describe('the customers limit', () => {
  it('refuses the 101st customer of a Découverte shop with 402 and the plan that lifts it; deleting one makes room', async () => {
    const team = await usersOfEveryRole(t);
    const owner = team.FULL_ADMIN;
    await putOnPlan(t, owner.accountId, 'basic');
    await insertCustomers(t, owner.accountId, 99);
    const last = await createCustomer(owner, 'Centième Client');
    expect(last.statusCode, last.body).toBe(201);
    const refused = await createCustomer(team.EMPLOYEE, 'Client De Trop');
    expectPlanRefusal(refused, 'ERR_PLAN_LIMIT', { package: 'basic', resource: 'customers', limit: 100, upgradeTo: 'clever' });
    expect(await liveCustomerCount(t, owner.accountId)).toBe(100);

    // A standing count: a deleted customer frees its place.
    const uuid = customerSchema.parse(last.json().data).uuid;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customers/${uuid}`, headers: owner.auth })).statusCode).toBe(200);
    expect((await createCustomer(owner, 'Client Remplaçant')).statusCode).toBe(201);

    // Essentiel lifts it.
    await putOnPlan(t, owner.accountId, 'clever');
    expect((await createCustomer(owner, 'Client Essentiel')).statusCode).toBe(201);
  });

  it('holds under concurrency: 101 simultaneous creations at a limit of 100 leave exactly 100 customers', async () => {
    const team = await usersOfEveryRole(t);
    await putOnPlan(t, team.FULL_ADMIN.accountId, 'basic');
    const answers = await Promise.all(Array.from({ length: 101 }, (_, i) => createCustomer(team.FULL_ADMIN, `Client Parallèle ${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(1);
    expect(await liveCustomerCount(t, team.FULL_ADMIN.accountId)).toBe(100);
  });

  it('a downgrade hides nothing: a Découverte shop with 150 customers lists, reads and edits them all, and only creating stops', async () => {
    const team = await usersOfEveryRole(t);
    const owner = team.FULL_ADMIN;
    await insertCustomers(t, owner.accountId, 150);
    await putOnPlan(t, owner.accountId, 'basic');
    const page = await t.app.inject({ method: 'GET', url: '/api/customers?pageSize=100', headers: team.EMPLOYEE.auth });
    expect(page.statusCode, page.body).toBe(200);
    const list = customerListSchema.parse(page.json().data);
    expect(list.total).toBe(150);
    const second = customerListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/customers?pageSize=100&page=2', headers: owner.auth })).json().data);
    expect(second.items).toHaveLength(50);
    const one = list.items[0]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/customers/${one.uuid}`, headers: owner.auth })).statusCode).toBe(200);
    const edited = await t.app.inject({ method: 'PUT', url: `/api/customers/${one.uuid}`, headers: owner.auth, payload: { fullname: 'Nom Corrigé' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.fullname).toBe('Nom Corrigé');
    expectPlanRefusal(await createCustomer(owner, 'Un De Plus'), 'ERR_PLAN_LIMIT', { resource: 'customers', limit: 100 });
  });
});
