import type { Invoice, PublicInvoice } from '@atelier/contracts/invoices';

/**
 * What the paper document needs: the customer's public view of it (an Invoice is one too, with
 * more fields). The work order's reference only exists on the shop's own copy.
 */
export type DocumentData = PublicInvoice & { worksheet?: Invoice['worksheet'] };
