import { describe, expect, it } from 'vitest';
import { foundGroups } from './searchItems';

const texts = { workorder: (id: number) => `Bon de travail BT-${id}`, invoice: (id: string) => `Facture ${id}`, unnamedVehicle: 'Véhicule sans plaque ni NIV' };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('foundGroups', () => {
  it('orders vehicles, customers, work orders, invoices, each row with the page it opens; empty groups left out', () => {
    const groups = foundGroups(
      {
        clients: [{ uuid: uuid(1), fullname: 'Amélie Roy', mobile: '4185550199', email: null, vehicle: null }],
        workorders: [{ uuid: uuid(2), worksheetId: 12 }],
        invoices: [],
        vehicles: [
          { uuid: uuid(3), license: 'ABC-123', serialNumber: '1HGCM82633A123456', modelYear: 2003, make: 'Honda', model: 'Accord', customer: 'Amélie Roy' },
          { uuid: uuid(4), license: null, serialNumber: '2T1BURHE0JC043821', modelYear: null, make: null, model: null, customer: 'Marc Leroy' },
          { uuid: uuid(5), license: null, serialNumber: null, modelYear: null, make: null, model: null, customer: 'Marc Leroy' },
        ],
      },
      texts,
    );
    expect(groups.map((group) => group.key)).toEqual(['vehicles', 'customers', 'workorders']);
    expect(groups[1]!.items[0]).toEqual({ kind: 'customer', to: `/customers/${uuid(1)}`, label: 'Amélie Roy', detail: '418 555-0199' });
    expect(groups[0]!.items).toEqual([
      { kind: 'vehicle', to: `/mechs/${uuid(3)}`, label: 'ABC-123', detail: '2003 Honda Accord · 1HGCM82633A123456 · Amélie Roy' },
      { kind: 'vehicle', to: `/mechs/${uuid(4)}`, label: '2T1BURHE0JC043821', detail: 'Marc Leroy' },
      { kind: 'vehicle', to: `/mechs/${uuid(5)}`, label: 'Véhicule sans plaque ni NIV', detail: 'Marc Leroy' },
    ]);
    expect(groups[2]!.items).toEqual([{ kind: 'workorder', to: `/worksheets/${uuid(2)}`, label: 'Bon de travail BT-12', detail: null }]);
  });

  it('reads a result without the vehicles group (not asked)', () => {
    expect(foundGroups({ clients: [], workorders: [], invoices: [{ uuid: uuid(9), invoiceId: 'F-7' }] }, texts)).toEqual([
      { key: 'invoices', items: [{ kind: 'invoice', to: `/invoices/${uuid(9)}`, label: 'Facture F-7', detail: null }] },
    ]);
  });
});
