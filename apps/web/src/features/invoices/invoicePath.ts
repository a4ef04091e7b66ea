/** The invoice page (shell §2 `/invoices/{invoiceUuid}`). */
export const invoicePath = (uuid: string) => `/invoices/${encodeURIComponent(uuid)}`;
/** The print view (no shell; features/invoice-document draws it). */
export const invoicePrintPath = (uuid: string) => `/invoices/print/${encodeURIComponent(uuid)}`;
