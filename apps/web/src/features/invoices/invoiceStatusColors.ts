import type { InvoiceStatus } from '@atelier/contracts';

/** The invoice statuses (shell §4) and READY, the label of a DONE work order not yet invoiced. */
export type InvoiceBadgeStatus = InvoiceStatus | 'READY';

/**
 * One Mantine colour per invoice status, the same on every screen (list, invoice page, work-order
 * page, board, customer page). Distinct from each other and from the work-order groups' colours
 * where they sit side by side (DONE is teal): the "light" variant's text is made AA by the theme.
 */
export const INVOICE_STATUS_COLORS: Record<InvoiceBadgeStatus, string> = {
  DRAFT: 'gray',
  READY: 'orange',
  SENT: 'blue',
  PAID: 'green',
  CANCELED: 'red',
};
