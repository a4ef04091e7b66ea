import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_GROUPS, groupedStatusesSchema, statusSchema, type StatusGroup, type StatusKind } from '@atelier/contracts';
import { customers, entries, entryStatuses, mechs, worksheetStatuses, worksheets } from '../../db/schema/index.js';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

type Caller = { auth: Record<string, string>; accountId: number };
const PATH: Record<StatusKind, string> = { worksheet: '/api/worksheet-status', entry: '/api/status' };
const TABLE = { worksheet: worksheetStatuses, entry: entryStatuses } as const;

function calls(kind: StatusKind) {
  const base = PATH[kind];
  return {
    list: (as: Caller) => t.app.inject({ method: 'GET', url: base, headers: as.auth }),
    create: (as: Caller, payload: unknown) => t.app.inject({ method: 'POST', url: base, headers: as.auth, payload: payload as object }),
    update: (as: Caller, id: number | string, payload: unknown) => t.app.inject({ method: 'PATCH', url: `${base}/${id}`, headers: as.auth, payload: payload as object }),
    remove: (as: Caller, id: number | string) => t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: as.auth }),
  };
}

/** The account's statuses of a kind as stored, by group (in STATUS_GROUPS order) then position. */
async function rowsOf(kind: StatusKind, accountId: number) {
  const table = TABLE[kind] as typeof worksheetStatuses;
  const rows = await t.db.select().from(table).where(eq(table.accountId, accountId)).orderBy(asc(table.position), asc(table.id));
  return STATUS_GROUPS.flatMap((group) => rows.filter((row) => row.group === group)).map(({ id, name, group, position }) => ({ id, name, group, position }));
}
const namesOf = async (kind: StatusKind, accountId: number, group: StatusGroup) =>
  (await rowsOf(kind, accountId)).filter((row) => row.group === group).map((row) => row.name);
const positionsOf = async (kind: StatusKind, accountId: number, group: StatusGroup) =>
  (await rowsOf(kind, accountId)).filter((row) => row.group === group).map((row) => row.position);

let counter = 0;
async function newStatus(kind: StatusKind, group: StatusGroup = 'TODO', as: Caller = team.FULL_ADMIN) {
  counter += 1;
  const response = await calls(kind).create(as, { name: `Statut ${counter}`, group });
  expect(response.statusCode, response.body).toBe(201);
  return statusSchema.parse(response.json().data);
}

/** A customer of the account, written straight into the database. */
async function customerOf(accountId: number) {
  const [row] = await t.db.insert(customers).values({ accountId, fullname: 'Client Statut' }).returning({ id: customers.id });
  return row!.id;
}
let worksheetNumber = 1000;
/** A work order with this status, inserted with Drizzle (the work-order API is another scope). */
async function worksheetWith(accountId: number, statusId: number, deleted = false) {
  worksheetNumber += 1;
  const [row] = await t.db
    .insert(worksheets)
    .values({ accountId, worksheetId: worksheetNumber, customerId: await customerOf(accountId), statusId, deletedAt: deleted ? new Date() : null })
    .returning({ id: worksheets.id });
  return row!.id;
}
/** A service line with this status: on a work order, or in a vehicle's backlog. */
async function entryWith(accountId: number, statusId: number, place: { worksheetId?: number; mechDeleted?: boolean } = {}) {
  let mechId: number | null = null;
  if (place.worksheetId === undefined) {
    const [mech] = await t.db
      .insert(mechs)
      .values({ accountId, customerId: await customerOf(accountId), deletedAt: place.mechDeleted ? new Date() : null })
      .returning({ id: mechs.id });
    mechId = mech!.id;
  }
  const [row] = await t.db
    .insert(entries)
    .values({ accountId, name: 'Vidange', statusId, worksheetId: place.worksheetId ?? null, mechId })
    .returning({ id: entries.id });
  return row!.id;
}

describe.each(['worksheet', 'entry'] as const)('%s statuses', (kind) => {
  const call = calls(kind);

  describe(`GET ${PATH[kind]}`, () => {
    it('answers every group in order with id, name, group and order; an EMPLOYEE may read them', async () => {
      const response = await call.list(team.EMPLOYEE);
      expect(response.statusCode, response.body).toBe(200);
      const data = groupedStatusesSchema.parse(response.json().data);
      expect(Object.keys(response.json().data)).toEqual(['TODO', 'IN_PROGRESS', 'DONE']);
      const stored = await rowsOf(kind, team.FULL_ADMIN.accountId);
      for (const group of STATUS_GROUPS) {
        expect(data[group]).toEqual(stored.filter((row) => row.group === group).map((row) => ({ id: row.id, name: row.name, group, order: row.position })));
        expect(data[group].map((status) => status.order)).toEqual(data[group].map((_, index) => index));
      }
    });

    it("never answers another shop's statuses", async () => {
      const data = groupedStatusesSchema.parse((await call.list(team.FULL_ADMIN)).json().data);
      const ids = STATUS_GROUPS.flatMap((group) => data[group].map((status) => status.id));
      const theirs = (await rowsOf(kind, rival.FULL_ADMIN.accountId)).map((row) => row.id);
      expect(theirs.length).toBeGreaterThan(0);
      expect(ids.filter((id) => theirs.includes(id))).toEqual([]);
    });
  });

  describe(`POST ${PATH[kind]}`, () => {
    it('appends the status at the end of its group, trimmed, in the caller shop only', async () => {
      const before = await rowsOf(kind, team.FULL_ADMIN.accountId);
      const theirs = await rowsOf(kind, rival.FULL_ADMIN.accountId);
      const response = await call.create(team.ADMINISTRATOR, { name: '  Diagnostic  ', group: 'IN_PROGRESS' });
      expect(response.statusCode, response.body).toBe(201);
      const created = statusSchema.parse(response.json().data);
      const inGroup = before.filter((row) => row.group === 'IN_PROGRESS');
      expect(created).toEqual({ id: created.id, name: 'Diagnostic', group: 'IN_PROGRESS', order: inGroup.length });
      const list = groupedStatusesSchema.parse((await call.list(team.FULL_ADMIN)).json().data);
      expect(list.IN_PROGRESS.at(-1)).toEqual(created);
      expect(await positionsOf(kind, team.FULL_ADMIN.accountId, 'IN_PROGRESS')).toEqual([...inGroup.map((_, i) => i), inGroup.length]);
      expect(await rowsOf(kind, rival.FULL_ADMIN.accountId)).toEqual(theirs);
    });

    it('accepts a 60-character name', async () => {
      const response = await call.create(team.FULL_ADMIN, { name: 'é'.repeat(60), group: 'DONE' });
      expect(response.statusCode, response.body).toBe(201);
    });

    it.each([
      [{ group: 'TODO' }, 'name', 'ERR_NAME_REQUIRED'],
      [{ name: '   ', group: 'TODO' }, 'name', 'ERR_NAME_REQUIRED'],
      [{ name: 'x'.repeat(61), group: 'TODO' }, 'name', 'ERR_VALIDATION'],
      [{ name: 'Attente' }, 'group', 'ERR_VALIDATION'],
      [{ name: 'Attente', group: 'READY' }, 'group', 'ERR_VALIDATION'],
    ])('refuses %j: 400 with %s → %s, and writes nothing', async (payload, field, code) => {
      const before = await rowsOf(kind, team.FULL_ADMIN.accountId);
      expectApiError(await call.create(team.FULL_ADMIN, payload), 400, 'ERR_VALIDATION', [{ field, message: code }]);
      expect(await rowsOf(kind, team.FULL_ADMIN.accountId)).toEqual(before);
    });

    it('is refused to an EMPLOYEE (settings:manage)', async () => {
      const before = await rowsOf(kind, team.FULL_ADMIN.accountId);
      expectApiError(await call.create(team.EMPLOYEE, { name: 'Non', group: 'TODO' }), 403, 'ERR_FORBIDDEN');
      expect(await rowsOf(kind, team.FULL_ADMIN.accountId)).toEqual(before);
    });
  });

  describe(`PATCH ${PATH[kind]}/{id}`, () => {
    it('renames a status and keeps its place', async () => {
      const status = await newStatus(kind, 'TODO');
      const response = await call.update(team.FULL_ADMIN, status.id, { name: ' Pièces commandées ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ ...status, name: 'Pièces commandées' });
      expect((await rowsOf(kind, team.FULL_ADMIN.accountId)).find((row) => row.id === status.id)).toMatchObject({
        name: 'Pièces commandées',
        position: status.order,
      });
    });

    it('moves a status to an order inside its group and renumbers the group 0, 1, 2…', async () => {
      const last = await newStatus(kind, 'TODO');
      const before = (await rowsOf(kind, team.FULL_ADMIN.accountId)).filter((row) => row.group === 'TODO').map((row) => row.id);
      const response = await call.update(team.FULL_ADMIN, last.id, { order: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ ...last, order: 1 });
      const after = (await rowsOf(kind, team.FULL_ADMIN.accountId)).filter((row) => row.group === 'TODO');
      expect(after.map((row) => row.id)).toEqual([before[0], last.id, ...before.slice(1, -1)]);
      expect(after.map((row) => row.position)).toEqual(after.map((_, index) => index));

      const first = after[0]!.id;
      await call.update(team.FULL_ADMIN, first, { order: 500 });
      const moved = (await rowsOf(kind, team.FULL_ADMIN.accountId)).filter((row) => row.group === 'TODO');
      expect(moved.at(-1)!.id).toBe(first);
      expect(moved.map((row) => row.position)).toEqual(moved.map((_, index) => index));
    });

    it('renames and moves in one call', async () => {
      const status = await newStatus(kind, 'DONE');
      const response = await call.update(team.FULL_ADMIN, status.id, { name: 'Livré', order: 0 });
      expect(response.json().data).toEqual({ ...status, name: 'Livré', order: 0 });
      expect((await namesOf(kind, team.FULL_ADMIN.accountId, 'DONE'))[0]).toBe('Livré');
    });

    it('moves a status to another group (at an order, or last) and renumbers both groups', async () => {
      const status = await newStatus(kind, 'TODO');
      const response = await call.update(team.FULL_ADMIN, status.id, { group: 'IN_PROGRESS', order: 0 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ ...status, group: 'IN_PROGRESS', order: 0 });
      for (const group of ['TODO', 'IN_PROGRESS'] as const) {
        const positions = await positionsOf(kind, team.FULL_ADMIN.accountId, group);
        expect(positions).toEqual(positions.map((_, index) => index));
      }
      const back = await call.update(team.FULL_ADMIN, status.id, { group: 'DONE' });
      const done = await positionsOf(kind, team.FULL_ADMIN.accountId, 'DONE');
      expect(back.json().data).toEqual({ ...status, group: 'DONE', order: done.length - 1 });
    });

    it('refuses to move the last status out of its group (409 ERR_LAST_STATUS), and changes nothing', async () => {
      const lonely = await usersOfEveryRole(t);
      const only = (await rowsOf(kind, lonely.FULL_ADMIN.accountId)).filter((row) => row.group === 'IN_PROGRESS');
      for (const row of only.slice(1)) expect((await call.remove(lonely.FULL_ADMIN, row.id)).statusCode).toBe(200);
      const before = await rowsOf(kind, lonely.FULL_ADMIN.accountId);
      expectApiError(await call.update(lonely.FULL_ADMIN, only[0]!.id, { group: 'DONE', name: 'Parti' }), 409, 'ERR_LAST_STATUS');
      expect(await rowsOf(kind, lonely.FULL_ADMIN.accountId)).toEqual(before);
    });

    it.each([
      [{}, 'name', 'ERR_VALIDATION'],
      [{ name: '' }, 'name', 'ERR_NAME_REQUIRED'],
      [{ name: 'y'.repeat(61) }, 'name', 'ERR_VALIDATION'],
      [{ order: -1 }, 'order', 'ERR_VALIDATION'],
      [{ order: 1.5 }, 'order', 'ERR_VALIDATION'],
      [{ order: 'premier' }, 'order', 'ERR_VALIDATION'],
      [{ group: 'LATER' }, 'group', 'ERR_VALIDATION'],
    ])('refuses %j: 400 with %s → %s, and writes nothing', async (payload, field, code) => {
      const status = await newStatus(kind, 'TODO');
      const before = await rowsOf(kind, team.FULL_ADMIN.accountId);
      expectApiError(await call.update(team.FULL_ADMIN, status.id, payload), 400, 'ERR_VALIDATION', [{ field, message: code }]);
      expect(await rowsOf(kind, team.FULL_ADMIN.accountId)).toEqual(before);
    });

    it("answers 404 for another shop's status and leaves it untouched; 404 for an unknown id, 400 for a malformed one", async () => {
      const theirs = await rowsOf(kind, rival.FULL_ADMIN.accountId);
      const target = theirs.find((row) => row.group === 'TODO')!;
      expectApiError(await call.update(team.FULL_ADMIN, target.id, { name: 'Volé', order: 0, group: 'DONE' }), 404, 'ERR_NOT_FOUND');
      expect(await rowsOf(kind, rival.FULL_ADMIN.accountId)).toEqual(theirs);
      expectApiError(await call.update(team.FULL_ADMIN, 2_000_000_000, { name: 'X' }), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.update(team.FULL_ADMIN, 'abc', { name: 'X' }), 400, 'ERR_VALIDATION', [{ field: 'id', message: 'ERR_NOT_FOUND' }]);
    });

    it('never leaves two statuses of a group with the same order under concurrent reorders and additions', async () => {
      const shop = await usersOfEveryRole(t);
      const made = [];
      for (let i = 0; i < 6; i++) made.push(await newStatus(kind, 'TODO', shop.FULL_ADMIN));
      const ids = (await rowsOf(kind, shop.FULL_ADMIN.accountId)).filter((row) => row.group === 'TODO').map((row) => row.id);
      const responses = await Promise.all([
        ...Array.from({ length: 24 }, (_, i) => call.update(shop.FULL_ADMIN, ids[i % ids.length]!, { order: (i * 5) % ids.length })),
        ...Array.from({ length: 4 }, (_, i) => call.create(shop.FULL_ADMIN, { name: `Concurrent ${i}`, group: 'TODO' })),
        call.update(shop.FULL_ADMIN, made[0]!.id, { group: 'DONE', order: 0 }),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(300);
      for (const group of STATUS_GROUPS) {
        const positions = await positionsOf(kind, shop.FULL_ADMIN.accountId, group);
        expect(positions, group).toEqual(positions.map((_, index) => index));
      }
      expect((await rowsOf(kind, shop.FULL_ADMIN.accountId)).filter((row) => row.group === 'TODO')).toHaveLength(ids.length + 4 - 1);
    });
  });

  describe(`DELETE ${PATH[kind]}/{id}`, () => {
    it('deletes an unused status and renumbers its group', async () => {
      const [a, b, c] = [await newStatus(kind, 'DONE'), await newStatus(kind, 'DONE'), await newStatus(kind, 'DONE')];
      const response = await call.remove(team.FULL_ADMIN, b.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ id: b.id });
      const done = (await rowsOf(kind, team.FULL_ADMIN.accountId)).filter((row) => row.group === 'DONE');
      expect(done.map((row) => row.id)).not.toContain(b.id);
      expect(done.map((row) => row.id).slice(-2)).toEqual([a.id, c.id]);
      expect(done.map((row) => row.position)).toEqual(done.map((_, index) => index));
      expectApiError(await call.remove(team.FULL_ADMIN, b.id), 404, 'ERR_NOT_FOUND');
    });

    it("answers 404 for another shop's status and leaves it in place", async () => {
      const theirs = await rowsOf(kind, rival.FULL_ADMIN.accountId);
      expectApiError(await call.remove(team.FULL_ADMIN, theirs[0]!.id), 404, 'ERR_NOT_FOUND');
      expect(await rowsOf(kind, rival.FULL_ADMIN.accountId)).toEqual(theirs);
      expectApiError(await call.remove(team.FULL_ADMIN, 'x1'), 400, 'ERR_VALIDATION', [{ field: 'id', message: 'ERR_NOT_FOUND' }]);
    });

    it('refuses the last status of a group (409 ERR_LAST_STATUS)', async () => {
      const shop = await usersOfEveryRole(t);
      const todo = (await rowsOf(kind, shop.FULL_ADMIN.accountId)).filter((row) => row.group === 'TODO');
      for (const row of todo.slice(1)) expect((await call.remove(shop.FULL_ADMIN, row.id)).statusCode).toBe(200);
      const before = await rowsOf(kind, shop.FULL_ADMIN.accountId);
      expectApiError(await call.remove(shop.FULL_ADMIN, todo[0]!.id), 409, 'ERR_LAST_STATUS');
      expect(await rowsOf(kind, shop.FULL_ADMIN.accountId)).toEqual(before);
    });

    it('is refused to an ADMINISTRATOR of another shop and to an EMPLOYEE', async () => {
      const status = await newStatus(kind, 'TODO');
      expectApiError(await call.remove(team.EMPLOYEE, status.id), 403, 'ERR_FORBIDDEN');
      expectApiError(await call.remove(rival.ADMINISTRATOR, status.id), 404, 'ERR_NOT_FOUND');
      expect((await rowsOf(kind, team.FULL_ADMIN.accountId)).map((row) => row.id)).toContain(status.id);
    });
  });
});

describe('a status in use', () => {
  it('a work-order status used by a live work order is refused with 409 ERR_STATUS_IN_USE, and kept', async () => {
    const status = await newStatus('worksheet', 'IN_PROGRESS');
    await worksheetWith(team.FULL_ADMIN.accountId, status.id);
    const before = await rowsOf('worksheet', team.FULL_ADMIN.accountId);
    expectApiError(await calls('worksheet').remove(team.FULL_ADMIN, status.id), 409, 'ERR_STATUS_IN_USE');
    expect(await rowsOf('worksheet', team.FULL_ADMIN.accountId)).toEqual(before);
  });

  it('a deleted work order does not hold its status: it takes the first other status of the same group', async () => {
    const status = await newStatus('worksheet', 'IN_PROGRESS');
    const gone = await worksheetWith(team.FULL_ADMIN.accountId, status.id, true);
    expect((await calls('worksheet').remove(team.FULL_ADMIN, status.id)).statusCode).toBe(200);
    const firstInProgress = (await rowsOf('worksheet', team.FULL_ADMIN.accountId)).find((row) => row.group === 'IN_PROGRESS')!;
    const [row] = await t.db.select({ statusId: worksheets.statusId }).from(worksheets).where(eq(worksheets.id, gone));
    expect(row!.statusId).toBe(firstInProgress.id);
  });

  it.each([
    [
      'on a live work order',
      async (accountId: number, statusId: number) =>
        entryWith(accountId, statusId, { worksheetId: await worksheetWith(accountId, (await rowsOf('worksheet', accountId))[0]!.id) }),
    ],
    ['in the backlog of a live vehicle', (accountId: number, statusId: number) => entryWith(accountId, statusId)],
  ])('an entry status used by a line %s is refused with 409 ERR_STATUS_IN_USE, and kept', async (_, place) => {
    const status = await newStatus('entry', 'DONE');
    await place(team.FULL_ADMIN.accountId, status.id);
    const before = await rowsOf('entry', team.FULL_ADMIN.accountId);
    expectApiError(await calls('entry').remove(team.FULL_ADMIN, status.id), 409, 'ERR_STATUS_IN_USE');
    expect(await rowsOf('entry', team.FULL_ADMIN.accountId)).toEqual(before);
  });

  it('lines of a deleted work order or vehicle do not hold an entry status: they let go of it', async () => {
    const accountId = team.FULL_ADMIN.accountId;
    const status = await newStatus('entry', 'DONE');
    const onDeletedOrder = await entryWith(accountId, status.id, { worksheetId: await worksheetWith(accountId, (await rowsOf('worksheet', accountId))[0]!.id, true) });
    const onDeletedMech = await entryWith(accountId, status.id, { mechDeleted: true });
    expect((await calls('entry').remove(team.FULL_ADMIN, status.id)).statusCode).toBe(200);
    const rows = await t.db
      .select({ id: entries.id, statusId: entries.statusId })
      .from(entries)
      .where(and(eq(entries.accountId, accountId)));
    expect(rows.filter((row) => [onDeletedOrder, onDeletedMech].includes(row.id)).map((row) => row.statusId)).toEqual([null, null]);
  });

  it("another shop's work order using a status of its own never blocks or changes ours", async () => {
    const theirs = (await rowsOf('worksheet', rival.FULL_ADMIN.accountId))[0]!;
    await worksheetWith(rival.FULL_ADMIN.accountId, theirs.id);
    const ours = await newStatus('worksheet', 'TODO');
    expect((await calls('worksheet').remove(team.FULL_ADMIN, ours.id)).statusCode).toBe(200);
    expect((await rowsOf('worksheet', rival.FULL_ADMIN.accountId)).map((row) => row.id)).toContain(theirs.id);
  });
});
