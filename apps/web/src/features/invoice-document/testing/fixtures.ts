import type { Invoice, InvoiceLine } from '@atelier/contracts/invoices';
import { EMPTY_LEGAL_IDENTITY, DEFAULT_LATE_PAYMENT_PENALTY_FR } from '@atelier/contracts/legal-identity';

/*
 * Hand-made documents for the unit tests and the screenshots: a Québec invoice (GST + QST) and a
 * French one to a business customer (TVA, SIRET, RCS, penalties). Totals are computed by hand.
 */

const line = (id: number, name: string, quantity: number, unitPrice: number, discount = 0, extra: Partial<InvoiceLine> = {}): InvoiceLine => {
  const gross = Math.round(quantity * unitPrice * 100) / 100;
  const off = Math.round(gross * discount) / 100;
  return {
    id,
    entryId: id,
    type: 'PRODUCT',
    name,
    content: null,
    quantity,
    unitPrice,
    hourlyRate: false,
    discount,
    amount: Math.round((gross - off) * 100) / 100,
    related_item: null,
    creditedLineId: null,
    creditedQuantity: 0,
    ...extra,
  };
};

const qcLines = [
  line(1, 'Diagnostic électronique', 1, 95, 0, { type: 'SERVICE', hourlyRate: true }),
  line(2, 'Remplacement des plaquettes avant', 1.5, 95, 0, { type: 'SERVICE', hourlyRate: true, content: 'Plaquettes et disques vérifiés, étriers nettoyés' }),
  line(3, 'Plaquettes de frein avant (jeu)', 1, 89.99),
  line(4, 'Disques de frein avant', 2, 74.5, 10),
  line(5, 'Huile synthétique 5W-30', 5, 9.49),
  line(6, 'Filtre à huile', 1, 14.25),
  line(7, 'Vidange et inspection', 0.5, 95, 0, { type: 'SERVICE', hourlyRate: true }),
  line(8, 'Pneus d’hiver 225/45R17 (pose et équilibrage)', 4, 189, 5),
  line(9, 'Frais environnementaux', 1, 4.5),
  line(10, 'Essuie-glaces', 2, 18.75),
];
const qcSubtotal = Math.round(qcLines.reduce((sum, l) => sum + l.amount * 100, 0)) / 100;
const half = (value: number) => Math.round(value * 100) / 100;
const gst = half((qcSubtotal * 5) / 100);
const qst = half((qcSubtotal * 9.975) / 100);
const qcTotal = half(qcSubtotal + gst + qst);

export const QC_INVOICE: Invoice = {
  uuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  kind: 'INVOICE',
  status: 'SENT',
  number: 1042,
  invoiceId: '1042',
  issueDate: '2026-11-20',
  issuedAt: '2026-11-20T15:04:00.000Z',
  dueDate: '2026-12-20',
  language: 'fr',
  businessCustomer: false,
  customerTaxNumber: null,
  notes: 'Merci de votre confiance. Prochaine vidange recommandée à 98 000 km.',
  reason: null,
  seller: {
    name: 'Garage Beaubien',
    address: {
      type: 'BILLING',
      name: 'Garage Beaubien',
      street_number: '1250',
      address_line_1: 'rue Beaubien Est',
      address_line_2: null,
      city: 'Montréal',
      region: 'QC',
      country: 'CA',
      postcode: 'h2s1t4',
    },
    email: 'atelier@garagebeaubien.ca',
    phone: '5145550142',
    logo: null,
    legal: {
      ...EMPTY_LEGAL_IDENTITY,
      legalName: 'Garage Beaubien inc.',
      gstNumber: '123456789 RT 0001',
      qstNumber: '1234567890 TQ 0001',
      footer: 'Paiement par virement Interac à atelier@garagebeaubien.ca',
    },
    hourlyRate: 95,
  },
  customer: {
    uuid: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    fullname: 'Julie Tremblay',
    address: {
      type: 'BILLING',
      name: null,
      street_number: '4521',
      address_line_1: 'avenue Papineau',
      address_line_2: 'app. 3',
      city: 'Montréal',
      region: 'QC',
      country: 'CA',
      postcode: 'H2H 1V5',
    },
    email: 'julie.tremblay@example.ca',
    mobile: '5145550199',
  },
  mech: {
    uuid: '1b2c3d4e-5f60-4b7c-9d8e-9f0a1b2c3d4e',
    description: '2019 Honda Civic',
    license: 'K45 2RT',
    serialNumber: '2HGFC2F59KH512345',
    mileage: 91850,
    unit: 'km',
  },
  worksheet: { uuid: '2c3d4e5f-6071-4c8d-8e9f-0a1b2c3d4e5f', worksheetId: 318, label: '318' },
  creditedInvoice: null,
  creditNotes: [],
  lines: qcLines,
  totals: {
    subtotal: qcSubtotal,
    discount: 52.7,
    taxes: [
      { name: 'TPS', rate: 5, amount: gst },
      { name: 'TVQ', rate: 9.975, amount: qst },
    ],
    total: qcTotal,
    paid: 500,
    credited: 0,
    balance: half(qcTotal - 500),
    currency: 'CAD',
  },
  payments: [
    {
      uuid: '3d4e5f60-7182-4d9e-8f0a-1b2c3d4e5f60',
      amount: 500,
      paidOn: '2026-11-20',
      method: 'DEBIT',
      reference: null,
      createdAt: '2026-11-20T15:10:00.000Z',
      createdBy: { fullname: 'Marc Gagnon' },
    },
  ],
  sends: [],
  pdfSha256: null,
  createdAt: '2026-11-19T13:00:00.000Z',
  updatedAt: '2026-11-20T15:10:00.000Z',
};

const frLines = [
  line(11, 'Main-d’œuvre : remplacement courroie de distribution', 3.5, 68, 0, { type: 'SERVICE', hourlyRate: true }),
  line(12, 'Kit courroie de distribution + pompe à eau', 1, 289.9, 10),
  line(13, 'Liquide de refroidissement 5 L', 1, 24.5),
  line(14, 'Contrôle des freins', 0.5, 68, 0, { type: 'SERVICE', hourlyRate: true }),
];
const frSubtotal = Math.round(frLines.reduce((sum, l) => sum + l.amount * 100, 0)) / 100;
const vat = half((frSubtotal * 20) / 100);

export const FR_INVOICE: Invoice = {
  ...QC_INVOICE,
  uuid: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  number: 207,
  invoiceId: '207',
  issueDate: '2026-11-18',
  dueDate: null,
  language: 'fr',
  businessCustomer: true,
  customerTaxNumber: 'FR40303265045',
  notes: null,
  seller: {
    name: 'Atelier Mécanique du Rhône',
    address: {
      type: 'BILLING',
      name: null,
      street_number: '14',
      address_line_1: 'quai Perrache',
      address_line_2: null,
      city: 'Lyon',
      region: null,
      country: 'FR',
      postcode: '69002',
    },
    email: 'contact@amr-lyon.fr',
    phone: '04 78 00 12 34',
    logo: null,
    legal: {
      ...EMPTY_LEGAL_IDENTITY,
      legalName: 'AMR Lyon',
      legalForm: 'SARL',
      shareCapital: '10 000 €',
      siren: '732829320',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      rcs: 'RCS Lyon 732 829 320',
      latePaymentPenalty: DEFAULT_LATE_PAYMENT_PENALTY_FR,
      footer: 'IBAN FR76 3000 6000 0112 3456 7890 189 — BIC AGRIFRPP',
    },
    hourlyRate: 68,
  },
  customer: {
    uuid: '4e5f6071-8293-4e0f-9a1b-2c3d4e5f6071',
    fullname: 'Transports Girard SAS',
    address: {
      type: 'BILLING',
      name: null,
      street_number: '3',
      address_line_1: 'rue de la République',
      address_line_2: null,
      city: 'Villeurbanne',
      region: null,
      country: 'FR',
      postcode: '69100',
    },
    email: 'compta@transports-girard.fr',
    mobile: null,
  },
  mech: {
    uuid: '5f607182-93a4-4f1a-8b2c-3d4e5f607182',
    description: '2018 Renault Trafic',
    license: 'FG-482-KT',
    serialNumber: 'VF1FL000X60123456',
    mileage: 148200,
    unit: 'km',
  },
  worksheet: null,
  lines: frLines,
  totals: {
    subtotal: frSubtotal,
    discount: 28.99,
    taxes: [{ name: 'TVA', rate: 20, amount: vat }],
    total: half(frSubtotal + vat),
    paid: 0,
    credited: 0,
    balance: half(frSubtotal + vat),
    currency: 'EUR',
  },
  payments: [],
};

/** The same Québec invoice to an English-speaking customer. */
export const QC_INVOICE_EN: Invoice = {
  ...QC_INVOICE,
  language: 'en',
  customer: { ...QC_INVOICE.customer, fullname: 'John Miller' },
  notes: 'Thank you for your business.',
};

/** A credit note of two lines of the Québec invoice. */
export const QC_CREDIT_NOTE: Invoice = {
  ...QC_INVOICE,
  uuid: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
  kind: 'CREDIT_NOTE',
  number: 7,
  invoiceId: 'AV-7',
  issueDate: '2026-11-22',
  dueDate: null,
  reason: 'Essuie-glaces retournés',
  creditedInvoice: { uuid: QC_INVOICE.uuid, invoiceId: '1042' },
  lines: [line(20, 'Essuie-glaces', 2, 18.75, 0, { creditedLineId: 10 })],
  totals: {
    subtotal: 37.5,
    discount: 0,
    taxes: [
      { name: 'TPS', rate: 5, amount: 1.88 },
      { name: 'TVQ', rate: 9.975, amount: 3.74 },
    ],
    total: 43.12,
    paid: 0,
    credited: 0,
    balance: 0,
    currency: 'CAD',
  },
  payments: [],
};

/** The Québec invoice before issue: no number, no dates frozen. */
export const QC_DRAFT: Invoice = {
  ...QC_INVOICE,
  status: 'DRAFT',
  number: null,
  invoiceId: null,
  issueDate: null,
  issuedAt: null,
  dueDate: null,
  payments: [],
  totals: { ...QC_INVOICE.totals, paid: 0, balance: QC_INVOICE.totals.total },
};
