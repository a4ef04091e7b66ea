import { eq } from 'drizzle-orm';
import { EMPTY_LEGAL_IDENTITY, type LegalIdentity } from '@atelier/contracts';
import { brands, customerAddresses, customers, entries, invoiceLegalIdentities, invoices, mechs } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };
const body = (payload: unknown) => (payload !== undefined ? { payload: payload as object } : {});

/** Issuing, payments and credit notes as a given caller. */
export function finalizeCalls(t: TestApp) {
  const inject = (as: Caller | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as?.auth, ...body(payload) });
  return {
    get: (as: Caller, uuid: string) => inject(as, 'GET', `/api/invoices/${uuid}`),
    issue: (as: Caller | undefined, uuid: string) => inject(as, 'POST', `/api/invoices/${uuid}/issue`),
    pay: (as: Caller | undefined, uuid: string, payload?: unknown) => inject(as, 'POST', `/api/invoices/${uuid}/payments`, payload),
    credit: (as: Caller | undefined, uuid: string, payload?: unknown) => inject(as, 'POST', `/api/invoices/${uuid}/credit-notes`, payload),
  };
}

export const MONTREAL = {
  type: 'BILLING',
  name: 'Garage Tremblay',
  street_number: '1200',
  address_line_1: 'rue Saint-Denis',
  address_line_2: null,
  city: 'Montréal',
  region: 'QC',
  country: 'CA',
  postcode: 'H2X 3J6',
};
export const LYON = {
  ...MONTREAL,
  name: 'Garage Dupont',
  street_number: '8',
  address_line_1: 'rue de la République',
  city: 'Lyon',
  region: 'ARA',
  country: 'FR',
  postcode: '69002',
};

export const QUEBEC_IDENTITY: LegalIdentity = {
  ...EMPTY_LEGAL_IDENTITY,
  legalName: 'Garage Tremblay inc.',
  gstNumber: '123456789 RT 0001',
  qstNumber: '1234567890 TQ 0001',
};
export const FRENCH_IDENTITY: LegalIdentity = {
  ...EMPTY_LEGAL_IDENTITY,
  legalName: 'Garage Dupont SARL',
  legalForm: 'SARL',
  shareCapital: '10 000 €',
  siren: '552100554',
  siret: '55210055400005',
  vatNumber: 'FR96552100554',
  rcs: 'RCS Lyon 552 100 554',
  latePaymentPenalty: 'Pénalités de retard : trois fois le taux légal.',
};

/** The shop's workspace address (country and region decide the mentions) and its legal identity, written straight into the tables. */
export async function setShopIdentity(
  t: TestApp,
  accountId: number,
  { address = MONTREAL, legal = QUEBEC_IDENTITY }: { address?: object | null; legal?: LegalIdentity } = {},
) {
  await t.db
    .update(brands)
    .set({ address: address as never, email: 'comptoir@garage.test', mobile: '5145550123' })
    .where(eq(brands.accountId, accountId));
  await t.db
    .insert(invoiceLegalIdentities)
    .values({ accountId, identity: legal })
    .onConflictDoUpdate({ target: invoiceLegalIdentities.accountId, set: { identity: legal } });
}

export type DraftLine = { name?: string; type?: 'SERVICE' | 'PRODUCT'; quantity?: string; price?: string | null; discount?: string };

let counter = 0;
/**
 * A DRAFT with these lines, for a new customer (with a billing address unless `address: null`),
 * written straight into the tables as POST /api/invoices and the line routes make it.
 */
export async function insertDraftWithLines(
  t: TestApp,
  accountId: number,
  lines: DraftLine[],
  options: {
    fullname?: string;
    address?: Partial<typeof customerAddresses.$inferInsert> | null;
    businessCustomer?: boolean;
    dueDate?: string | null;
    withMech?: boolean;
  } = {},
) {
  // Kept: calls run concurrently, the shared counter moves on under the awaits.
  const n = ++counter;
  const [customer] = await t.db
    .insert(customers)
    .values({ accountId, fullname: options.fullname ?? `Client ${n}`, email: `client${n}@exemple.test` })
    .returning();
  if (options.address !== null) {
    await t.db.insert(customerAddresses).values({
      accountId,
      customerId: customer!.id,
      type: 'BILLING',
      streetNumber: '12',
      addressLine1: 'rue des Érables',
      city: 'Québec',
      region: 'QC',
      country: 'CA',
      postcode: 'G1R 1A1',
      ...options.address,
    });
  }
  const mech = options.withMech
    ? (
        await t.db
          .insert(mechs)
          .values({ accountId, customerId: customer!.id, license: `ABC ${n}`, serialNumber: `1HGCM${String(n).padStart(12, '0')}`, modelYear: 2019, mileageIn: 84_000 })
          .returning()
      )[0]
    : undefined;
  const [draft] = await t.db
    .insert(invoices)
    .values({
      accountId,
      customerId: customer!.id,
      mechId: mech?.id ?? null,
      mileage: mech ? 84_210 : null,
      currency: 'CAD',
      businessCustomer: options.businessCustomer ?? false,
      dueDate: options.dueDate ?? null,
    })
    .returning();
  const entryRows =
    lines.length === 0
      ? []
      : await t.db
          .insert(entries)
          .values(
            lines.map((line, position) => ({
              accountId,
              invoiceId: draft!.id,
              name: line.name ?? `Ligne ${position + 1}`,
              type: line.type ?? 'PRODUCT',
              valueMeasured: line.quantity ?? '1',
              price: line.price === undefined ? '10.00' : line.price,
              discount: line.discount ?? '0',
              position,
            })),
          )
          .returning();
  return { draft: draft!, customer: customer!, mech, entries: entryRows };
}
