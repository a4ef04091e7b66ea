import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEFAULT_WEEK_HOURS, ROLES, can, type Permission, type Role } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fileForm } from '../../test/multipart.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../test/roles.js';
import { uniqueEmail } from '../../test/fixtures.js';
import { idOfCustomer, insertDraft } from '../../test/invoices.js';
import { insertIssuedInvoice } from '../../test/issued-invoice.js';
import { quebecInvoice } from '../modules/invoice-documents/invoice-fixtures.js';
import { insertDraftWithLines, setShopIdentity } from '../../test/invoice-issue.js';
import { setPreferences } from '../../test/worksheets.js';
import { standInBilling, startStripeStandIn, STAND_IN_SETTINGS, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../db/schema/index.js';

/**
 * Walks the role matrix (packages/contracts/src/permissions.ts) over every protected route: each
 * role is denied (403 ERR_FORBIDDEN) exactly when the matrix says so. A route added to the API
 * without an entry here fails the last test, so the table stays complete.
 */

let t: TestApp;
let team: Team;
let png: Buffer;
// Billing through a local Stripe stand-in, so the billing routes answer 200 to whom may call them.
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: STAND_IN_SETTINGS.webhookSecret });
  t = await createTestApp({ billing: standInBilling(stripe) });
  team = await usersOfEveryRole(t);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };
type Route = {
  /** OpenAPI form, e.g. `/api/users/{uuid}`: matched against the documented routes. */
  path: string;
  method: Call['method'];
  permission: Permission;
  /** A valid request made by `caller` (fresh targets where the call changes things). */
  call: (caller: Member) => Promise<Call> | Call;
};

const brandUuid = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/brands', headers: team.FULL_ADMIN.auth });
  return response.json().data.items[0].uuid as string;
};
/** A throwaway EMPLOYEE of the shop, target of calls that change or delete a user. */
const employee = () => addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
const address = { name: 'Garage Test', street_number: '12', address_line_1: 'rue Principale', city: 'Montréal', region: 'QC', country: 'CA', postcode: 'H2X 1Y4' };

/** A fresh customer of the shop, target of the customer routes. */
let customerCounter = 0;
const customerUuid = async () => {
  customerCounter += 1;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: team.FULL_ADMIN.auth,
    payload: { fullname: `Client Matrice ${customerCounter}` },
  });
  return created.json().data.uuid as string;
};

/** The shop's tax groups as GET /api/taxes answers them (a valid PATCH body as is). */
const taxList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/taxes', headers: team.FULL_ADMIN.auth })).json().data.list as {
    id: number;
    name: string;
    taxes: { id: number; name: string }[];
  }[];
/** A fresh tax added to the shop's first group, target of DELETE /api/taxes/{id}. */
const freshTaxId = async () => {
  const [first, ...rest] = await taxList();
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/taxes',
    headers: team.FULL_ADMIN.auth,
    payload: { list: [{ ...first!, taxes: [...first!.taxes, { name: 'Matrice', rate: 1 }] }, ...rest] },
  });
  return saved.json().data.list[0].taxes.at(-1).id as number;
};

/** A fresh equipment type of the shop with one field, target of the equipment routes. */
const equipmentType = async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/equipments',
    headers: team.FULL_ADMIN.auth,
    payload: { name: 'Type Matrice', fields: [{ name: 'Couleur', purpose: 'GENERAL' }] },
  });
  return created.json().data as { id: number; fields: { id: number }[] };
};

/** A fresh vehicle of the shop, target of the vehicle and entry routes. */
const mechUuid = async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/mechs',
    headers: team.FULL_ADMIN.auth,
    payload: { mech: { customerUuid: await customerUuid(), metric: { license: 'MAT 002' } } },
  });
  return created.json().data.uuid as string;
};

/** A fresh catalogue item of the shop (a service or a product), target of the catalogue routes. */
const catalogItemId = async (path: '/api/services' | '/api/products') => {
  const created = await t.app.inject({ method: 'POST', url: path, headers: team.FULL_ADMIN.auth, payload: { name: 'Article Matrice', price: 10 } });
  return created.json().data.id as number;
};

/** A SYSTEM make (loaded from vPIC into every test database), target of the model routes. */
const hondaId = async () => {
  const makes = await t.app.inject({ method: 'GET', url: '/api/nhtsa/makes?q=honda&limit=1', headers: team.FULL_ADMIN.auth });
  return makes.json().data[0].id as number;
};
/** Fresh make and model names: each allowed create is a 201, not a 409. */
let nameCounter = 0;

/** A fresh status of the shop (work orders at /api/worksheet-status, entries at /api/status), target of the status routes. */
const statusId = async (path: '/api/worksheet-status' | '/api/status') => {
  const created = await t.app.inject({ method: 'POST', url: path, headers: team.FULL_ADMIN.auth, payload: { name: 'Statut Matrice', group: 'TODO' } });
  return created.json().data.id as number;
};

/** A fresh work order of the shop (a new customer and status), target of the work-order routes. */
const worksheetUuid = async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/worksheets',
    headers: team.FULL_ADMIN.auth,
    payload: { customerUuid: await customerUuid(), statusId: await statusId('/api/worksheet-status') },
  });
  return created.json().data.uuid as string;
};
/** A fresh line of a fresh work order, target of the line routes. */
const lineId = async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/entries',
    headers: team.FULL_ADMIN.auth,
    payload: { worksheetUuid: await worksheetUuid(), name: 'Ligne Matrice', price: 12 },
  });
  return created.json().data.id as number;
};

/** Distinct past hours, so the time entries made for the matrix never overlap. */
let timeCounter = 0;
const nextStart = () => {
  timeCounter += 1;
  return new Date(Date.UTC(2025, 0, 1) + timeCounter * 3 * 3_600_000).toISOString();
};
/** A fresh recorded time entry of `caller` (made by the FULL_ADMIN, who reaches everyone's), target of the time routes. */
const timelogId = async (caller: Member) => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/timelog',
    headers: team.FULL_ADMIN.auth,
    payload: { startTime: nextStart(), duration: 1, user: caller.uuid },
  });
  return created.json().data.id as number;
};

/** A fresh draft with one line in a shop whose identity lets it be issued, target of POST …/issue. */
const issuableDraftUuid = async () => {
  await setShopIdentity(t, team.FULL_ADMIN.accountId);
  // Numbered far above the invoices written by SQL below (numbers 1, 2…): no duplicate number.
  await setPreferences(t, team.FULL_ADMIN.accountId, { invoiceStartNumber: 100_000 });
  return (await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{ price: '10.00' }])).draft.uuid;
};
/** A fresh invoice issued through the route (10.00 + taxes), target of the payment and credit-note routes. */
const invoiceIssuedByRoute = async () => {
  const uuid = await issuableDraftUuid();
  await t.app.inject({ method: 'POST', url: `/api/invoices/${uuid}/issue`, headers: team.FULL_ADMIN.auth });
  return uuid;
};
/** A fresh draft invoice of the shop (for a fresh customer), target of the invoice routes. */
const draftInvoiceUuid = async () => (await insertDraft(t, { accountId: team.FULL_ADMIN.accountId, customerId: await idOfCustomer(t, await customerUuid()) })).uuid;
/** A fresh issued invoice of the shop (written as issuing freezes one), target of the invoice document routes. */
let invoiceCounter = 0;
const issuedInvoiceUuid = async () => {
  invoiceCounter += 1;
  const document = quebecInvoice();
  const row = await insertIssuedInvoice(t, { accountId: team.FULL_ADMIN.accountId, customerUuid: await customerUuid(), document, number: invoiceCounter });
  return row.uuid;
};

/** A valid PUT /api/booking-settings body (online booking off: no public address needed). */
const bookingSettingsBody = () => ({
  enabled: false,
  slug: null,
  mode: 'REQUEST',
  slotMinutes: 30,
  minNoticeMinutes: 120,
  horizonDays: 60,
  hours: [...DEFAULT_WEEK_HOURS],
  closures: [],
  bays: [{ name: 'Baie Matrice' }],
  technicianUuids: [],
  services: [],
  mails: { confirmation: true, reminder: true, shopNotification: true },
});
/** A fresh appointment of the shop (no bay nor technician: never in another's way), target of the event routes. */
let eventCounter = 0;
const eventUuid = async () => {
  eventCounter += 1;
  const start = new Date(Date.UTC(2026, 5, 1) + eventCounter * 3_600_000);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: team.FULL_ADMIN.auth,
    payload: { start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString(), title: 'Matrice' },
  });
  return created.json().data.uuid as string;
};

const ROUTES: Route[] = [
  { path: '/api/auth/validate', method: 'GET', permission: 'profile:own', call: () => ({ method: 'GET', url: '/api/auth/validate' }) },
  {
    path: '/api/auth/logout',
    method: 'POST',
    permission: 'profile:own',
    // Its own session, so the other calls of this role keep theirs.
    call: async (caller) => {
      const session = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: caller.email, password: caller.password } });
      return { method: 'POST', url: '/api/auth/logout', payload: {}, headers: { authorization: `Bearer ${session.json().data.accessToken}` } };
    },
  },
  { path: '/api/brands', method: 'GET', permission: 'account:read', call: () => ({ method: 'GET', url: '/api/brands' }) },
  {
    path: '/api/brands/{uuid}',
    method: 'PUT',
    permission: 'settings:manage',
    call: async () => ({ method: 'PUT', url: `/api/brands/${await brandUuid()}`, payload: { address } }),
  },
  { path: '/api/accounts', method: 'GET', permission: 'account:read', call: () => ({ method: 'GET', url: '/api/accounts' }) },
  { path: '/api/accounts/preferences', method: 'GET', permission: 'account:read', call: () => ({ method: 'GET', url: '/api/accounts/preferences' }) },
  { path: '/api/accounts/usage', method: 'GET', permission: 'billing:manage', call: () => ({ method: 'GET', url: '/api/accounts/usage' }) },
  { path: '/api/accounts/packages', method: 'GET', permission: 'billing:manage', call: () => ({ method: 'GET', url: '/api/accounts/packages' }) },
  {
    path: '/api/accounts/preferences',
    method: 'PUT',
    permission: 'settings:manage',
    call: () => ({ method: 'PUT', url: '/api/accounts/preferences', payload: { currency: 'CAD' } }),
  },
  {
    path: '/api/account/preferences',
    method: 'PUT',
    permission: 'settings:manage',
    call: () => ({ method: 'PUT', url: '/api/account/preferences', payload: { currency: 'CAD' } }),
  },
  { path: '/api/features/setup', method: 'GET', permission: 'account:read', call: () => ({ method: 'GET', url: '/api/features/setup' }) },
  {
    path: '/api/features/{id}/complete',
    method: 'POST',
    permission: 'settings:manage',
    call: async () => {
      const features = await t.app.inject({ method: 'GET', url: '/api/features/setup', headers: team.FULL_ADMIN.auth });
      const id = features.json().data[0]?.id ?? 1;
      return { method: 'POST', url: `/api/features/${id}/complete` };
    },
  },
  { path: '/api/geo/countries', method: 'GET', permission: 'account:read', call: () => ({ method: 'GET', url: '/api/geo/countries' }) },
  { path: '/api/geo/countries/{country}/regions', method: 'GET', permission: 'account:read', call: () => ({ method: 'GET', url: '/api/geo/countries/CA/regions' }) },
  {
    path: '/api/geo/countries/{country}/regions/{region}/cities',
    method: 'GET',
    permission: 'account:read',
    call: () => ({ method: 'GET', url: '/api/geo/countries/CA/regions/QC/cities' }),
  },
  {
    path: '/api/contact',
    method: 'POST',
    permission: 'support:contact',
    call: () => ({ method: 'POST', url: '/api/contact', payload: { message: 'Question de test du tableau des rôles' } }),
  },
  { path: '/api/users', method: 'GET', permission: 'users:read', call: () => ({ method: 'GET', url: '/api/users' }) },
  { path: '/api/users/{uuid}', method: 'GET', permission: 'users:read', call: async () => ({ method: 'GET', url: `/api/users/${(await employee()).uuid}` }) },
  {
    path: '/api/users/invite',
    method: 'POST',
    permission: 'users:manage',
    call: () => {
      const email = uniqueEmail('invite');
      return { method: 'POST', url: '/api/users/invite', payload: { username: email.split('@')[0], fullname: 'Nouvel Employé', email, permissionFlags: 'EMPLOYEE' } };
    },
  },
  {
    path: '/api/users/{uuid}',
    method: 'PATCH',
    permission: 'users:manage',
    call: async () => ({ method: 'PATCH', url: `/api/users/${(await employee()).uuid}`, payload: { fullname: 'Nom Changé' } }),
  },
  {
    path: '/api/users/{uuid}',
    method: 'PUT',
    permission: 'users:manage',
    call: async () => ({ method: 'PUT', url: `/api/users/${(await employee()).uuid}`, payload: { fullname: 'Nom Changé', permissionFlags: 'EMPLOYEE' } }),
  },
  {
    path: '/api/users/{uuid}/password',
    method: 'PATCH',
    permission: 'users:manage',
    call: async () => ({ method: 'PATCH', url: `/api/users/${(await employee()).uuid}/password`, payload: { password: 'Autre!Pass9', password2: 'Autre!Pass9' } }),
  },
  { path: '/api/users/{uuid}', method: 'DELETE', permission: 'users:manage', call: async () => ({ method: 'DELETE', url: `/api/users/${(await employee()).uuid}` }) },
  { path: '/api/api-keys', method: 'GET', permission: 'apiKeys:manage', call: () => ({ method: 'GET', url: '/api/api-keys' }) },
  { path: '/api/api-keys', method: 'POST', permission: 'apiKeys:manage', call: () => ({ method: 'POST', url: '/api/api-keys', payload: { name: 'Intégration' } }) },
  {
    path: '/api/api-keys/{uuid}',
    method: 'DELETE',
    permission: 'apiKeys:manage',
    call: async () => {
      const created = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: team.FULL_ADMIN.auth, payload: { name: 'À révoquer' } });
      return { method: 'DELETE', url: `/api/api-keys/${created.json().data.uuid}` };
    },
  },
  {
    path: '/api/upload/{uuid}/profile',
    method: 'POST',
    permission: 'users:manage',
    call: async () => {
      const form = fileForm(png, 'a.png', 'image/png');
      return { method: 'POST', url: `/api/upload/${(await employee()).uuid}/profile`, payload: form.payload, headers: form.headers };
    },
  },
  {
    path: '/api/upload/{uuid}/logo',
    method: 'POST',
    permission: 'settings:manage',
    call: async () => {
      const form = fileForm(png, 'logo.png', 'image/png');
      return { method: 'POST', url: `/api/upload/${await brandUuid()}/logo`, payload: form.payload, headers: form.headers };
    },
  },
  { path: '/api/vin/{serialNumber}', method: 'GET', permission: 'customers:work', call: () => ({ method: 'GET', url: '/api/vin/1HGCM82633A123456' }) },
  { path: '/api/nhtsa/makes', method: 'GET', permission: 'customers:work', call: () => ({ method: 'GET', url: '/api/nhtsa/makes?q=hond' }) },
  {
    path: '/api/nhtsa/makes',
    method: 'POST',
    permission: 'customers:work',
    call: () => ({ method: 'POST', url: '/api/nhtsa/makes', payload: { name: `Marque Matrice ${++nameCounter}` } }),
  },
  { path: '/api/nhtsa/{makeId}/models', method: 'GET', permission: 'customers:work', call: async () => ({ method: 'GET', url: `/api/nhtsa/${await hondaId()}/models` }) },
  {
    path: '/api/nhtsa/{makeId}/models',
    method: 'POST',
    permission: 'customers:work',
    call: async () => ({ method: 'POST', url: `/api/nhtsa/${await hondaId()}/models`, payload: { name: `Modèle Matrice ${++nameCounter}` } }),
  },
  { path: '/api/exclusions/makes', method: 'GET', permission: 'customers:work', call: () => ({ method: 'GET', url: '/api/exclusions/makes' }) },
  {
    path: '/api/exclusions/makes',
    method: 'POST',
    permission: 'settings:manage',
    call: () => ({ method: 'POST', url: '/api/exclusions/makes', payload: { makeIds: [] } }),
  },
  { path: '/api/search', method: 'GET', permission: 'customers:work', call: () => ({ method: 'GET', url: '/api/search?q=Client' }) },
  { path: '/api/customers', method: 'GET', permission: 'customers:work', call: () => ({ method: 'GET', url: '/api/customers' }) },
  {
    path: '/api/customers',
    method: 'POST',
    permission: 'customers:work',
    call: () => ({ method: 'POST', url: '/api/customers', payload: { fullname: 'Client Nouveau' } }),
  },
  { path: '/api/customers/{uuid}', method: 'GET', permission: 'customers:work', call: async () => ({ method: 'GET', url: `/api/customers/${await customerUuid()}` }) },
  {
    path: '/api/customers/{uuid}',
    method: 'PUT',
    permission: 'customers:work',
    call: async () => ({ method: 'PUT', url: `/api/customers/${await customerUuid()}`, payload: { fullname: 'Client Renommé' } }),
  },
  {
    path: '/api/customers/{uuid}',
    method: 'DELETE',
    permission: 'customers:delete',
    call: async () => ({ method: 'DELETE', url: `/api/customers/${await customerUuid()}` }),
  },
  {
    path: '/api/customers/{uuid}/addresses',
    method: 'GET',
    permission: 'customers:work',
    call: async () => ({ method: 'GET', url: `/api/customers/${await customerUuid()}/addresses` }),
  },
  { path: '/api/equipments', method: 'GET', permission: 'customers:work', call: () => ({ method: 'GET', url: '/api/equipments' }) },
  {
    path: '/api/equipments',
    method: 'POST',
    permission: 'settings:manage',
    call: () => ({ method: 'POST', url: '/api/equipments', payload: { name: 'Bateau', fields: [{ name: 'Coque', purpose: 'GENERAL' }] } }),
  },
  {
    path: '/api/equipments/{id}',
    method: 'GET',
    permission: 'customers:work',
    call: async () => ({ method: 'GET', url: `/api/equipments/${(await equipmentType()).id}` }),
  },
  {
    path: '/api/equipments/{id}',
    method: 'PUT',
    permission: 'settings:manage',
    call: async () => ({ method: 'PUT', url: `/api/equipments/${(await equipmentType()).id}`, payload: { name: 'Renommé', fields: [] } }),
  },
  {
    path: '/api/equipments/{id}/fields/{fieldId}',
    method: 'DELETE',
    permission: 'settings:manage',
    call: async () => {
      const type = await equipmentType();
      return { method: 'DELETE', url: `/api/equipments/${type.id}/fields/${type.fields[0]!.id}` };
    },
  },
  {
    path: '/api/equipments/{id}',
    method: 'DELETE',
    permission: 'settings:manage',
    call: async () => ({ method: 'DELETE', url: `/api/equipments/${(await equipmentType()).id}` }),
  },
  { path: '/api/worksheet-status', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/worksheet-status' }) },
  {
    path: '/api/worksheet-status',
    method: 'POST',
    permission: 'settings:manage',
    call: () => ({ method: 'POST', url: '/api/worksheet-status', payload: { name: 'Nouveau', group: 'DONE' } }),
  },
  {
    path: '/api/worksheet-status/{id}',
    method: 'PATCH',
    permission: 'settings:manage',
    call: async () => ({ method: 'PATCH', url: `/api/worksheet-status/${await statusId('/api/worksheet-status')}`, payload: { name: 'Renommé', order: 0 } }),
  },
  {
    path: '/api/worksheet-status/{id}',
    method: 'DELETE',
    permission: 'settings:manage',
    call: async () => ({ method: 'DELETE', url: `/api/worksheet-status/${await statusId('/api/worksheet-status')}` }),
  },
  { path: '/api/status', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/status' }) },
  {
    path: '/api/status',
    method: 'POST',
    permission: 'settings:manage',
    call: () => ({ method: 'POST', url: '/api/status', payload: { name: 'Nouveau', group: 'DONE' } }),
  },
  {
    path: '/api/status/{id}',
    method: 'PATCH',
    permission: 'settings:manage',
    call: async () => ({ method: 'PATCH', url: `/api/status/${await statusId('/api/status')}`, payload: { name: 'Renommé', order: 0 } }),
  },
  {
    path: '/api/status/{id}',
    method: 'DELETE',
    permission: 'settings:manage',
    call: async () => ({ method: 'DELETE', url: `/api/status/${await statusId('/api/status')}` }),
  },
  { path: '/api/taxes', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/taxes' }) },
  { path: '/api/taxes', method: 'PATCH', permission: 'settings:manage', call: async () => ({ method: 'PATCH', url: '/api/taxes', payload: { list: await taxList() } }) },
  { path: '/api/taxes/{id}', method: 'DELETE', permission: 'settings:manage', call: async () => ({ method: 'DELETE', url: `/api/taxes/${await freshTaxId()}` }) },
  {
    path: '/api/mechs',
    method: 'POST',
    permission: 'customers:work',
    call: async () => ({ method: 'POST', url: '/api/mechs', payload: { mech: { customerUuid: await customerUuid(), metric: { license: 'MAT 001' } } } }),
  },
  { path: '/api/mechs', method: 'GET', permission: 'customers:work', call: () => ({ method: 'GET', url: '/api/mechs' }) },
  { path: '/api/mechs/{uuid}', method: 'GET', permission: 'customers:work', call: async () => ({ method: 'GET', url: `/api/mechs/${await mechUuid()}` }) },
  {
    path: '/api/mechs/{uuid}',
    method: 'PUT',
    permission: 'customers:work',
    call: async () => ({ method: 'PUT', url: `/api/mechs/${await mechUuid()}`, payload: { mech: { modelYear: 2020 } } }),
  },
  {
    path: '/api/mechs/{uuid}/customer',
    method: 'PUT',
    permission: 'customers:work',
    call: async () => ({ method: 'PUT', url: `/api/mechs/${await mechUuid()}/customer`, payload: { customerUuid: await customerUuid() } }),
  },
  { path: '/api/mechs/{uuid}', method: 'DELETE', permission: 'customers:delete', call: async () => ({ method: 'DELETE', url: `/api/mechs/${await mechUuid()}` }) },
  {
    path: '/api/mechs/{uuid}/entries',
    method: 'POST',
    permission: 'customers:work',
    call: async () => ({ method: 'POST', url: `/api/mechs/${await mechUuid()}/entries`, payload: { entries: [{ name: 'Vidange' }] } }),
  },
  {
    path: '/api/mechs/{uuid}/entries',
    method: 'GET',
    permission: 'customers:work',
    call: async () => ({ method: 'GET', url: `/api/mechs/${await mechUuid()}/entries` }),
  },
  { path: '/api/entries', method: 'GET', permission: 'customers:work', call: async () => ({ method: 'GET', url: `/api/entries?mechUuid=${await mechUuid()}` }) },
  { path: '/api/services', method: 'GET', permission: 'catalog:read', call: () => ({ method: 'GET', url: '/api/services' }) },
  {
    path: '/api/services',
    method: 'POST',
    permission: 'catalog:manage',
    call: () => ({ method: 'POST', url: '/api/services', payload: { name: 'Article Nouveau', price: 5 } }),
  },
  {
    path: '/api/services/{id}',
    method: 'GET',
    permission: 'catalog:read',
    call: async () => ({ method: 'GET', url: `/api/services/${await catalogItemId('/api/services')}` }),
  },
  {
    path: '/api/services/{id}',
    method: 'PUT',
    permission: 'catalog:manage',
    call: async () => ({ method: 'PUT', url: `/api/services/${await catalogItemId('/api/services')}`, payload: { name: 'Article Renommé', price: 7 } }),
  },
  {
    path: '/api/services/{id}',
    method: 'DELETE',
    permission: 'catalog:manage',
    call: async () => ({ method: 'DELETE', url: `/api/services/${await catalogItemId('/api/services')}` }),
  },
  { path: '/api/products', method: 'GET', permission: 'catalog:read', call: () => ({ method: 'GET', url: '/api/products' }) },
  {
    path: '/api/products',
    method: 'POST',
    permission: 'catalog:manage',
    call: () => ({ method: 'POST', url: '/api/products', payload: { name: 'Article Nouveau', price: 5 } }),
  },
  {
    path: '/api/products/{id}',
    method: 'GET',
    permission: 'catalog:read',
    call: async () => ({ method: 'GET', url: `/api/products/${await catalogItemId('/api/products')}` }),
  },
  {
    path: '/api/products/{id}',
    method: 'PUT',
    permission: 'catalog:manage',
    call: async () => ({ method: 'PUT', url: `/api/products/${await catalogItemId('/api/products')}`, payload: { name: 'Article Renommé', price: 7 } }),
  },
  {
    path: '/api/products/{id}',
    method: 'DELETE',
    permission: 'catalog:manage',
    call: async () => ({ method: 'DELETE', url: `/api/products/${await catalogItemId('/api/products')}` }),
  },
  { path: '/api/worksheets', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/worksheets?status=TODO,DONE' }) },
  { path: '/api/reports/worksheets', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/reports/worksheets?status=DONE' }) },
  {
    path: '/api/reports/technicians',
    method: 'GET',
    permission: 'timelog:all',
    call: () => ({ method: 'GET', url: '/api/reports/technicians?from=2026-11-02&to=2026-11-08' }),
  },
  { path: '/api/invoices/journal/verify', method: 'GET', permission: 'invoices:finalize', call: () => ({ method: 'GET', url: '/api/invoices/journal/verify' }) },
  {
    path: '/api/invoices/archive',
    method: 'GET',
    permission: 'invoices:finalize',
    call: () => ({ method: 'GET', url: '/api/invoices/archive?from=2026-01-01&to=2026-01-31' }),
  },
  {
    path: '/api/reports/taxes',
    method: 'GET',
    permission: 'invoices:finalize',
    call: () => ({ method: 'GET', url: '/api/reports/taxes?from=2026-01-01&to=2026-03-31' }),
  },
  {
    path: '/api/worksheets',
    method: 'POST',
    permission: 'worksheets:work',
    call: async () => ({ method: 'POST', url: '/api/worksheets', payload: { customerUuid: await customerUuid(), statusId: await statusId('/api/worksheet-status') } }),
  },
  { path: '/api/worksheets/technicians', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/worksheets/technicians' }) },
  { path: '/api/worksheets/board', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/worksheets/board' }) },
  { path: '/api/worksheets/next-number', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/worksheets/next-number' }) },
  {
    path: '/api/worksheets/{uuid}',
    method: 'GET',
    permission: 'worksheets:work',
    call: async () => ({ method: 'GET', url: `/api/worksheets/${await worksheetUuid()}` }),
  },
  {
    path: '/api/worksheets/{uuid}',
    method: 'PUT',
    permission: 'worksheets:work',
    call: async () => ({
      method: 'PUT',
      url: `/api/worksheets/${await worksheetUuid()}`,
      payload: { customerUuid: await customerUuid(), statusId: await statusId('/api/worksheet-status') },
    }),
  },
  {
    path: '/api/worksheets/{uuid}',
    method: 'DELETE',
    permission: 'worksheets:delete',
    call: async () => ({ method: 'DELETE', url: `/api/worksheets/${await worksheetUuid()}` }),
  },
  {
    path: '/api/worksheets/{uuid}/entries',
    method: 'GET',
    permission: 'worksheets:work',
    call: async () => ({ method: 'GET', url: `/api/worksheets/${await worksheetUuid()}/entries` }),
  },
  {
    path: '/api/worksheets/{uuid}/backlog',
    method: 'POST',
    permission: 'worksheets:work',
    call: async () => ({ method: 'POST', url: `/api/worksheets/${await worksheetUuid()}/backlog` }),
  },
  {
    path: '/api/worksheets/{uuid}/totals',
    method: 'GET',
    permission: 'worksheets:work',
    call: async () => ({ method: 'GET', url: `/api/worksheets/${await worksheetUuid()}/totals` }),
  },
  {
    path: '/api/entries',
    method: 'POST',
    permission: 'worksheets:work',
    call: async () => ({ method: 'POST', url: '/api/entries', payload: { worksheetUuid: await worksheetUuid(), name: 'Vidange' } }),
  },
  {
    path: '/api/entries/{id}',
    method: 'PATCH',
    permission: 'worksheets:work',
    call: async () => ({ method: 'PATCH', url: `/api/entries/${await lineId()}`, payload: { value_measured: 2 } }),
  },
  { path: '/api/entries/{id}', method: 'DELETE', permission: 'worksheets:work', call: async () => ({ method: 'DELETE', url: `/api/entries/${await lineId()}` }) },
  {
    path: '/api/entries/{id}/disconnect',
    method: 'PATCH',
    permission: 'worksheets:work',
    call: async () => ({ method: 'PATCH', url: `/api/entries/${await lineId()}/disconnect` }),
  },
  {
    path: '/api/entries/{id}/price',
    method: 'DELETE',
    permission: 'worksheets:work',
    call: async () => ({ method: 'DELETE', url: `/api/entries/${await lineId()}/price` }),
  },
  { path: '/api/timelog', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/timelog' }) },
  { path: '/api/timelog/export.csv', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/timelog/export.csv' }) },
  {
    path: '/api/timelog',
    method: 'POST',
    permission: 'worksheets:work',
    call: () => ({ method: 'POST', url: '/api/timelog', payload: { startTime: nextStart(), duration: 1 } }),
  },
  {
    path: '/api/timelog/{id}',
    method: 'PUT',
    permission: 'worksheets:work',
    call: async (caller) => ({ method: 'PUT', url: `/api/timelog/${await timelogId(caller)}`, payload: { startTime: nextStart(), duration: 2 } }),
  },
  {
    path: '/api/timelog/{id}',
    method: 'DELETE',
    permission: 'worksheets:work',
    call: async (caller) => ({ method: 'DELETE', url: `/api/timelog/${await timelogId(caller)}` }),
  },
  {
    path: '/api/timelog/{id}/out',
    method: 'POST',
    permission: 'worksheets:work',
    call: async (caller) => ({ method: 'POST', url: `/api/timelog/${await timelogId(caller)}/out` }),
  },
  {
    path: '/api/worksheets/{uuid}/clockin',
    method: 'POST',
    permission: 'worksheets:work',
    call: async () => ({ method: 'POST', url: `/api/worksheets/${await worksheetUuid()}/clockin`, payload: {} }),
  },
  { path: '/api/invoicing/legal-identity', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/invoicing/legal-identity' }) },
  {
    path: '/api/invoicing/legal-identity',
    method: 'PUT',
    permission: 'invoices:finalize',
    call: () => ({ method: 'PUT', url: '/api/invoicing/legal-identity', payload: { legalName: 'Garage Matrice' } }),
  },
  { path: '/api/invoices/{uuid}', method: 'GET', permission: 'worksheets:work', call: async () => ({ method: 'GET', url: `/api/invoices/${await draftInvoiceUuid()}` }) },
  {
    path: '/api/invoices/{uuid}/pdf',
    method: 'GET',
    permission: 'worksheets:work',
    call: async () => ({ method: 'GET', url: `/api/invoices/${await issuedInvoiceUuid()}/pdf` }),
  },
  {
    path: '/api/invoices/{uuid}/view-link',
    method: 'POST',
    permission: 'invoices:finalize',
    call: async () => ({ method: 'POST', url: `/api/invoices/${await issuedInvoiceUuid()}/view-link` }),
  },
  {
    path: '/api/invoices/{uuid}/send',
    method: 'POST',
    permission: 'invoices:finalize',
    call: async () => ({ method: 'POST', url: `/api/invoices/${await issuedInvoiceUuid()}/send`, payload: { to: 'client@example.com' } }),
  },
  {
    path: '/api/invoices/{uuid}/issue',
    method: 'POST',
    permission: 'invoices:finalize',
    call: async () => ({ method: 'POST', url: `/api/invoices/${await issuableDraftUuid()}/issue` }),
  },
  {
    path: '/api/invoices/{uuid}/payments',
    method: 'POST',
    permission: 'invoices:finalize',
    call: async () => ({ method: 'POST', url: `/api/invoices/${await invoiceIssuedByRoute()}/payments`, payload: { amount: 1, method: 'CASH' } }),
  },
  {
    path: '/api/invoices/{uuid}/credit-notes',
    method: 'POST',
    permission: 'invoices:finalize',
    call: async () => ({ method: 'POST', url: `/api/invoices/${await invoiceIssuedByRoute()}/credit-notes`, payload: { reason: 'Matrice' } }),
  },
  { path: '/api/invoices', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/invoices?status=DRAFT' }) },
  {
    path: '/api/invoices',
    method: 'POST',
    permission: 'worksheets:work',
    call: async () => ({ method: 'POST', url: '/api/invoices', payload: { customerUuid: await customerUuid() } }),
  },
  {
    path: '/api/invoices/{uuid}',
    method: 'PATCH',
    permission: 'worksheets:work',
    call: async () => ({ method: 'PATCH', url: `/api/invoices/${await draftInvoiceUuid()}`, payload: { notes: 'Matrice' } }),
  },
  {
    path: '/api/invoices/{uuid}',
    method: 'DELETE',
    permission: 'worksheets:work',
    call: async () => ({ method: 'DELETE', url: `/api/invoices/${await draftInvoiceUuid()}` }),
  },
  { path: '/api/booking-settings', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/booking-settings' }) },
  {
    path: '/api/booking-settings',
    method: 'PUT',
    permission: 'settings:manage',
    call: () => ({ method: 'PUT', url: '/api/booking-settings', payload: bookingSettingsBody() }),
  },
  {
    path: '/api/events',
    method: 'GET',
    permission: 'worksheets:work',
    call: () => ({ method: 'GET', url: '/api/events?from=2026-06-01T00:00:00Z&to=2026-06-08T00:00:00Z' }),
  },
  {
    path: '/api/events',
    method: 'POST',
    permission: 'worksheets:work',
    call: () => ({ method: 'POST', url: '/api/events', payload: { start: '2026-05-01T13:00:00Z', end: '2026-05-01T14:00:00Z', title: 'Matrice' } }),
  },
  {
    path: '/api/events/{uuid}',
    method: 'PATCH',
    permission: 'worksheets:work',
    call: async () => ({ method: 'PATCH', url: `/api/events/${await eventUuid()}`, payload: { title: 'Matrice modifiée' } }),
  },
  { path: '/api/events/unseen', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/events/unseen' }) },
  { path: '/api/events/seen', method: 'POST', permission: 'worksheets:work', call: () => ({ method: 'POST', url: '/api/events/seen', payload: {} }) },
  {
    path: '/api/events/{uuid}/worksheet',
    method: 'POST',
    permission: 'worksheets:work',
    call: async () => {
      const uuid = await eventUuid();
      await t.app.inject({ method: 'PATCH', url: `/api/events/${uuid}`, headers: team.FULL_ADMIN.auth, payload: { customerUuid: await customerUuid() } });
      return { method: 'POST', url: `/api/events/${uuid}/worksheet` };
    },
  },
  {
    path: '/api/events/{uuid}',
    method: 'DELETE',
    permission: 'worksheets:work',
    call: async () => ({ method: 'DELETE', url: `/api/events/${await eventUuid()}` }),
  },
  // The caller's own calendar feed address (technicians plan too).
  { path: '/api/events/feed', method: 'GET', permission: 'worksheets:work', call: () => ({ method: 'GET', url: '/api/events/feed' }) },
  { path: '/api/events/feed', method: 'POST', permission: 'worksheets:work', call: () => ({ method: 'POST', url: '/api/events/feed' }) },
  {
    path: '/api/accounts/checkout/{packageName}',
    method: 'POST',
    permission: 'billing:manage',
    call: () => ({ method: 'POST', url: '/api/accounts/checkout/clever' }),
  },
  { path: '/api/accounts/invoices', method: 'GET', permission: 'billing:manage', call: () => ({ method: 'GET', url: '/api/accounts/invoices' }) },
  {
    path: '/api/accounts/portal',
    method: 'POST',
    permission: 'billing:manage',
    call: async (caller) => {
      // The portal needs the shop's Stripe customer (made by a first checkout).
      await t.db
        .update(accounts)
        .set({ stripeCustomerId: sql`coalesce(${accounts.stripeCustomerId}, 'cus_matrix')` })
        .where(eq(accounts.id, caller.accountId));
      return { method: 'POST', url: '/api/accounts/portal' };
    },
  },
];

/** Routes anyone may call without a token (sign-in pages, health, served images). */
const PUBLIC = new Set([
  'POST /api/auth/signin',
  'POST /api/auth/signup',
  'POST /api/auth/refresh',
  'POST /api/auth/resend-verification',
  'POST /api/lost-password',
  'GET /api/users/verify/{token}',
  'PUT /api/users/reset-password/{token}',
  'GET /api/health',
  'GET /api/readiness',
  'GET /api/uploads/{file}',
  // The customer's invoice through its signed link (the token is checked, not a session).
  'GET /api/public/invoices/{uuid}',
  'GET /api/public/invoices/{uuid}/pdf',
  // The booking widget's proof-of-work challenge (no account; rate-limited per IP).
  'GET /api/public/shops/{slug}/challenge',
  // The public booking widget (no account: a shop by its slug, a booking by its manage token; rate-limited).
  'GET /api/public/shops/{slug}',
  'GET /api/public/shops/{slug}/availability',
  'POST /api/public/shops/{slug}/holds',
  'POST /api/public/shops/{slug}/bookings',
  'GET /api/public/bookings/{token}',
  'PATCH /api/public/bookings/{token}',
  'DELETE /api/public/bookings/{token}',
  // One-time codes of the widget (a solved challenge required) and a technician's calendar feed (its secret token).
  'POST /api/public/shops/{slug}/codes',
  'POST /api/public/shops/{slug}/codes/verify',
  'GET /api/public/calendar/{file}',
  // Stripe's events: the signature over the raw body is checked, not a session.
  'POST /api/billing/stripe/webhook',
]);

describe('role matrix', () => {
  for (const route of ROUTES) {
    for (const role of ROLES) {
      const allowed = can(role as Role, route.permission);
      it(`${route.method} ${route.path}: ${role} is ${allowed ? 'allowed' : 'denied'} (${route.permission})`, async () => {
        const caller = team[role as Role];
        const call = await route.call(caller);
        const response = await t.app.inject({ ...call, headers: { ...caller.auth, ...call.headers } } as InjectOptions);
        if (allowed) {
          expect(response.statusCode, response.body).toBeLessThan(300);
        } else {
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json().message).toBe('ERR_FORBIDDEN');
        }
      });
    }
  }

  it('lists every documented route: protected ones in the matrix, the others as public', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const inMatrix = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        const isProtected = Array.isArray(operation.security) && operation.security.length > 0;
        if (isProtected ? !inMatrix.has(key) : !PUBLIC.has(key)) missing.push(`${key}${isProtected ? '' : ' (public)'}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
