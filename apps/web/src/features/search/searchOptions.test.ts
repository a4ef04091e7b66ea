import type { SearchResult } from '@atelier/contracts/search';
import { describe, expect, it } from 'vitest';
import { isCreditNoteLabel, searchGroups } from './searchOptions';
import { isSearchable } from './searchText';

const uuid = '3f2b8a9e-1c4d-4e5f-8a7b-9c0d1e2f3a4b';

describe('searchGroups', () => {
  it('keeps the non-empty groups in the spec order with their links (customers, worksheets, invoices)', () => {
    const groups = searchGroups({
      clients: [{ uuid, fullname: 'Élodie Côté', mobile: '5145550123', email: 'elodie@exemple.ca', vehicle: null }],
      workorders: [],
      invoices: [{ uuid, invoiceId: 'F-0042' }],
    });
    expect(groups).toEqual([
      { key: 'clients', options: [{ value: `/customers/${uuid}`, label: 'Élodie Côté', secondary: '514 555-0123', byVehicle: false }] },
      { key: 'invoices', options: [{ value: `/invoices/${uuid}`, label: 'F-0042', secondary: null, byVehicle: false }] },
    ]);
    expect(searchGroups({ clients: [], workorders: [{ uuid, worksheetId: 17 }], invoices: [] })).toEqual([
      { key: 'workorders', options: [{ value: `/worksheets/${uuid}`, label: '17', secondary: null, byVehicle: false }] },
    ]);
  });

  it("shows the matched vehicle first, else the formatted mobile, else the email, as a client's second line", () => {
    const client: SearchResult['clients'][number] = { uuid, fullname: 'Roy', mobile: '4185550199', email: 'roy@exemple.ca', vehicle: 'ABC-123' };
    const second = (c: SearchResult['clients'][number]) => searchGroups({ clients: [c], workorders: [], invoices: [] })[0]!.options[0]!;
    expect(second(client)).toMatchObject({ secondary: 'ABC-123', byVehicle: true });
    expect(second({ ...client, vehicle: null })).toMatchObject({ secondary: '418 555-0199', byVehicle: false });
    expect(second({ ...client, vehicle: null, mobile: null })).toMatchObject({ secondary: 'roy@exemple.ca' });
    expect(second({ ...client, vehicle: null, mobile: null, email: null })).toMatchObject({ secondary: null });
  });

  it('is empty when nothing matched', () => {
    expect(searchGroups({ clients: [], workorders: [], invoices: [] })).toEqual([]);
  });
});

describe('isCreditNoteLabel', () => {
  it('tells a credit note (AV-7) from an invoice (1042), so the result reads "Avoir AV-7"', () => {
    expect(isCreditNoteLabel('AV-7')).toBe(true);
    expect(isCreditNoteLabel('1042')).toBe(false);
    expect(isCreditNoteLabel('AV-')).toBe(false);
    expect(isCreditNoteLabel('XAV-7')).toBe(false);
  });
});

describe('isSearchable', () => {
  it('needs two characters, spaces and accents not counted, as the server', () => {
    for (const q of ['', ' a ', 'é', 'e\u0301']) expect(isSearchable(q), q).toBe(false);
    for (const q of ['ab', ' é1 ', '😀😀']) expect(isSearchable(q), q).toBe(true);
  });
});
