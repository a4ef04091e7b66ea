// The invoices' public pieces: other features (work orders, board, customers, search, taxes
// report, the printed document) import these, never the internals. The badge's texts are
// first-screen texts (i18n/core): the board shows it.
export {
  downloadInvoicePdf,
  invoicesKeys,
  useAddPayment,
  useCreateCreditNote,
  useCreateInvoice,
  useDeleteInvoice,
  useInvoice,
  useInvoices,
  useIssueInvoice,
  usePatchInvoice,
  useSendInvoice,
  useViewLink,
  type InvoiceListParams,
} from './api';
export { InvoiceStatusBadge } from './components/InvoiceStatusBadge';
export { INVOICE_STATUS_COLORS, type InvoiceBadgeStatus } from './invoiceStatusColors';
export { invoicePath, invoicePrintPath } from './invoicePath';
