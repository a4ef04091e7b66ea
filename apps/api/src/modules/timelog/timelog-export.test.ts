import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { timelogCalls, timelogOf } from '../../../test/timelog.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, setPreferences, worksheetCalls } from '../../../test/worksheets.js';

/* GET /api/timelog/export.csv: the payroll file (issue 13). */

let t: TestApp;
let team: Team;
let call: ReturnType<typeof timelogCalls>;
let number: number;

beforeAll(async () => {
  t = await createTestApp();
  call = timelogCalls(t);
  const ws = worksheetCalls(t);
  team = await usersOfEveryRole(t);
  await setPreferences(t, team.FULL_ADMIN.accountId, {
    language: 'fr-CA',
    worksheetPrefix: 'BT',
    dateTime: { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'America/Toronto' },
  });
  const statusId = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'IN_PROGRESS');
  const created = await ws.create(team.FULL_ADMIN, { customerUuid: await newCustomer(t, team.FULL_ADMIN), statusId });
  const uuid = created.json().data.uuid as string;
  number = created.json().data.worksheetId as number;
  const line = await ws.addLine(team.FULL_ADMIN, { worksheetUuid: uuid, name: 'Vidange; huile "5W30"' });
  // 23:30 local on the 24th (04:30Z on the 25th), 1.5 h, on the line.
  timelogOf(await call.create(team.EMPLOYEE, { startTime: '2026/11/24 23:30:00', duration: 1.5, workorderUuid: uuid, entryId: line.json().data.id }));
  timelogOf(await call.create(team.ADMINISTRATOR, { startTime: '2026-11-23T13:00:00Z', endTime: '2026-11-23T14:20:00Z', name: '=Ménage' }));
});
afterAll(() => t.close());

describe('export.csv', () => {
  it('French shop: BOM, `;`, French header, shop times, decimal comma, prefixed number, attachment name', async () => {
    const response = await call.exportCsv(team.FULL_ADMIN, '?from=2026-11-23&to=2026-11-24');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="temps-2026-11-23_2026-11-24.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      "Date;Technicien;Nom d'utilisateur;Bon de travail;Ligne;Entrée;Sortie;Heures",
      `2026-11-23;${team.ADMINISTRATOR.fullname};${team.ADMINISTRATOR.username};;'=Ménage;2026-11-23 08:00;2026-11-23 09:20;1,33`,
      `2026-11-24;${team.EMPLOYEE.fullname};${team.EMPLOYEE.username};BT-${number};"Vidange; huile ""5W30""";2026-11-24 23:30;2026-11-25 01:00;1,50`,
      '',
    ]);
  });

  it('English shop: `,` and English header; an EMPLOYEE exports their own only', async () => {
    await setPreferences(t, team.FULL_ADMIN.accountId, { language: 'en', worksheetPrefix: 'WO' });
    const all = await call.exportCsv(team.ADMINISTRATOR, '?from=2026-11-23&to=2026-11-24');
    const lines = all.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Technician,Username,Work order,Line,Clock in,Clock out,Hours');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`WO-${number}`);
    expect(lines[2]!.endsWith(',1.50')).toBe(true);
    const own = (await call.exportCsv(team.EMPLOYEE, `?userUuid=${team.ADMINISTRATOR.uuid}`)).body.trim().split('\r\n');
    expect(own).toHaveLength(2);
    expect(own[1]).toContain(team.EMPLOYEE.username);
    expectApiError(await call.exportCsv(team.GUEST), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.exportCsv(team.FULL_ADMIN, '?from=2026-13-01'), 400, 'ERR_VALIDATION');
  });
});
