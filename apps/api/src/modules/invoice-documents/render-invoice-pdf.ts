import { formatPhone, type Address, type Invoice, type InvoiceLanguage } from '@atelier/contracts';
import type { Content, ContentTable, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDay, formatMoney, formatNumber, formatRate } from './pdf-format.js';
import { printPdf } from './pdf-printer.js';
import { PDF_TEXTS, type PdfTexts } from './pdf-texts.js';

export type RenderOptions = { logo?: Buffer };

const INK = '#1f2933';
const MUTED = '#66707b';
const ACCENT = '#1d3b5c';
const RULE = '#d5dae0';
const PANEL = '#f3f5f8';

/** Letter where the shop's country prints on it (North America), A4 elsewhere. */
const LETTER_COUNTRIES = new Set(['CA', 'US', 'MX']);

/**
 * The PDF of an invoice or credit note, as the customer receives it (issue 14 "PDF and mail").
 * Deterministic: the document's own dates are its only clock (creation date = issue instant),
 * nothing random is written, so one document always gives the same bytes (its SHA-256 is kept).
 * A draft carries the BROUILLON / DRAFT mark across the page.
 */
export async function renderInvoicePdf(invoice: Invoice, opts: RenderOptions = {}): Promise<Buffer> {
  return printPdf(invoiceDocument(invoice, opts));
}

/** The pdfmake definition (exported for the tests of the layout's words). */
export function invoiceDocument(invoice: Invoice, opts: RenderOptions = {}): TDocumentDefinitions {
  const t = PDF_TEXTS[invoice.language];
  const lang = invoice.language;
  const country = invoice.seller.address?.country ?? null;
  const draft = invoice.status === 'DRAFT';
  const title = invoice.kind === 'CREDIT_NOTE' ? t.creditNote : t.invoice;
  const label = invoice.invoiceId ?? t.draftMark;
  const sellerName = invoice.seller.name;
  const letter = country !== null && LETTER_COUNTRIES.has(country);
  // Page width less the margins: Letter 612 pt, A4 595 pt.
  const contentWidth = (letter ? 612 : 595) - 80;
  return {
    pageSize: letter ? 'LETTER' : 'A4',
    pageMargins: [40, 36, 40, 48],
    info: {
      title: `${title} ${label}`,
      author: sellerName,
      subject: `${title} ${label}`,
      creator: 'Atelier',
      producer: 'Atelier',
      // The only date in the file: the issue instant (a draft's last change), never "now".
      creationDate: new Date(invoice.issuedAt ?? invoice.updatedAt),
    },
    language: lang === 'fr' ? 'fr-FR' : 'en-US',
    defaultStyle: { font: 'Roboto', fontSize: 9, color: INK, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 22, bold: true, color: ACCENT, characterSpacing: 1 },
      sellerName: { fontSize: 13, bold: true },
      muted: { color: MUTED },
      caption: { fontSize: 7.5, bold: true, color: MUTED, characterSpacing: 0.6 },
      th: { fontSize: 8, bold: true, color: '#ffffff' },
      small: { fontSize: 7.5, color: MUTED },
      legal: { fontSize: 7.5, color: MUTED, lineHeight: 1.25 },
    },
    ...(draft ? { watermark: { text: t.draftMark, color: '#b42318', opacity: 0.12, bold: true, fontSize: 90, angle: -35 } } : {}),
    footer: (page: number, pages: number) => ({
      margin: [40, 14, 40, 0],
      columns: [
        { text: `${sellerName} · ${title} ${label}`, style: 'small' },
        { text: t.page(page, pages), style: 'small', alignment: 'right' },
      ],
    }),
    content: [
      header(invoice, t, title, opts.logo),
      parties(invoice, t),
      linesTable(invoice, t),
      totalsBlock(invoice, t, [...notes(invoice, t), ...payments(invoice, t)]),
      ...legalBlock(invoice, t, country, contentWidth),
    ],
  };
}

/** "Label : value" in French typography (space before the colon), "Label: value" in English. */
function labelled(lang: InvoiceLanguage, label: string, value: string): string {
  // No-break spaces keep a label with its value on one line.
  const glued = label.replace(/ /g, '\u00a0');
  return lang === 'fr' ? `${glued}\u00a0:\u00a0${value}` : `${glued}:\u00a0${value}`;
}

function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const street = [address.street_number, address.address_line_1].filter(Boolean).join(' ');
  const locality =
    address.country === 'FR'
      ? [address.postcode, address.city].filter(Boolean).join(' ')
      : [address.city, address.region ? `(${address.region})` : null, address.postcode].filter(Boolean).join(' ');
  return [street, address.address_line_2 ?? '', locality].filter((line) => line.trim() !== '');
}

function header(invoice: Invoice, t: PdfTexts, title: string, logo: Buffer | undefined): Content {
  const { seller, language: lang } = invoice;
  const contact = [seller.phone ? labelled(lang, t.phone, displayPhone(seller.phone, seller.address?.country ?? null)) : null, seller.email]
    .filter(Boolean)
    .join('  ·  ');
  const registrations = [
    seller.legal.gstNumber ? labelled(lang, t.gst, seller.legal.gstNumber) : null,
    seller.legal.qstNumber ? labelled(lang, t.qst, seller.legal.qstNumber) : null,
  ].filter(Boolean) as string[];
  const sellerStack: Content[] = [
    ...(logo
      ? [
          {
            image: `data:${imageType(logo)};base64,${logo.toString('base64')}`,
            fit: [150, 56] as [number, number],
            margin: [0, 0, 0, 8] as [number, number, number, number],
          },
        ]
      : []),
    { text: seller.name, style: 'sellerName' },
    ...addressLines(seller.address).map((line) => ({ text: line })),
    ...(contact ? [{ text: contact }] : []),
    ...registrations.map((line) => ({ text: line, style: 'muted' })),
  ];
  const metaRow = (label: string, value: string, strong = false): TableCell[] => [
    { text: label, style: 'muted', alignment: 'right' },
    { text: value, alignment: 'right', ...(strong ? { bold: true, fontSize: 11 } : {}) },
  ];
  const meta: TableCell[][] = [metaRow(t.number, invoice.invoiceId ?? '—', true)];
  if (invoice.issueDate) meta.push(metaRow(t.issueDate, formatDay(invoice.issueDate, lang)));
  if (invoice.dueDate && invoice.kind === 'INVOICE') meta.push(metaRow(t.dueDate, formatDay(invoice.dueDate, lang)));
  const right: Content[] = [
    { text: title, style: 'title', alignment: 'right' },
    ...(invoice.creditedInvoice
      ? [{ text: t.creditNoteFor(invoice.creditedInvoice.invoiceId), alignment: 'right' as const, bold: true, margin: [0, 2, 0, 0] as [number, number, number, number] }]
      : []),
    {
      margin: [0, 6, 0, 0],
      table: { widths: ['auto', 'auto'], body: meta },
      layout: { defaultBorder: false, paddingLeft: () => 8, paddingRight: () => 0, paddingTop: () => 1, paddingBottom: () => 1 },
    },
  ];
  return {
    columns: [
      { width: '*', stack: sellerStack },
      { width: 'auto', stack: right },
    ],
    columnGap: 20,
    margin: [0, 0, 0, 14],
  };
}

/** North American numbers as the app shows them (shell §5: 514 555-0199); others as typed (04 78 00 00 00). */
function displayPhone(phone: string, country: string | null): string {
  return country && LETTER_COUNTRIES.has(country) ? formatPhone(phone) : phone;
}

/** The media type of the stored logo (uploads are re-encoded to PNG or JPEG). */
function imageType(image: Buffer): string {
  return image[0] === 0x89 && image[1] === 0x50 ? 'image/png' : 'image/jpeg';
}

function panelCell(caption: string, lines: Content[]): TableCell {
  return { stack: [{ text: caption.toUpperCase(), style: 'caption', margin: [0, 0, 0, 3] }, ...lines], fillColor: PANEL };
}

function parties(invoice: Invoice, t: PdfTexts): Content {
  const lang = invoice.language;
  const customer = invoice.customer;
  const buyer: Content[] = [
    { text: customer.fullname, bold: true, fontSize: 10 },
    ...addressLines(customer.address).map((line) => ({ text: line })),
    ...[customer.email, customer.mobile && displayPhone(customer.mobile, customer.address?.country ?? invoice.seller.address?.country ?? null)]
      .filter(Boolean)
      .map((line) => ({ text: line as string, style: 'muted' })),
    ...(invoice.customerTaxNumber ? [{ text: labelled(lang, t.customerTaxNumber, invoice.customerTaxNumber) }] : []),
  ];
  const mech = invoice.mech;
  // One table row, so that both panels take the height of the taller.
  const cells: TableCell[] = [panelCell(t.billTo, buyer)];
  if (mech) {
    const unit = mech.unit === 'mi' ? 'mi' : 'km';
    const vehicle: Content[] = [
      { text: mech.description, bold: true, fontSize: 10 },
      ...(mech.license ? [{ text: labelled(lang, t.plate, mech.license) }] : []),
      ...(mech.serialNumber ? [{ text: labelled(lang, t.vin, mech.serialNumber) }] : []),
      ...(mech.mileage !== null ? [{ text: labelled(lang, t.mileage, `${formatNumber(mech.mileage, lang)}\u00a0${unit}`) }] : []),
    ];
    cells.push({ text: '' }, panelCell(t.vehicle, vehicle));
  }
  return {
    table: { widths: mech ? ['*', 12, '*'] : ['*'], body: [cells] },
    layout: {
      defaultBorder: false,
      paddingLeft: (i: number) => (i === 1 ? 0 : 9),
      paddingRight: (i: number) => (i === 1 ? 0 : 9),
      paddingTop: () => 7,
      paddingBottom: () => 7,
    },
    margin: [0, 0, 0, 14],
  };
}

function linesTable(invoice: Invoice, t: PdfTexts): Content {
  const { language: lang } = invoice;
  const currency = invoice.totals.currency;
  const money = (v: number) => formatMoney(v, currency, lang);
  // The discount column only when a line has one: an empty column is noise on most garage invoices.
  const withDiscount = invoice.lines.some((line) => line.discount > 0);
  const head = [t.description, t.quantity, t.unitPrice, ...(withDiscount ? [t.discount] : []), t.amount].map((text, i) => ({
    text,
    style: 'th',
    alignment: i === 0 ? ('left' as const) : ('right' as const),
  }));
  const body: TableCell[][] = invoice.lines.map((line) => {
    const details = [line.content, line.hourlyRate ? t.hourlyRateLine : null].filter(Boolean).join(' · ');
    return [
      { stack: [{ text: line.name }, ...(details ? [{ text: details, style: 'small' }] : [])] },
      { text: formatNumber(line.quantity, lang), alignment: 'right' },
      { text: money(line.unitPrice), alignment: 'right', noWrap: true },
      ...(withDiscount ? [{ text: line.discount > 0 ? formatRate(line.discount, lang) : '', alignment: 'right' as const }] : []),
      { text: money(line.amount), alignment: 'right', noWrap: true },
    ];
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 42, 72, ...(withDiscount ? [48] : []), 78],
      body: [head, ...body],
    },
    layout: {
      fillColor: (row: number) => (row === 0 ? ACCENT : row % 2 === 0 ? '#f8f9fb' : null),
      hLineWidth: (i: number, node: ContentTable) => (i === 0 || i === 1 ? 0 : i === node.table.body.length ? 0.8 : 0.4),
      hLineColor: () => RULE,
      vLineWidth: () => 0,
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 0, 0, 10],
  };
}

/** The totals on the right; the notes and payments beside them on the left, so a full page of lines still fits. */
function totalsBlock(invoice: Invoice, t: PdfTexts, beside: Content[]): Content {
  const lang = invoice.language;
  const { totals } = invoice;
  const money = (v: number) => formatMoney(v, totals.currency, lang);
  const row = (label: string, value: string, opts: { strong?: boolean; rule?: boolean } = {}): TableCell[] => [
    { text: label, bold: opts.strong, fontSize: opts.strong ? 10.5 : 9, color: opts.strong ? INK : MUTED },
    { text: value, bold: opts.strong, fontSize: opts.strong ? 10.5 : 9, alignment: 'right', noWrap: true },
  ];
  const rows: TableCell[][] = [row(t.subtotal, money(totals.subtotal))];
  // The subtotal is after the lines' discounts: their sum is shown as included, not subtracted again.
  if (totals.discount > 0)
    rows.push([
      { text: t.discounts, style: 'small', italics: true },
      { text: money(totals.discount), style: 'small', italics: true, alignment: 'right', noWrap: true },
    ]);
  for (const tax of totals.taxes) rows.push(row(`${tax.name} (${formatRate(tax.rate, lang)})`, money(tax.amount)));
  const totalRow = rows.length;
  rows.push(row(t.total, money(totals.total), { strong: true }));
  let balanceRow = -1;
  // Paid and balance once something was paid or credited; until then the total is what is due.
  if (invoice.kind === 'INVOICE' && (totals.paid !== 0 || totals.credited !== 0)) {
    if (totals.credited !== 0) rows.push(row(t.credited, money(-totals.credited)));
    rows.push(row(t.paid, money(totals.paid)));
    balanceRow = rows.length;
    rows.push(row(t.balance, money(totals.balance), { strong: true }));
  }
  return {
    columnGap: 24,
    columns: [
      { width: '*', stack: beside },
      {
        width: 230,
        table: { widths: ['*', 'auto'], body: rows },
        layout: {
          hLineWidth: (i: number) => (i === totalRow ? 1 : i === balanceRow ? 0.6 : 0),
          hLineColor: (i: number) => (i === totalRow ? ACCENT : RULE),
          vLineWidth: () => 0,
          fillColor: (i: number) => (i === balanceRow ? PANEL : null),
          paddingLeft: () => 6,
          paddingRight: () => 6,
          paddingTop: (i: number) => (i === totalRow || i === balanceRow ? 5 : 2),
          paddingBottom: (i: number) => (i === totalRow || i === balanceRow ? 5 : 2),
        },
      },
    ],
    margin: [0, 0, 0, 12],
  };
}

function payments(invoice: Invoice, t: PdfTexts): Content[] {
  if (invoice.kind !== 'INVOICE' || invoice.payments.length === 0) return [];
  const lang = invoice.language;
  const body: TableCell[][] = invoice.payments.map((p) => [
    { text: formatDay(p.paidOn, lang) },
    { text: t.paymentMethods[p.method] },
    { text: p.reference ?? '', style: 'muted' },
    { text: formatMoney(p.amount, invoice.totals.currency, lang), alignment: 'right', noWrap: true },
  ]);
  return [
    { text: t.payments.toUpperCase(), style: 'caption', margin: [0, 0, 0, 3] },
    {
      table: { widths: ['auto', 'auto', '*', 'auto'], body },
      layout: {
        hLineWidth: (i: number) => (i === 0 ? 0 : 0.4),
        hLineColor: () => RULE,
        vLineWidth: () => 0,
        paddingLeft: () => 0,
        paddingTop: () => 2,
        paddingBottom: () => 2,
      },
      margin: [0, 0, 0, 12],
    },
  ];
}

function notes(invoice: Invoice, t: PdfTexts): Content[] {
  const blocks: Content[] = [];
  if (invoice.reason) blocks.push({ text: [{ text: `${t.reason} — `, bold: true }, invoice.reason], margin: [0, 0, 0, 6] });
  if (invoice.notes) blocks.push({ stack: [{ text: t.notes.toUpperCase(), style: 'caption', margin: [0, 0, 0, 2] }, { text: invoice.notes }], margin: [0, 0, 0, 10] });
  return blocks;
}

/**
 * What the law asks the document to print (issue 14): the hourly rate of a garage (France,
 * arrêté du 27 mars 1987), the company's identity (France: SIREN/SIRET, RCS, form and capital,
 * intra-community VAT number), the VAT franchise, and for a French business customer the
 * late-payment penalty and the 40 € indemnity (Code de commerce L441-10); then the shop's footer.
 */
function legalBlock(invoice: Invoice, t: PdfTexts, country: string | null, width: number): Content[] {
  const lang = invoice.language;
  const { legal, hourlyRate } = invoice.seller;
  const lines: Content[] = [];
  if (hourlyRate > 0) lines.push({ text: labelled(lang, t.hourlyRate, formatMoney(hourlyRate, invoice.totals.currency, lang)), color: INK });
  const form = legal.legalForm && legal.shareCapital ? t.capital(legal.legalForm, legal.shareCapital) : legal.legalForm;
  const identity = [
    legal.legalName && legal.legalName !== invoice.seller.name ? legal.legalName : null,
    form,
    legal.rcs,
    legal.siren ? labelled(lang, t.siren, legal.siren) : null,
    legal.siret ? labelled(lang, t.siret, legal.siret) : null,
    legal.vatNumber ? labelled(lang, t.vat, legal.vatNumber) : null,
  ].filter(Boolean);
  if (identity.length > 0) lines.push({ text: identity.join(' — ') });
  if (legal.vatExempt) lines.push({ text: t.vatExempt, bold: true, color: INK });
  if (country === 'FR' && invoice.businessCustomer) {
    if (legal.latePaymentPenalty) lines.push({ text: legal.latePaymentPenalty });
    lines.push({ text: t.recoveryIndemnity });
  }
  if (legal.footer) lines.push({ text: legal.footer, margin: [0, 4, 0, 0] });
  if (lines.length === 0) return [];
  return [
    // A hairline separates the mentions from the document.
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.4, lineColor: RULE }], margin: [0, 4, 0, 6] },
    { stack: lines, style: 'legal', unbreakable: true },
  ];
}
