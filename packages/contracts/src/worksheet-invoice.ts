import { z } from 'zod';

/** Invoice statuses (shell §4); READY is only a label of a DONE work order not yet invoiced. */
export const INVOICE_STATUSES = ['DRAFT', 'SENT', 'PAID', 'CANCELED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What the work-order JSON says about its invoicing: its most recent invoice (not credit note), if any. */
export const worksheetInvoiceSchema = z.object({ uuid: z.uuid(), invoiceId: z.string().nullable(), status: z.enum(INVOICE_STATUSES) });
export type WorksheetInvoice = z.infer<typeof worksheetInvoiceSchema>;
