import { formatPhone } from '@atelier/contracts/format';
import type { SearchResult } from '@atelier/contracts/search';
import type { RecentKind } from './recentItems';

export type SearchGroupKey = 'customers' | 'vehicles' | 'workorders' | 'invoices';

/** One found record: the page it opens, its text and a second line. */
export interface FoundItem {
  kind: Exclude<RecentKind, 'page'>;
  to: string;
  label: string;
  detail: string | null;
}

export interface FoundGroup {
  key: SearchGroupKey;
  items: FoundItem[];
}

/** What the labels need from the interface: a work order's number, an invoice's or credit note's title. */
export interface FoundTexts {
  workorder: (worksheetId: number) => string;
  invoice: (invoiceId: string) => string;
  /** A vehicle with neither plate nor VIN. */
  unnamedVehicle: string;
}

const path = (base: string, uuid: string) => `/${base}/${encodeURIComponent(uuid)}`;
const joined = (parts: readonly (string | number | null | undefined)[], separator: string) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(separator);

/**
 * The non-empty groups of GET /api/search, in the palette's order: vehicles, customers, work
 * orders, invoices. Vehicles first: a plate or VIN also finds its owner, and Enter on a plate
 * opens the vehicle; a name finds no vehicle.
 */
export function foundGroups(result: SearchResult, texts: FoundTexts): FoundGroup[] {
  const groups: FoundGroup[] = [
    {
      key: 'vehicles',
      items: (result.vehicles ?? []).map((vehicle) => ({
        kind: 'vehicle',
        to: path('mechs', vehicle.uuid),
        label: vehicle.license ?? vehicle.serialNumber ?? texts.unnamedVehicle,
        detail: joined([joined([vehicle.modelYear, vehicle.make, vehicle.model], ' '), vehicle.license ? vehicle.serialNumber : null, vehicle.customer], ' · ') || null,
      })),
    },
    {
      key: 'customers',
      items: result.clients.map((client) => ({
        kind: 'customer',
        to: path('customers', client.uuid),
        label: client.fullname,
        detail: client.vehicle ?? (client.mobile ? formatPhone(client.mobile) : client.email),
      })),
    },
    {
      key: 'workorders',
      items: result.workorders.map((order) => ({ kind: 'workorder', to: path('worksheets', order.uuid), label: texts.workorder(order.worksheetId), detail: null })),
    },
    {
      key: 'invoices',
      items: result.invoices.map((invoice) => ({ kind: 'invoice', to: path('invoices', invoice.uuid), label: texts.invoice(invoice.invoiceId), detail: null })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
