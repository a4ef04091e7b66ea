import type { InvoiceLanguage, PaymentMethod } from '@atelier/contracts';

/**
 * The printed words of invoices and credit notes, in the document's language (fr, en). Kept in
 * the server: the PDF is made here and stored as it was printed, whatever the web texts become.
 */
export type PdfTexts = {
  invoice: string;
  creditNote: string;
  draftMark: string;
  number: string;
  creditNoteFor: (label: string) => string;
  issueDate: string;
  dueDate: string;
  billTo: string;
  vehicle: string;
  plate: string;
  vin: string;
  mileage: string;
  customerTaxNumber: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  amount: string;
  hourlyRateLine: string;
  subtotal: string;
  discounts: string;
  total: string;
  paid: string;
  credited: string;
  balance: string;
  payments: string;
  paymentMethods: Record<PaymentMethod, string>;
  notes: string;
  reason: string;
  hourlyRate: string;
  gst: string;
  qst: string;
  siren: string;
  siret: string;
  vat: string;
  capital: (form: string, capital: string) => string;
  vatExempt: string;
  recoveryIndemnity: string;
  phone: string;
  email: string;
  page: (n: number, of: number) => string;
  fileName: { invoice: string; creditNote: string; draft: string };
};

export const PDF_TEXTS: Record<InvoiceLanguage, PdfTexts> = {
  fr: {
    invoice: 'FACTURE',
    creditNote: 'AVOIR',
    draftMark: 'BROUILLON',
    number: 'N°',
    creditNoteFor: (label) => `Avoir sur facture n° ${label}`,
    issueDate: 'Date',
    dueDate: 'Échéance',
    billTo: 'Facturé à',
    vehicle: 'Véhicule',
    plate: 'Immatriculation',
    vin: 'NIV',
    mileage: 'Kilométrage',
    customerTaxNumber: 'N° fiscal',
    description: 'Description',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    discount: 'Remise',
    amount: 'Montant',
    hourlyRateLine: 'au taux horaire',
    subtotal: 'Sous-total',
    discounts: 'Dont remises',
    total: 'Total',
    paid: 'Payé',
    credited: 'Avoirs',
    balance: 'Solde dû',
    payments: 'Paiements',
    paymentMethods: { CASH: 'Espèces', DEBIT: 'Débit', CREDIT_CARD: 'Carte de crédit', CHEQUE: 'Chèque', TRANSFER: 'Virement', OTHER: 'Autre' },
    notes: 'Notes',
    reason: 'Motif',
    hourlyRate: 'Taux horaire',
    gst: 'TPS',
    qst: 'TVQ',
    siren: 'SIREN',
    siret: 'SIRET',
    vat: 'TVA intracom.',
    capital: (form, capital) => `${form} au capital de ${capital}`,
    vatExempt: 'TVA non applicable, art. 293 B du CGI',
    recoveryIndemnity: 'Indemnité forfaitaire pour frais de recouvrement : 40 € (art. L441-10 du Code de commerce)',
    phone: 'Tél.',
    email: 'Courriel',
    page: (n, of) => `Page ${n} / ${of}`,
    fileName: { invoice: 'facture', creditNote: 'avoir', draft: 'brouillon' },
  },
  en: {
    invoice: 'INVOICE',
    creditNote: 'CREDIT NOTE',
    draftMark: 'DRAFT',
    number: 'No.',
    creditNoteFor: (label) => `Credit note for invoice no. ${label}`,
    issueDate: 'Date',
    dueDate: 'Due',
    billTo: 'Bill to',
    vehicle: 'Vehicle',
    plate: 'Plate',
    vin: 'VIN',
    mileage: 'Mileage',
    customerTaxNumber: 'Tax no.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    amount: 'Amount',
    hourlyRateLine: 'at the hourly rate',
    subtotal: 'Subtotal',
    discounts: 'Including discounts',
    total: 'Total',
    paid: 'Paid',
    credited: 'Credit notes',
    balance: 'Balance due',
    payments: 'Payments',
    paymentMethods: { CASH: 'Cash', DEBIT: 'Debit', CREDIT_CARD: 'Credit card', CHEQUE: 'Cheque', TRANSFER: 'Transfer', OTHER: 'Other' },
    notes: 'Notes',
    reason: 'Reason',
    hourlyRate: 'Hourly rate',
    gst: 'GST',
    qst: 'QST',
    siren: 'SIREN',
    siret: 'SIRET',
    vat: 'EU VAT no.',
    capital: (form, capital) => `${form} with a share capital of ${capital}`,
    vatExempt: 'TVA non applicable, art. 293 B du CGI (VAT not applicable)',
    recoveryIndemnity: 'Fixed indemnity for recovery costs: 40 € (French Commercial Code, art. L441-10)',
    phone: 'Phone',
    email: 'Email',
    page: (n, of) => `Page ${n} of ${of}`,
    fileName: { invoice: 'invoice', creditNote: 'credit-note', draft: 'draft' },
  },
};
