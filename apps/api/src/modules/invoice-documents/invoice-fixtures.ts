import { EMPTY_LEGAL_IDENTITY, type Invoice, type InvoiceLine } from '@atelier/contracts';

/*
 * Hand-made documents for the renderer's tests: an issued Québec invoice (GST + QST) and an issued
 * French one (VAT, company identity, business customer). Test-only.
 */

function line(id: number, fields: Partial<InvoiceLine> & Pick<InvoiceLine, 'name' | 'quantity' | 'unitPrice' | 'amount'>): InvoiceLine {
  return {
    id,
    entryId: id,
    type: 'PRODUCT',
    content: null,
    hourlyRate: false,
    discount: 0,
    related_item: null,
    creditedLineId: null,
    creditedQuantity: 0,
    ...fields,
  };
}

export function quebecInvoice(): Invoice {
  return {
    uuid: '6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a1001',
    kind: 'INVOICE',
    status: 'SENT',
    number: 1042,
    invoiceId: '1042',
    issueDate: '2026-11-20',
    issuedAt: '2026-11-20T15:04:05.000Z',
    dueDate: '2026-12-20',
    language: 'fr',
    businessCustomer: false,
    customerTaxNumber: null,
    notes: 'Prochain entretien recommandé à 60 000 km.',
    reason: null,
    seller: {
      name: 'Garage Tremblay',
      address: {
        type: 'BILLING',
        name: 'Garage Tremblay',
        street_number: '1234',
        address_line_1: 'rue Saint-Denis',
        address_line_2: null,
        city: 'Montréal',
        region: 'QC',
        country: 'CA',
        postcode: 'H2X 3K4',
      },
      email: 'service@garage-tremblay.ca',
      phone: '5145550199',
      logo: null,
      legal: { ...EMPTY_LEGAL_IDENTITY, gstNumber: '123456789 RT 0001', qstNumber: '1234567890 TQ 0001', footer: 'Merci de votre confiance ! Paiement à 30 jours.' },
      hourlyRate: 95,
    },
    customer: {
      uuid: '6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a2001',
      fullname: 'Marie Gagnon',
      address: {
        type: 'BILLING',
        name: null,
        street_number: '88',
        address_line_1: 'avenue du Parc',
        address_line_2: 'app. 4',
        city: 'Montréal',
        region: 'QC',
        country: 'CA',
        postcode: 'H2V 4E7',
      },
      email: 'marie.gagnon@example.com',
      mobile: '514 555-0142',
    },
    mech: {
      uuid: '6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a3001',
      description: '2019 Honda Civic',
      license: 'F12 ABC',
      serialNumber: '2HGFC2F59KH512345',
      mileage: 45210,
      unit: 'km',
    },
    worksheet: { uuid: '6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a4001', worksheetId: 311, label: 'BT-311' },
    creditedInvoice: null,
    creditNotes: [],
    lines: [
      line(1, { type: 'SERVICE', name: 'Diagnostic moteur', content: 'Lecture des codes, essai routier', hourlyRate: true, quantity: 1.5, unitPrice: 95, amount: 142.5 }),
      line(2, { name: 'Plaquettes de frein avant', quantity: 1, unitPrice: 89.99, amount: 89.99 }),
      line(3, { name: 'Disques de frein avant', quantity: 2, unitPrice: 74.5, discount: 10, amount: 134.1 }),
      line(4, { type: 'SERVICE', name: 'Remplacement freins avant', hourlyRate: true, quantity: 2, unitPrice: 95, amount: 190 }),
      line(5, { name: 'Huile 5W-30 synthétique (L)', quantity: 4.5, unitPrice: 12.49, amount: 56.21 }),
    ],
    totals: {
      subtotal: 612.8,
      discount: 14.9,
      taxes: [
        { name: 'TPS', rate: 5, amount: 30.64 },
        { name: 'TVQ', rate: 9.975, amount: 61.13 },
      ],
      total: 704.57,
      paid: 0,
      credited: 0,
      balance: 704.57,
      currency: 'CAD',
    },
    payments: [],
    sends: [],
    pdfSha256: null,
    createdAt: '2026-11-19T13:00:00.000Z',
    updatedAt: '2026-11-20T15:04:05.000Z',
  };
}

export function frenchInvoice(): Invoice {
  const qc = quebecInvoice();
  return {
    ...qc,
    uuid: '6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a1002',
    number: 27,
    invoiceId: '27',
    language: 'fr',
    businessCustomer: true,
    customerTaxNumber: 'FR40303265045',
    notes: null,
    seller: {
      name: 'Garage du Centre',
      address: {
        type: 'BILLING',
        name: 'Garage du Centre',
        street_number: '12',
        address_line_1: 'rue de la République',
        address_line_2: null,
        city: 'Lyon',
        region: 'ARA',
        country: 'FR',
        postcode: '69002',
      },
      email: 'contact@garage-du-centre.fr',
      phone: '04 78 00 00 00',
      logo: null,
      legal: {
        ...EMPTY_LEGAL_IDENTITY,
        legalName: 'Garage du Centre SARL',
        legalForm: 'SARL',
        shareCapital: '10 000 €',
        siren: '732829320',
        siret: '73282932000074',
        vatNumber: 'FR44732829320',
        rcs: 'RCS Lyon 732 829 320',
        latePaymentPenalty: 'Pénalités de retard : trois fois le taux d’intérêt légal. Pas d’escompte pour paiement anticipé.',
        footer: 'IBAN FR76 3000 4000 0500 0012 3456 789 — BIC BNPAFRPPXXX',
      },
      hourlyRate: 68,
    },
    customer: {
      uuid: '6f1c1f7e-8d1f-4d6a-9a55-2f1f0f6a2002',
      fullname: 'Transports Martin SAS',
      address: {
        type: 'BILLING',
        name: null,
        street_number: '5',
        address_line_1: 'boulevard des Belges',
        address_line_2: null,
        city: 'Lyon',
        region: 'ARA',
        country: 'FR',
        postcode: '69006',
      },
      email: 'compta@transports-martin.fr',
      mobile: null,
    },
    mech: { ...qc.mech!, description: '2020 Renault Master', license: 'AB-123-CD', serialNumber: 'VF1MA000000000001', mileage: 128400 },
    lines: [
      line(1, { type: 'SERVICE', name: 'Vidange et contrôle', hourlyRate: true, quantity: 1, unitPrice: 68, amount: 68 }),
      line(2, { name: 'Filtre à huile', quantity: 1, unitPrice: 14.9, amount: 14.9 }),
      line(3, { name: 'Huile 5W-40 (L)', quantity: 7, unitPrice: 9.8, amount: 68.6 }),
    ],
    totals: { subtotal: 151.5, discount: 0, taxes: [{ name: 'TVA', rate: 20, amount: 30.3 }], total: 181.8, paid: 0, credited: 0, balance: 181.8, currency: 'EUR' },
  };
}
