import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupedStatusesSchema, type GroupedStatuses } from '@atelier/contracts';
import { users } from '../../db/schema/index.js';
import { signup } from '../../../test/fixtures.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listStatuses } from './list-statuses.js';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
});
afterAll(() => t.close());

// Written out on purpose (not taken from DEFAULT_STATUSES): [group, names in order].
const WORKSHEET_FR = { TODO: ['À faire', 'En attente de pièces'], IN_PROGRESS: ['En cours', 'En attente du client'], DONE: ['Terminé', 'Prêt pour facturation'] };
const WORKSHEET_EN = { TODO: ['To do', 'Waiting for parts'], IN_PROGRESS: ['In progress', 'Waiting for the customer'], DONE: ['Done', 'Ready to invoice'] };
const ENTRY_FR = { TODO: ['À faire'], IN_PROGRESS: ['En cours'], DONE: ['Fait'] };
const ENTRY_EN = { TODO: ['To do'], IN_PROGRESS: ['In progress'], DONE: ['Done'] };

const names = (grouped: GroupedStatuses) => ({
  TODO: grouped.TODO.map((s) => s.name),
  IN_PROGRESS: grouped.IN_PROGRESS.map((s) => s.name),
  DONE: grouped.DONE.map((s) => s.name),
});
const orders = (grouped: GroupedStatuses) => [...grouped.TODO, ...grouped.IN_PROGRESS, ...grouped.DONE].map((s) => s.order);

async function accountOf(email: string): Promise<number> {
  const [row] = await t.db.select({ accountId: users.accountId }).from(users).where(eq(users.email, email));
  return row!.accountId;
}

describe('default statuses of a new account', () => {
  it('a French sign-up (the default language) reads its French work-order and entry statuses through the API', async () => {
    const worksheet = groupedStatusesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/worksheet-status', headers: team.EMPLOYEE.auth })).json().data);
    const entry = groupedStatusesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/status', headers: team.EMPLOYEE.auth })).json().data);
    expect(names(worksheet)).toEqual(WORKSHEET_FR);
    expect(names(entry)).toEqual(ENTRY_FR);
    expect(orders(worksheet)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(orders(entry)).toEqual([0, 0, 0]);
  });

  it.each([
    ['en', WORKSHEET_EN, ENTRY_EN],
    ['fr', WORKSHEET_FR, ENTRY_FR],
    ['fr-CA', WORKSHEET_FR, ENTRY_FR],
  ])('a sign-up in %s names them in that language, in the sign-up transaction', async (language, worksheetNames, entryNames) => {
    const { response, email } = await signup(t, { preferences: { language } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const accountId = await accountOf(email);
    expect(names(await listStatuses(t.db, { accountId, kind: 'worksheet' }))).toEqual(worksheetNames);
    expect(names(await listStatuses(t.db, { accountId, kind: 'entry' }))).toEqual(entryNames);
  });

  it('each account gets its own copies', async () => {
    const other = await usersOfEveryRole(t);
    for (const kind of ['worksheet', 'entry'] as const) {
      const mine = await listStatuses(t.db, { accountId: team.FULL_ADMIN.accountId, kind });
      const theirs = await listStatuses(t.db, { accountId: other.FULL_ADMIN.accountId, kind });
      const ids = (grouped: GroupedStatuses) => [...grouped.TODO, ...grouped.IN_PROGRESS, ...grouped.DONE].map((s) => s.id);
      expect(names(theirs)).toEqual(names(mine));
      expect(ids(theirs).filter((id) => ids(mine).includes(id))).toEqual([]);
    }
  });
});
