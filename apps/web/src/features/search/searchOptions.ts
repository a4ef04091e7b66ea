import { formatPhone } from '@atelier/contracts/format';
import type { SearchResult } from '@atelier/contracts/search';

export type SearchGroupKey = 'clients' | 'workorders' | 'invoices';

/** One result of the dropdown: `value` is the page it opens (shell spec §2 "Global search"). */
export interface SearchOption {
  value: string;
  label: string;
  /** The mobile (formatted) or email of a client, or the VIN/plate it was found by. */
  secondary: string | null;
  /** The secondary text is the vehicle that matched. */
  byVehicle: boolean;
}

export interface SearchGroup {
  key: SearchGroupKey;
  options: SearchOption[];
}

const path = (base: string, uuid: string) => `/${base}/${encodeURIComponent(uuid)}`;

/** The non-empty groups in the spec's order: clients, work orders, invoices. */
export function searchGroups(result: SearchResult): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      key: 'clients',
      options: result.clients.map((client) => ({
        value: path('customers', client.uuid),
        label: client.fullname,
        secondary: client.vehicle ?? (client.mobile ? formatPhone(client.mobile) : client.email),
        byVehicle: client.vehicle !== null,
      })),
    },
    {
      key: 'workorders',
      options: result.workorders.map((order) => ({
        value: path('worksheets', order.uuid),
        label: String(order.worksheetId),
        secondary: null,
        byVehicle: false,
      })),
    },
    {
      key: 'invoices',
      options: result.invoices.map((invoice) => ({ value: path('invoices', invoice.uuid), label: invoice.invoiceId, secondary: null, byVehicle: false })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * Whether an invoice result is a credit note: their labels are `AV-{n}` (contracts' documentLabel;
 * not imported, it would bring zod into the header's code).
 */
export function isCreditNoteLabel(label: string): boolean {
  return /^AV-\d+$/.test(label);
}
