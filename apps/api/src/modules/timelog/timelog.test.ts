import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { timelogListSchema, type TimelogList } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { timelogCalls, timelogOf, timelogRowsOf } from '../../../test/timelog.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, setPreferences, worksheetCalls } from '../../../test/worksheets.js';

/*
 * Clock-in and out, recorded entries, the rules and their codes, the shop's days, the list and its
 * totals (issue 13, shell §4/§7, workshop §4).
 */

let t: TestApp;
let team: Team;
let call: ReturnType<typeof timelogCalls>;
let ws: ReturnType<typeof worksheetCalls>;
let status: number;
let worksheet: { uuid: string; lineId: number; otherLineId: number };
let other: { uuid: string; lineId: number };

async function newWorksheet(as: Member, statusId: number, lines: string[]) {
  const customerUuid = await newCustomer(t, as);
  const created = await ws.create(as, { customerUuid, statusId });
  expect(created.statusCode, created.body).toBe(201);
  const uuid = created.json().data.uuid as string;
  const ids: number[] = [];
  for (const name of lines) {
    const line = await ws.addLine(as, { worksheetUuid: uuid, name });
    expect(line.statusCode, line.body).toBe(201);
    ids.push(line.json().data.id as number);
  }
  return { uuid, ids };
}

async function list(as: Member, query = ''): Promise<TimelogList> {
  const response = await call.list(as, query);
  expect(response.statusCode, response.body).toBe(200);
  return timelogListSchema.parse(response.json().data);
}

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  call = timelogCalls(t);
  ws = worksheetCalls(t);
  team = await usersOfEveryRole(t);
  status = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'IN_PROGRESS');
  const a = await newWorksheet(team.FULL_ADMIN, status, ['Vidange', 'Freins avant']);
  worksheet = { uuid: a.uuid, lineId: a.ids[0]!, otherLineId: a.ids[1]! };
  const b = await newWorksheet(team.FULL_ADMIN, status, ['Pneus']);
  other = { uuid: b.uuid, lineId: b.ids[0]! };
});
afterAll(() => t.close());

describe('clock-in and clock-out (shell §4)', () => {
  it('clock-in on a line starts a running entry named after the line; the next clock-in closes it at its own start', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Tech Un');
    const before = Date.now();
    const first = timelogOf(await call.clockIn(tech, worksheet.uuid, { entryId: worksheet.lineId }));
    expect(first).toMatchObject({
      name: 'Vidange',
      entryId: worksheet.lineId,
      entryName: 'Vidange',
      workorderUuid: worksheet.uuid,
      worksheetUuid: worksheet.uuid,
      endTime: null,
      duration: null,
      autoClosed: false,
      editedBy: null,
      user: { uuid: tech.uuid, fullname: 'Tech Un', username: tech.username },
    });
    expect(Math.abs(Date.parse(first.startTime) - before)).toBeLessThan(60_000);

    const second = timelogOf(await call.clockIn(tech, other.uuid));
    expect(second).toMatchObject({ name: null, entryId: null, workorderUuid: other.uuid, endTime: null });
    const rows = await timelogRowsOf(t, tech.id);
    expect(rows).toHaveLength(2);
    expect(Date.parse(rows[0]!.end!)).toBe(Date.parse(second.startTime));
    expect(rows[1]!.end).toBeNull();

    // POST /timelog without an end is a clock-in too: it closes the running one.
    const third = timelogOf(await call.create(tech, { startTime: new Date(Date.now() + 1000).toISOString(), name: 'Ménage' }));
    expect(third).toMatchObject({ name: 'Ménage', endTime: null, workorderUuid: null });
    const after = await timelogRowsOf(t, tech.id);
    expect(after.filter((r) => r.end === null).map((r) => r.id)).toEqual([third.id]);
    expect(Date.parse(after[1]!.end!)).toBe(Date.parse(third.startTime));

    const running = await list(tech, '?mine=true&running=true');
    expect(running.items.map((i) => i.id)).toEqual([third.id]);
  });

  it('clock-out stops the clock now; a second clock-out answers the entry as it is', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const running = timelogOf(await call.clockIn(tech, worksheet.uuid));
    const out = timelogOf(await call.out(tech, running.id), 200);
    expect(out.endTime).not.toBeNull();
    expect(Date.parse(out.endTime!)).toBeGreaterThan(Date.parse(running.startTime));
    expect(out.duration).toBeCloseTo((Date.parse(out.endTime!) - Date.parse(running.startTime)) / HOUR, 9);
    expect(out.editedBy).toBeNull();
    const again = timelogOf(await call.out(tech, running.id), 200);
    expect(again.endTime).toBe(out.endTime);
  });

  it('twenty clock-ins of one person at once leave exactly one running clock, no 5xx, no overlap', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? call.clockIn(tech, worksheet.uuid, { entryId: worksheet.lineId }) : call.clockIn(tech, other.uuid))),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    // They queue on the person's clock: each one closes the one before it.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const rows = await timelogRowsOf(t, tech.id);
    expect(rows.filter((r) => r.end === null)).toHaveLength(1);
    expect(rows).toHaveLength(20);
    // Each closed one ends where the next starts.
    for (let i = 0; i + 1 < rows.length; i++) expect(Date.parse(rows[i]!.end!)).toBe(Date.parse(rows[i + 1]!.start));
  });

  it('a clock left running more than 24 h stops at 24 h, flagged for review, when the next clock-in closes it', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const old = timelogOf(await call.create(tech, { startTime: new Date(Date.now() - 30 * HOUR).toISOString() }));
    timelogOf(await call.clockIn(tech, worksheet.uuid));
    const rows = await timelogRowsOf(t, tech.id);
    expect(rows[0]).toMatchObject({ id: old.id, auto_closed: true });
    expect(Date.parse(rows[0]!.end!) - Date.parse(rows[0]!.start)).toBe(24 * HOUR);
    // The list flags it for review; saving it clears the flag.
    const review = await list(tech, '?toReview=true');
    expect(review.items.map((i) => i.id)).toEqual([old.id]);
    const saved = timelogOf(await call.update(tech, old.id, { startTime: old.startTime, duration: 8 }), 200);
    expect(saved.autoClosed).toBe(false);
    expect(saved.duration).toBe(8);
  });
});

describe('recorded entries: times and the shop’s days', () => {
  it('ISO times are kept, the duration is in hours, a duration alone sets the end', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const entry = timelogOf(
      await call.create(tech, {
        startTime: '2026-02-02T08:00:00-05:00',
        endTime: '2026-02-02T10:30:00-05:00',
        workorderUuid: worksheet.uuid,
        entryId: worksheet.otherLineId,
        notes: '  Plaquettes  ',
      }),
    );
    expect(entry).toMatchObject({
      startTime: '2026-02-02T13:00:00.000Z',
      endTime: '2026-02-02T15:30:00.000Z',
      duration: 2.5,
      name: 'Freins avant',
      notes: 'Plaquettes',
      date: '2026-02-02',
    });
    const byDuration = timelogOf(await call.create(tech, { startTime: '2026-02-03T08:00:00Z', duration: 1.5 }));
    expect(byDuration).toMatchObject({ endTime: '2026-02-03T09:30:00.000Z', duration: 1.5 });
  });

  it('YYYY/MM/DD HH:mm:ss is read in the shop’s zone and the date is the local day (Toronto, Paris, DST days)', async () => {
    const shop = await usersOfEveryRole(t);
    const tech = shop.EMPLOYEE;
    await setPreferences(t, tech.accountId, { dateTime: { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'America/Toronto' } });
    const late = timelogOf(await call.create(tech, { startTime: '2026/11/24 23:30:00', endTime: '2026/11/25 00:15:00' }));
    expect(late).toMatchObject({ startTime: '2026-11-25T04:30:00.000Z', endTime: '2026-11-25T05:15:00.000Z', date: '2026-11-24', duration: 0.75 });
    // Spring forward (2026-03-08): 01:30 EST to 03:30 EDT is one hour.
    const spring = timelogOf(await call.create(tech, { startTime: '2026/03/08 01:30:00', endTime: '2026/03/08 03:30:00' }));
    expect(spring).toMatchObject({ startTime: '2026-03-08T06:30:00.000Z', duration: 1, date: '2026-03-08' });
    // Fall back (2026-11-01): 23:30 local belongs to the 1st.
    const fall = timelogOf(await call.create(tech, { startTime: '2026-11-02T04:30:00Z', duration: 0.5 }));
    expect(fall.date).toBe('2026-11-01');

    await setPreferences(t, tech.accountId, { dateTime: { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'Europe/Paris' } });
    const paris = timelogOf(await call.create(tech, { startTime: '2026/03/29 23:30:00', duration: 0.25 }));
    expect(paris).toMatchObject({ startTime: '2026-03-29T21:30:00.000Z', date: '2026-03-29' });
    const parisFall = timelogOf(await call.create(tech, { startTime: '2026/10/25 01:00:00', endTime: '2026/10/25 04:00:00' }));
    // 01:00 CEST to 04:00 CET: four hours (the clock goes back at 03:00).
    expect(parisFall).toMatchObject({ startTime: '2026-10-24T23:00:00.000Z', duration: 4, date: '2026-10-25' });

    // The list's days are the shop's: ?from=&to= on the 25th (Paris) keeps that last one only.
    const day = await list(tech, '?from=2026-10-25&to=2026-10-25');
    expect(day.items.map((i) => i.id)).toEqual([parisFall.id]);
  });
});

describe('the rules and their codes', () => {
  let tech: Member;
  beforeAll(async () => {
    tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
  });

  it('missing or invalid times', async () => {
    expectApiError(await call.create(tech, { name: 'x' }), 400, 'ERR_VALIDATION', [{ field: 'startTime', message: 'ERR_STARTTIME_REQUIRED' }]);
    expectApiError(await call.create(tech, { startTime: 'hier' }), 400, 'ERR_VALIDATION', [{ field: 'startTime', message: 'ERR_INVALID_TIME' }]);
    expectApiError(await call.create(tech, { startTime: '2026/02/30 08:00:00', duration: 1 }), 400, 'ERR_INVALID_TIME', [
      { field: 'startTime', message: 'ERR_INVALID_TIME' },
    ]);
    expectApiError(await call.create(tech, { startTime: '2026-03-02T10:00:00Z', endTime: '2026-03-02T09:00:00Z' }), 400, 'ERR_ENDTIME_BEFORE_START', [
      { field: 'endTime', message: 'ERR_ENDTIME_BEFORE_START' },
    ]);
    expectApiError(await call.create(tech, { startTime: '2026-03-02T10:00:00Z', endTime: '2026-03-02T10:00:00Z' }), 400, 'ERR_ENDTIME_BEFORE_START');
    expectApiError(await call.create(tech, { startTime: '2026-03-02T10:00:00Z', endTime: '2026-03-03T10:00:01Z' }), 400, 'ERR_INVALID_DURATION', [
      { field: 'endTime', message: 'ERR_INVALID_DURATION' },
    ]);
    expectApiError(await call.create(tech, { startTime: '2026-03-02T10:00:00Z', duration: 24.5 }), 400, 'ERR_VALIDATION', [
      { field: 'duration', message: 'ERR_INVALID_DURATION' },
    ]);
    expect(await timelogRowsOf(t, tech.id)).toEqual([]);
  });

  it('a closed entry keeps an end: PUT without one is ERR_ENDTIME_REQUIRED', async () => {
    const entry = timelogOf(await call.create(tech, { startTime: '2026-03-04T08:00:00Z', duration: 2 }));
    expectApiError(await call.update(tech, entry.id, { startTime: '2026-03-04T08:00:00Z' }), 400, 'ERR_ENDTIME_REQUIRED', [
      { field: 'endTime', message: 'ERR_ENDTIME_REQUIRED' },
    ]);
    const updated = timelogOf(await call.update(tech, entry.id, { startTime: '2026-03-04T08:00:00Z', endTime: '2026-03-04T09:00:00Z', name: 'Corrigé' }), 200);
    expect(updated).toMatchObject({ duration: 1, name: 'Corrigé', editedBy: null });
  });

  it('overlaps with another entry of that person are refused on create and on update', async () => {
    const a = timelogOf(await call.create(tech, { startTime: '2026-03-05T08:00:00Z', endTime: '2026-03-05T10:00:00Z' }));
    const b = timelogOf(await call.create(tech, { startTime: '2026-03-05T10:00:00Z', endTime: '2026-03-05T11:00:00Z' }));
    expectApiError(await call.create(tech, { startTime: '2026-03-05T09:00:00Z', duration: 0.5 }), 409, 'ERR_TIME_OVERLAP');
    expectApiError(await call.update(tech, a.id, { startTime: '2026-03-05T08:00:00Z', endTime: '2026-03-05T10:30:00Z' }), 409, 'ERR_TIME_OVERLAP');
    // Another person at the same time is fine.
    timelogOf(await call.create(team.EMPLOYEE, { startTime: '2026-03-05T09:00:00Z', duration: 0.5 }));
    const rows = (await timelogRowsOf(t, tech.id)).filter((r) => r.date === '2026-03-05');
    expect(rows.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(Date.parse(rows[0]!.end!)).toBe(Date.parse('2026-03-05T10:00:00Z'));
  });

  it('work order and line: unknown, not of that work order, a line without its work order', async () => {
    const start = { startTime: '2026-03-06T08:00:00Z', duration: 1 };
    expectApiError(await call.create(tech, { ...start, entryId: worksheet.lineId }), 400, 'ERR_WORKORDER_REQUIRED', [
      { field: 'workorderUuid', message: 'ERR_WORKORDER_REQUIRED' },
    ]);
    expectApiError(await call.create(tech, { ...start, workorderUuid: '00000000-0000-4000-8000-000000000000' }), 404, 'ERR_NOT_FOUND', [
      { field: 'workorderUuid', message: 'ERR_NOT_FOUND' },
    ]);
    expectApiError(await call.create(tech, { ...start, workorderUuid: other.uuid, entryId: worksheet.lineId }), 404, 'ERR_NOT_FOUND', [
      { field: 'entryId', message: 'ERR_NOT_FOUND' },
    ]);
    expectApiError(await call.clockIn(tech, other.uuid, { entryId: worksheet.lineId }), 404, 'ERR_NOT_FOUND', [{ field: 'entryId', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.clockIn(tech, '00000000-0000-4000-8000-000000000000'), 404, 'ERR_NOT_FOUND');
    expect(await timelogRowsOf(t, tech.id)).toHaveLength(3);
  });

  it('user: unknown is ERR_USER_NOT_FOUND; a running clock for someone else is ERR_CLOCK_OTHER_USER', async () => {
    const admin = team.ADMINISTRATOR;
    expectApiError(
      await call.create(admin, { startTime: '2026-03-07T08:00:00Z', duration: 1, user: '00000000-0000-4000-8000-000000000000' }),
      404,
      'ERR_USER_NOT_FOUND',
      [{ field: 'user', message: 'ERR_USER_NOT_FOUND' }],
    );
    expectApiError(await call.create(admin, { startTime: '2026-03-07T08:00:00Z', user: { uuid: tech.uuid } }), 400, 'ERR_CLOCK_OTHER_USER', [
      { field: 'user', message: 'ERR_CLOCK_OTHER_USER' },
    ]);
    const forTech = timelogOf(await call.create(admin, { startTime: '2026-03-07T08:00:00Z', duration: 1, user: { uuid: tech.uuid } }));
    expect(forTech.user.uuid).toBe(tech.uuid);
    expect(forTech.editedBy).toEqual({ uuid: admin.uuid, fullname: admin.fullname });
  });
});

describe('roles', () => {
  it('an EMPLOYEE reaches only their own entries; another’s is a 404; entries for someone else are refused', async () => {
    const mine = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const theirs = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const own = timelogOf(await call.create(mine, { startTime: '2026-04-01T08:00:00Z', duration: 1 }));
    const foreign = timelogOf(await call.create(theirs, { startTime: '2026-04-01T08:00:00Z', duration: 2 }));

    const listed = await list(mine, `?userUuid=${theirs.uuid}`);
    expect(listed.items.map((i) => i.id)).toEqual([own.id]);
    expect(listed.totals.byUser.map((u) => u.uuid)).toEqual([mine.uuid]);

    const body = { startTime: '2026-04-01T08:00:00Z', duration: 3 };
    expectApiError(await call.update(mine, foreign.id, body), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.remove(mine, foreign.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.out(mine, foreign.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.create(mine, { ...body, user: theirs.uuid }), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.update(mine, own.id, { ...body, user: theirs.uuid }), 403, 'ERR_FORBIDDEN');
    expect((await timelogRowsOf(t, theirs.id)).map((r) => [r.id, r.end])).toEqual([[foreign.id, '2026-04-01 10:00:00+00']]);

    expectApiError(await call.list(team.GUEST), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.clockIn(team.GUEST, worksheet.uuid), 403, 'ERR_FORBIDDEN');
  });

  it('an ADMINISTRATOR reads and edits everyone’s; the change records who and when; the person’s own edit keeps it', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const entry = timelogOf(await call.create(tech, { startTime: '2026-04-02T08:00:00Z', duration: 1 }));
    expect((await list(team.ADMINISTRATOR, `?userUuid=${tech.uuid}`)).items.map((i) => i.id)).toEqual([entry.id]);
    const edited = timelogOf(await call.update(team.ADMINISTRATOR, entry.id, { startTime: '2026-04-02T08:00:00Z', duration: 1.5 }), 200);
    expect(edited.editedBy).toEqual({ uuid: team.ADMINISTRATOR.uuid, fullname: team.ADMINISTRATOR.fullname });
    expect(Math.abs(Date.parse(edited.editedAt!) - Date.now())).toBeLessThan(60_000);
    expect(edited.user.uuid).toBe(tech.uuid);
    const own = timelogOf(await call.update(tech, entry.id, { startTime: '2026-04-02T08:00:00Z', duration: 2 }), 200);
    expect(own.editedBy?.uuid).toBe(team.ADMINISTRATOR.uuid);
    // mine=true: the administrator's own entries only.
    expect((await list(team.ADMINISTRATOR, `?mine=true&userUuid=${tech.uuid}`)).items.every((i) => i.user.uuid === team.ADMINISTRATOR.uuid)).toBe(true);

    const running = timelogOf(await call.clockIn(tech, worksheet.uuid));
    const out = timelogOf(await call.out(team.ADMINISTRATOR, running.id), 200);
    expect(out.editedBy?.uuid).toBe(team.ADMINISTRATOR.uuid);
    expect((await call.remove(team.ADMINISTRATOR, entry.id)).statusCode).toBe(200);
    expect((await timelogRowsOf(t, tech.id)).map((r) => r.id)).toEqual([running.id]);
  });

  it('an API key acts with its owner’s current role', async () => {
    const owner = await addMember(t, team.FULL_ADMIN.accountId, 'ADMINISTRATOR');
    const created = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: owner.auth, payload: { name: 'Paie' } });
    expect(created.statusCode, created.body).toBe(201);
    const key = { auth: { authorization: `Bearer ${created.json().data.key as string}` } };
    const someone = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const entry = timelogOf(await call.create(someone, { startTime: '2026-04-03T08:00:00Z', duration: 1 }));
    const seen = await call.list(key, `?userUuid=${someone.uuid}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(timelogListSchema.parse(seen.json().data).items.map((i) => i.id)).toEqual([entry.id]);
    await t.db.execute(sql`UPDATE users SET permission_flags = 'EMPLOYEE' WHERE id = ${owner.id}`);
    const after = timelogListSchema.parse((await call.list(key, `?userUuid=${someone.uuid}`)).json().data);
    expect(after.items).toEqual([]);
    expectApiError(await call.update(key, entry.id, { startTime: '2026-04-03T08:00:00Z', duration: 2 }), 404, 'ERR_NOT_FOUND');
  });
});

describe('the list', () => {
  it('newest first, paged, filtered, with totals over every matching entry (a running clock counts up to now)', async () => {
    const shop = await usersOfEveryRole(t);
    const [a, b] = [shop.EMPLOYEE, shop.ADMINISTRATOR];
    const st = await insertWorksheetStatus(t, a.accountId, 'TODO');
    const { uuid } = await newWorksheet(shop.FULL_ADMIN, st, []);
    const e1 = timelogOf(await call.create(a, { startTime: '2026-05-04T08:00:00Z', duration: 2, workorderUuid: uuid }));
    const e2 = timelogOf(await call.create(a, { startTime: '2026-05-05T08:00:00Z', duration: 1.5 }));
    const e3 = timelogOf(await call.create(b, { startTime: '2026-05-05T09:00:00Z', duration: 0.5, workorderUuid: uuid }));
    const runningStart = Date.now() - 2 * HOUR;
    const e4 = timelogOf(await call.create(b, { startTime: new Date(runningStart).toISOString() }));

    const all = await list(shop.FULL_ADMIN, '?pageSize=2');
    expect(all.items.map((i) => i.id)).toEqual([e4.id, e3.id]);
    expect(all.total).toBe(4);
    const page2 = await list(shop.FULL_ADMIN, '?pageSize=2&page=2');
    expect(page2.items.map((i) => i.id)).toEqual([e2.id, e1.id]);
    const runningHours = (Date.now() - runningStart) / HOUR;
    expect(all.totals.hours).toBeGreaterThan(4 + 2 - 0.01);
    expect(all.totals.hours).toBeLessThan(4 + runningHours + 0.01);
    expect(all.totals.byDay.filter((d) => d.date < '2026-06-01')).toEqual([
      { date: '2026-05-04', hours: 2 },
      { date: '2026-05-05', hours: 2 },
    ]);
    const byUser = Object.fromEntries(all.totals.byUser.map((u) => [u.uuid, u.hours]));
    expect(byUser[a.uuid]).toBe(3.5);
    expect(byUser[b.uuid]).toBeGreaterThan(2.49);

    const closedOnly = await list(shop.FULL_ADMIN, '?from=2026-05-05&to=2026-05-05');
    expect(closedOnly.items.map((i) => i.id)).toEqual([e3.id, e2.id]);
    expect(closedOnly.totals).toEqual({
      hours: 2,
      byDay: [{ date: '2026-05-05', hours: 2 }],
      byUser: [
        { uuid: b.uuid, fullname: b.fullname, hours: 0.5 },
        { uuid: a.uuid, fullname: a.fullname, hours: 1.5 },
      ].sort((x, y) => x.fullname.localeCompare(y.fullname)),
    });
    expect((await list(shop.FULL_ADMIN, `?workorderUuid=${uuid}`)).items.map((i) => i.id)).toEqual([e3.id, e1.id]);
    expect((await list(shop.FULL_ADMIN, '?running=true')).items.map((i) => i.id)).toEqual([e4.id]);
    expect((await list(shop.FULL_ADMIN, `?userUuid=${a.uuid}`)).items.map((i) => i.id)).toEqual([e2.id, e1.id]);
    // The same filters with other values (one statement per set of filters, its values per call).
    expect((await list(shop.FULL_ADMIN, `?userUuid=${b.uuid}`)).items.map((i) => i.id)).toEqual([e4.id, e3.id]);
    expect((await list(shop.FULL_ADMIN, '?from=2026-05-04&to=2026-05-04')).items.map((i) => i.id)).toEqual([e1.id]);
    const oneDayOfB = await list(shop.FULL_ADMIN, `?userUuid=${b.uuid}&from=2026-05-05&to=2026-05-05&pageSize=1`);
    expect(oneDayOfB).toMatchObject({ items: [{ id: e3.id }], total: 1, totals: { hours: 0.5 } });
    const empty = await list(shop.FULL_ADMIN, '?from=2020-01-01&to=2020-01-02');
    expect(empty).toMatchObject({ items: [], total: 0, totals: { hours: 0, byDay: [], byUser: [] } });
    expectApiError(await call.list(shop.FULL_ADMIN, '?from=2026-05-06&to=2026-05-05'), 400, 'ERR_VALIDATION', [{ field: 'to', message: 'ERR_INVALID_DATE' }]);
  });

  it('the list writes each entry exactly as every other answer does (PostgreSQL builds it, presenters.ts elsewhere)', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    // A clock in and out, on a line: the server's times.
    const clocked = timelogOf(await call.clockIn(tech, worksheet.uuid, { entryId: worksheet.otherLineId }));
    const closed = timelogOf(await call.out(tech, clocked.id), 200);
    // Without a work order, with notes; and another edited by an administrator (editedBy, editedAt).
    const alone = timelogOf(await call.create(tech, { startTime: '2026-03-02T08:00:00.123Z', duration: 1 / 3, notes: 'Ménage « atelier » \\ "quai" 🔧' }));
    const made = timelogOf(await call.create(tech, { startTime: '2026-03-03T08:00:00Z', duration: 1, workorderUuid: other.uuid, entryId: other.lineId }));
    const edited = timelogOf(
      await call.update(team.ADMINISTRATOR, made.id, { startTime: '2026-03-03T08:00:00Z', duration: 1.25, workorderUuid: other.uuid, entryId: other.lineId }),
      200,
    );
    const running = timelogOf(await call.clockIn(tech, other.uuid));
    // Microseconds, as a clock closed by the database has them: both answers keep milliseconds.
    await t.db.execute(sql`UPDATE timelogs SET start_time = start_time + interval '0.000456 s', end_time = end_time + interval '0.333789 s' WHERE id = ${alone.id}`);
    const aloneNow = timelogOf(await call.out(tech, alone.id), 200);
    expect(aloneNow.duration).not.toBe(alone.duration);

    const response = await call.list(tech, '?pageSize=10');
    expect(response.statusCode, response.body).toBe(200);
    // Compared as sent, before any schema: no key more or less, no number written differently.
    const items = (response.json() as { data: { items: unknown[] } }).data.items;
    expect(items).toEqual([running, closed, edited, aloneNow]);
    expect(closed.duration).toBe((Date.parse(closed.endTime!) - Date.parse(closed.startTime)) / HOUR);
    expect(timelogListSchema.parse(response.json().data).items).toEqual(items);
  });

  it('totals are exact: ten entries of 6 minutes make 1 hour, not 0.9999999999999999', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    for (let i = 0; i < 10; i++) timelogOf(await call.create(tech, { startTime: `2026-07-01T0${i}:00:00Z`, duration: 0.1 }));
    const listed = await list(tech, '?from=2026-07-01&to=2026-07-01');
    expect(listed.totals).toEqual({ hours: 1, byDay: [{ date: '2026-07-01', hours: 1 }], byUser: [{ uuid: tech.uuid, fullname: tech.fullname, hours: 1 }] });
  });
});
