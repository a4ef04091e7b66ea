// The invoice document's public pieces: the invoice page can show the same paper.
export { InvoiceDocument } from './components/InvoiceDocument';
