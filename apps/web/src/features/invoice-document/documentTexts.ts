import type { InvoiceLanguage, PaymentMethod } from '@atelier/contracts/invoices';

/*
 * The printed document's own words, in the DOCUMENT's language (an invoice to an English customer
 * prints in English whatever the reader's interface says). Plain objects rather than the app's translator: the
 * customer's public page renders them without loading the app's text bundles.
 */
export interface DocumentTexts {
  invoice: string;
  creditNote: string;
  /** Credit notes: the invoice they credit. */
  creditNoteOf: (label: string) => string;
  draft: string;
  /** Before a value: ' :' in French (one plain space, as the app's fr-CA texts), ':' in English. */
  colon: string;
  draftNotice: string;
  number: string;
  issueDate: string;
  dueDate: string;
  billTo: string;
  vehicle: string;
  plate: string;
  /** Québec's NIV; France says VIN. */
  vin: string;
  vinFrance: string;
  mileage: string;
  customerTaxNumber: string;
  worksheet: string;
  description: string;
  quantity: string;
  unitPrice: string;
  perHour: string;
  discount: string;
  amount: string;
  noLines: string;
  subtotal: string;
  discounts: string;
  total: string;
  paid: string;
  credited: string;
  balance: string;
  notes: string;
  reason: string;
  phone: string;
  email: string;
  hourlyRate: (rate: string) => string;
  gst: string;
  qst: string;
  siren: string;
  siret: string;
  vatNumber: string;
  shareCapital: (capital: string) => string;
  /** Art. 293 B du CGI: a legal text, kept in French; the English document adds its meaning. */
  vatExempt: string;
  recoveryIndemnity: string;
  methods: Record<PaymentMethod, string>;
  // The customer's page (/invoices/{uuid}/view).
  balanceDue: string;
  paidInFull: string;
  canceled: string;
  downloadPdf: string;
  viewTitle: (title: string, label: string | null) => string;
  issuedBy: (shop: string) => string;
}

const fr: DocumentTexts = {
  invoice: 'Facture',
  creditNote: 'Avoir',
  creditNoteOf: (label) => `Avoir sur facture n° ${label}`,
  draft: 'Brouillon',
  colon: ' :',
  draftNotice: 'Brouillon — ce document n’est pas une facture',
  number: 'N°',
  issueDate: 'Date',
  dueDate: 'Échéance',
  billTo: 'Facturé à',
  vehicle: 'Véhicule',
  plate: 'Immatriculation',
  vin: 'NIV',
  vinFrance: 'VIN',
  mileage: 'Kilométrage',
  customerTaxNumber: 'N° fiscal',
  worksheet: 'Bon de travail',
  description: 'Description',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire',
  perHour: '/h',
  discount: 'Remise',
  amount: 'Montant',
  noLines: 'Aucune ligne',
  subtotal: 'Sous-total',
  discounts: 'Dont remises',
  total: 'Total',
  paid: 'Payé',
  credited: 'Avoirs',
  balance: 'Solde dû',
  notes: 'Notes',
  reason: 'Motif',
  phone: 'Tél.',
  email: 'Courriel',
  hourlyRate: (rate) => `Taux horaire de la main-d’œuvre : ${rate}`,
  gst: 'TPS/TVH',
  qst: 'TVQ',
  siren: 'SIREN',
  siret: 'SIRET',
  vatNumber: 'N° TVA intracommunautaire',
  shareCapital: (capital) => `au capital de ${capital}`,
  vatExempt: 'TVA non applicable, art. 293 B du CGI',
  recoveryIndemnity: 'Indemnité forfaitaire pour frais de recouvrement : 40\u00a0€',
  methods: { CASH: 'Espèces', DEBIT: 'Débit', CREDIT_CARD: 'Carte de crédit', CHEQUE: 'Chèque', TRANSFER: 'Virement', OTHER: 'Autre' },
  balanceDue: 'Solde à payer',
  paidInFull: 'Payée en totalité',
  canceled: 'Annulée par avoir',
  downloadPdf: 'Télécharger le PDF',
  viewTitle: (title, label) => (label ? `${title} ${label}` : title),
  issuedBy: (shop) => `Émise par ${shop}`,
};

const en: DocumentTexts = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  creditNoteOf: (label) => `Credit note for invoice no. ${label}`,
  draft: 'Draft',
  colon: ':',
  draftNotice: 'Draft — this document is not an invoice',
  number: 'No.',
  issueDate: 'Date',
  dueDate: 'Due date',
  billTo: 'Bill to',
  vehicle: 'Vehicle',
  plate: 'Plate',
  vin: 'VIN',
  vinFrance: 'VIN',
  mileage: 'Mileage',
  customerTaxNumber: 'Tax no.',
  worksheet: 'Work order',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  perHour: '/h',
  discount: 'Discount',
  amount: 'Amount',
  noLines: 'No lines',
  subtotal: 'Subtotal',
  discounts: 'Including discounts',
  total: 'Total',
  paid: 'Paid',
  credited: 'Credited',
  balance: 'Balance due',
  notes: 'Notes',
  reason: 'Reason',
  phone: 'Phone',
  email: 'Email',
  hourlyRate: (rate) => `Labour hourly rate: ${rate}`,
  gst: 'GST/HST',
  qst: 'QST',
  siren: 'SIREN',
  siret: 'SIRET',
  vatNumber: 'EU VAT number',
  shareCapital: (capital) => `with a share capital of ${capital}`,
  vatExempt: 'TVA non applicable, art. 293 B du CGI (VAT not applicable)',
  recoveryIndemnity: 'Fixed compensation for recovery costs: €40 (indemnité forfaitaire pour frais de recouvrement : 40 €)',
  methods: { CASH: 'Cash', DEBIT: 'Debit', CREDIT_CARD: 'Credit card', CHEQUE: 'Cheque', TRANSFER: 'Transfer', OTHER: 'Other' },
  balanceDue: 'Balance due',
  paidInFull: 'Paid in full',
  canceled: 'Canceled by a credit note',
  downloadPdf: 'Download PDF',
  viewTitle: (title, label) => (label ? `${title} ${label}` : title),
  issuedBy: (shop) => `Issued by ${shop}`,
};

const TEXTS: Record<InvoiceLanguage, DocumentTexts> = { fr, en };

/** The texts of a document's language (French for anything unexpected: French first). */
export function documentTexts(language: string): DocumentTexts {
  return language === 'en' ? TEXTS.en : TEXTS.fr;
}

/**
 * Shown when the customer's link cannot be read (expired, forged, another document's): the page
 * does not know the document's language then, so it says it in both.
 */
export const INVALID_LINK_TEXTS = {
  fr: { title: 'Lien expiré ou non valide', body: 'Ce lien a expiré ou n’est pas valide — demandez un nouveau lien à l’atelier.' },
  en: { title: 'Expired or invalid link', body: 'This link has expired or is not valid — ask the shop for a new link.' },
} as const;

/** The document could not be fetched (network, server busy): it may work a moment later. */
export const LOAD_FAILED_TEXTS = {
  fr: { title: 'Document indisponible', body: 'Le document n’a pas pu être chargé. Réessayez dans un instant.', retry: 'Réessayer' },
  en: { title: 'Document unavailable', body: 'The document could not be loaded. Try again in a moment.', retry: 'Try again' },
} as const;
