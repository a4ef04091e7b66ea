import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_LEGAL_IDENTITY, legalIdentitySchema, type Role } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { invoiceLegalIdentities } from '../../db/schema/index.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const get = (as?: Member) => t.app.inject({ method: 'GET', url: '/api/invoicing/legal-identity', headers: as?.auth });
const put = (as: Member | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/invoicing/legal-identity', headers: as?.auth, payload: payload as object });

async function storedOf(accountId: number) {
  const [row] = await t.db.select().from(invoiceLegalIdentities).where(eq(invoiceLegalIdentities.accountId, accountId));
  return row?.identity;
}

// Peugeot's SIREN, one of its SIRETs and its French VAT number (key 96).
const FRANCE = {
  ...EMPTY_LEGAL_IDENTITY,
  legalName: 'Garage Dupont SARL',
  legalForm: 'SARL',
  shareCapital: '10 000 €',
  siren: '552 100 554',
  siret: '55210055400005',
  vatNumber: 'FR96552100554',
  rcs: 'RCS Lyon 552 100 554',
  vatExempt: false,
  latePaymentPenalty: 'Pénalités : 3 × le taux légal.',
  footer: 'IBAN FR76 0000',
};
const QUEBEC = { legalName: 'Garage Tremblay inc.', gstNumber: '123456789 RT 0001', qstNumber: '1234567890TQ0001' };

describe('GET /api/invoicing/legal-identity', () => {
  it('answers the empty identity before the first save, and nothing is written', async () => {
    const response = await get(team.EMPLOYEE);
    expect(response.statusCode, response.body).toBe(200);
    expect(legalIdentitySchema.parse(response.json().data)).toEqual(EMPTY_LEGAL_IDENTITY);
    expect(response.json().data).toEqual(EMPTY_LEGAL_IDENTITY);
    expect(await storedOf(team.EMPLOYEE.accountId)).toBeUndefined();
  });
});

describe('PUT /api/invoicing/legal-identity', () => {
  it('saves a French identity (checksums pass) and GET answers it; the rival shop still reads the empty one', async () => {
    const saved = await put(team.ADMINISTRATOR, FRANCE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(FRANCE);
    const read = await get(team.EMPLOYEE);
    expect(read.json().data).toEqual(FRANCE);
    expect(await storedOf(team.FULL_ADMIN.accountId)).toEqual(FRANCE);
    expect((await get(rival.FULL_ADMIN)).json().data).toEqual(EMPTY_LEGAL_IDENTITY);
  });

  it('replaces the whole identity: fields left out become null, blanks are null, text is trimmed', async () => {
    const response = await put(team.FULL_ADMIN, { ...QUEBEC, legalName: '  Garage Tremblay inc.  ', rcs: '   ' });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...EMPTY_LEGAL_IDENTITY, ...QUEBEC };
    expect(response.json().data).toEqual(expected);
    expect(await storedOf(team.FULL_ADMIN.accountId)).toEqual(expected);
  });

  it.each([
    ['siren', { siren: '552100555' }, 'ERR_INVALID_SIREN'],
    ['siren', { siren: '12345678' }, 'ERR_INVALID_SIREN'],
    ['siret', { siret: '55210055400006' }, 'ERR_INVALID_SIRET'],
    ['vatNumber', { vatNumber: 'FR12552100554' }, 'ERR_INVALID_VAT_NUMBER'],
    ['vatNumber', { vatNumber: 'F' }, 'ERR_INVALID_VAT_NUMBER'],
    ['gstNumber', { gstNumber: '12345678 RT 0001' }, 'ERR_INVALID_GST_NUMBER'],
    ['qstNumber', { qstNumber: '1234567890 RT 0001' }, 'ERR_INVALID_QST_NUMBER'],
    ['legalName', { legalName: 'x'.repeat(161) }, 'ERR_VALIDATION'],
    ['vatExempt', { vatExempt: 'yes' }, 'ERR_VALIDATION'],
  ])('refuses a bad %s (%j) with %s on its field and keeps what was stored', async (field, patch, code) => {
    const before = await storedOf(team.FULL_ADMIN.accountId);
    const response = await put(team.FULL_ADMIN, { ...FRANCE, ...patch });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expect(await storedOf(team.FULL_ADMIN.accountId)).toEqual(before);
  });

  it('refuses a SIRET that is valid but of another SIREN (ERR_INVALID_SIRET on siret)', async () => {
    const before = await storedOf(team.FULL_ADMIN.accountId);
    // 73282932000009 passes its own checksum, but belongs to SIREN 732 829 320.
    const response = await put(team.FULL_ADMIN, { ...FRANCE, siret: '73282932000009' });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'siret', message: 'ERR_INVALID_SIRET' }]);
    expect(await storedOf(team.FULL_ADMIN.accountId)).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    expectApiError(await put(team.FULL_ADMIN, [1, 2]), 400, 'ERR_VALIDATION');
  });
});

describe('role matrix', () => {
  const cases: [Role, number, number][] = [
    ['FULL_ADMIN', 200, 200],
    ['ADMINISTRATOR', 200, 200],
    ['EMPLOYEE', 200, 403],
    ['GUEST', 403, 403],
  ];
  it.each(cases)('%s: GET %i, PUT %i', async (role, getStatus, putStatus) => {
    expect((await get(rival[role])).statusCode).toBe(getStatus);
    const before = await storedOf(rival.FULL_ADMIN.accountId);
    const response = await put(rival[role], { ...QUEBEC, footer: `by ${role}` });
    expect(response.statusCode, response.body).toBe(putStatus);
    if (putStatus === 403) {
      expectApiError(response, 403, 'ERR_FORBIDDEN');
      expect(await storedOf(rival.FULL_ADMIN.accountId)).toEqual(before);
    } else expect((await storedOf(rival.FULL_ADMIN.accountId))?.footer).toBe(`by ${role}`);
  });

  it('without a token: 401 on both', async () => {
    expectApiError(await get(), 401, 'ERR_UNAUTHENTICATED');
    expectApiError(await put(undefined, QUEBEC), 401, 'ERR_UNAUTHENTICATED');
  });
});
