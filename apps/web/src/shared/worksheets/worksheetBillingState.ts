import type { StatusGroup } from '@atelier/contracts/statuses';
import type { WorksheetInvoice } from '@atelier/contracts/worksheet-invoice';

/**
 * Where a work order stands with its invoicing (issue 14), from its JSON alone (no query: the board
 * computes it per card):
 * - NONE: not done and not invoiced;
 * - READY ("Prêt à facturer"): done (workshop §4: DONE also means ready to be invoiced), no invoice yet;
 * - DRAFT ("Brouillon de facture"): its invoice is still a draft;
 * - INVOICED: its invoice was issued (sent, paid or canceled), shown with its number and status.
 */
export type WorksheetBillingState = { kind: 'NONE' } | { kind: 'READY' } | { kind: 'DRAFT'; invoice: WorksheetInvoice } | { kind: 'INVOICED'; invoice: WorksheetInvoice };

const NONE: WorksheetBillingState = { kind: 'NONE' };
const READY: WorksheetBillingState = { kind: 'READY' };

/** `invoice` is the work order's most recent invoice (not credit note), null or left out when none. */
export function worksheetBillingState(worksheet: { status: { group: StatusGroup }; invoice?: WorksheetInvoice | null }): WorksheetBillingState {
  const { invoice } = worksheet;
  if (invoice) return invoice.status === 'DRAFT' ? { kind: 'DRAFT', invoice } : { kind: 'INVOICED', invoice };
  return worksheet.status.group === 'DONE' ? READY : NONE;
}
