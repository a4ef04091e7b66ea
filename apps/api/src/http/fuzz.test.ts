import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyError, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ERROR_CODES, errorTypeForStatus } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { STRONG_PASSWORD, sessionOf, signedInOwner } from '../../test/fixtures.js';
import { memberOf, type Member } from '../../test/roles.js';
import { fileForm } from '../../test/multipart.js';

/*
 * Malformed requests for EVERY route of the OpenAPI document: wrong types, missing fields,
 * out-of-range numbers, text that is not well-formed UTF-16, huge strings, another shop's ids,
 * bodies that are not objects, with and without a session. The API must never answer 5xx, every
 * 4xx must be the error object, and the database must never be the one refusing the input
 * (SQLSTATE class 22: a contract lacks a bound — the error handler's 400 is only the net).
 * Deterministic: the mutations are derived from the document in order, and the few random
 * choices come from a seeded generator.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  default?: unknown;
};
type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Shop = {
  member: Member;
  customer: string;
  mech: string;
  worksheet: string;
  brand: string;
  apiKey: string;
  make: number;
  model: number;
  equipment: number;
  field: number;
  worksheetStatus: number;
  entryStatus: number;
  line: number;
  backlog: number;
  service: number;
  product: number;
  taxGroup: number;
  tax: number;
  feature: number;
  /** Records of the same kinds that the routes' paths name: the mutations and deletions hit these, not the ones bodies refer to. */
  target: {
    customer: string;
    mech: string;
    backlog: number;
    worksheet: string;
    equipment: number;
    field: number;
    line: number;
    service: number;
    product: number;
    worksheetStatus: number;
    entryStatus: number;
  };
};

const SEED = 20261123;
const INT4_OVER = 2 ** 31;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApp;
let a: Shop;
let b: Shop;
/** Errors that reached the error handler, by correlation id (the onError hook sees them first). */
const handled = new Map<string, FastifyError & { cause?: { code?: string } }>();

async function ok(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** A shop with one record of every kind, made through the API. */
async function seedShop(label: string): Promise<Shop> {
  const owner = await signedInOwner(t, { fullname: `Propriétaire ${label}` });
  const member = await memberOf(t, owner.user.id, owner.password);
  const call = (method: InjectOptions['method'], url: string, payload?: object) => t.app.inject({ method, url, headers: member.auth, ...(payload ? { payload } : {}) });
  const customer = (await ok(await call('POST', '/api/customers', { fullname: `Client ${label}` }), 'customer')).uuid;
  const make = (await ok(await call('POST', '/api/nhtsa/makes', { name: `Marque ${label}` }), 'make')).id;
  const model = (await ok(await call('POST', `/api/nhtsa/${make}/models`, { name: `Modèle ${label}` }), 'model')).id;
  const equipmentType = await ok(await call('POST', '/api/equipments', { name: `Type ${label}`, fields: [{ name: 'Moteur', purpose: 'GENERAL' }] }), 'equipment');
  const mech = (await ok(await call('POST', '/api/mechs', { mech: { customerUuid: customer, metric: { license: `${label}123` } } }), 'mech')).uuid;
  const worksheetStatus = (await ok(await call('GET', '/api/worksheet-status'), 'statuses')).TODO[0].id;
  const entryStatus = (await ok(await call('GET', '/api/status'), 'entry statuses')).TODO[0].id;
  const worksheet = (await ok(await call('POST', '/api/worksheets', { customerUuid: customer, mechUuid: mech, statusId: worksheetStatus }), 'worksheet')).uuid;
  const line = (await ok(await call('POST', '/api/entries', { worksheetUuid: worksheet, name: 'Vidange', price: 10 }), 'line')).id;
  const backlog = (await ok(await call('POST', `/api/mechs/${mech}/entries`, { entries: [{ name: 'Pneus' }] }), 'backlog')).list[0].id;
  const service = (await ok(await call('POST', '/api/services', { name: `Service ${label}`, price: 50 }), 'service')).id;
  const product = (await ok(await call('POST', '/api/products', { name: `Pièce ${label}`, price: 20 }), 'product')).id;
  const taxes = (await ok(await call('GET', '/api/taxes'), 'taxes')).list;
  const brand = (await ok(await call('GET', '/api/brands'), 'brands')).items[0].uuid;
  const apiKey = (await ok(await call('POST', '/api/api-keys', { name: `Clé ${label}` }), 'api key')).uuid;
  const features = await ok(await call('GET', '/api/features/setup'), 'features');
  const targetCustomer = (await ok(await call('POST', '/api/customers', { fullname: `Cible ${label}` }), 'target customer')).uuid;
  const targetMech = (await ok(await call('POST', '/api/mechs', { mech: { customerUuid: targetCustomer, metric: { license: `${label}456` } } }), 'target mech')).uuid;
  const targetWorksheet = (
    await ok(await call('POST', '/api/worksheets', { customerUuid: targetCustomer, mechUuid: targetMech, statusId: worksheetStatus }), 'target worksheet')
  ).uuid;
  const targetType = await ok(await call('POST', '/api/equipments', { name: `Cible ${label}`, fields: [{ name: 'Champ', purpose: 'GENERAL' }] }), 'target equipment');
  const target = {
    customer: targetCustomer,
    mech: targetMech,
    backlog: (await ok(await call('POST', `/api/mechs/${targetMech}/entries`, { entries: [{ name: 'Phares' }] }), 'target backlog')).list[0].id,
    worksheet: targetWorksheet,
    equipment: targetType.id,
    field: targetType.fields[0].id,
    line: (await ok(await call('POST', '/api/entries', { worksheetUuid: targetWorksheet, name: 'Freins', price: 10 }), 'target line')).id,
    service: (await ok(await call('POST', '/api/services', { name: `Service cible ${label}`, price: 50 }), 'target service')).id,
    product: (await ok(await call('POST', '/api/products', { name: `Pièce cible ${label}`, price: 20 }), 'target product')).id,
    worksheetStatus: (await ok(await call('POST', '/api/worksheet-status', { name: `Cible ${label}`, group: 'TODO' }), 'target status')).id,
    entryStatus: (await ok(await call('POST', '/api/status', { name: `Cible ${label}`, group: 'TODO' }), 'target entry status')).id,
  };
  return {
    target,
    member,
    customer,
    mech,
    worksheet,
    brand,
    apiKey,
    make,
    model,
    equipment: equipmentType.id,
    field: equipmentType.fields[0].id,
    worksheetStatus,
    entryStatus,
    line,
    backlog,
    service,
    product,
    taxGroup: taxes[0]?.id ?? 1,
    tax: taxes[0]?.taxes[0]?.id ?? 1,
    feature: features[0]?.id ?? 1,
  };
}

/** A valid value for a path parameter of a route, in shop `s` (its target records). */
function pathValue(s: Shop, path: string, name: string): string {
  const r = s.target;
  if (name === 'uuid') {
    if (path.startsWith('/api/customers')) return r.customer;
    if (path.startsWith('/api/mechs')) return r.mech;
    if (path.startsWith('/api/worksheets')) return r.worksheet;
    if (path.startsWith('/api/brands') || path.endsWith('/logo')) return s.brand;
    if (path.startsWith('/api/api-keys')) return s.apiKey;
    return s.member.uuid;
  }
  if (name === 'makeId') return String(s.make);
  if (name === 'fieldId') return String(r.field);
  if (name === 'token') return 'not-a-token';
  if (name === 'country') return 'CA';
  if (name === 'region') return 'QC';
  if (name === 'serialNumber') return '1HGCM82633A004352';
  if (name === 'file') return 'nothing.jpg';
  const byPath: [string, number][] = [
    ['/api/entries', r.line],
    ['/api/services', r.service],
    ['/api/products', r.product],
    ['/api/worksheet-status', r.worksheetStatus],
    ['/api/status', r.entryStatus],
    ['/api/equipments', r.equipment],
    ['/api/taxes', s.tax],
    ['/api/features', s.feature],
  ];
  return String(byPath.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 1);
}

/** A valid body for each route that takes one, in shop `s` (the mutations start from it). */
function validBody(s: Shop, key: string): unknown {
  const address = {
    name: 'Garage',
    street_number: '12',
    address_line_1: 'rue Principale',
    address_line_2: null,
    city: 'Québec',
    region: 'QC',
    country: 'CA',
    postcode: 'G1R 1A1',
  };
  const preferences = {
    dateTime: { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'America/Toronto' },
    language: 'fr-CA',
    currency: 'CAD',
    invoiceStartNumber: 1,
    worksheetStartNumber: 1,
    hourlyRates: { valuePerUnit: 95.5, rateType: 'STANDARD' },
  };
  const mech = {
    serialNumber: null,
    modelYear: 2020,
    make: { id: s.make },
    model: { id: s.model, make: { id: s.make } },
    type: { id: s.equipment },
    metric: { license: 'ABC 123', unit: 'km', mileage_in: 1000, engineHours: 10 },
    fieldValues: [{ equipmentFieldId: s.field, value: 'V8' }],
  };
  const catalogItem = { name: 'Article', code: 'A-1', description: 'Un article', rateType: 'STANDARD', price: 12.5 };
  const status = { name: 'Étape', group: 'TODO' };
  const line = { name: 'Ligne', content: 'Détail', value_measured: 2, price: 10, statusId: s.entryStatus, related_item: { id: s.service } };
  const worksheet = { customerUuid: s.customer, mechUuid: s.mech, technicianUuid: s.member.uuid, statusId: s.worksheetStatus, notes: 'Notes' };
  const timelog = { name: 'Pointage', startTime: '2026/01/05 08:00:00', duration: 1.5, workorderUuid: s.worksheet, entryId: s.line, notes: 'Notes', user: s.member.uuid };
  const bodies: Record<string, unknown> = {
    'POST /api/auth/signin': { username: 'personne@garage.test', password: 'Mauvais!2026' },
    'POST /api/auth/signup': { fullname: 'Nouveau', email: 'nouveau@garage.test', password: STRONG_PASSWORD },
    'POST /api/auth/refresh': { refreshToken: 'r'.repeat(40) },
    'POST /api/auth/logout': { refreshToken: 'r'.repeat(40) },
    'POST /api/auth/resend-verification': { email: 'personne@garage.test' },
    'POST /api/lost-password': { username: 'personne@garage.test' },
    'PUT /api/users/reset-password/{token}': { password: STRONG_PASSWORD },
    'PUT /api/brands/{uuid}': { address, email: 'garage@garage.test', mobile: '418 555-0100' },
    'PUT /api/accounts/preferences': preferences,
    'PUT /api/account/preferences': preferences,
    'POST /api/users/invite': { username: 'invite', fullname: 'Invité', email: 'invite@garage.test', permissionFlags: 'EMPLOYEE' },
    'PATCH /api/users/{uuid}': { fullname: s.member.fullname, permissionFlags: 'FULL_ADMIN' },
    'PUT /api/users/{uuid}': { fullname: s.member.fullname, permissionFlags: 'FULL_ADMIN' },
    'PATCH /api/users/{uuid}/password': { password: STRONG_PASSWORD, password2: STRONG_PASSWORD },
    'POST /api/api-keys': { name: 'Clé', description: 'Pour la compta', expiresAt: null },
    'POST /api/contact': { message: 'Une question sur les factures' },
    'POST /api/nhtsa/makes': { name: 'Marque' },
    'POST /api/nhtsa/{makeId}/models': { name: 'Modèle' },
    'POST /api/exclusions/makes': { makeIds: [s.make] },
    'POST /api/customers': { fullname: 'Client', email: 'client@garage.test', mobile: '418 555-0101', address: { ...address, name: null } },
    'PUT /api/customers/{uuid}': { fullname: 'Client cible', email: 'cible@garage.test', mobile: '418 555-0102', address: { ...address, name: null } },
    'POST /api/equipments': { name: 'Type', fields: [{ name: 'Champ', purpose: 'GENERAL' }] },
    'PUT /api/equipments/{id}': { name: 'Type cible', fields: [{ id: s.target.field, name: 'Champ', purpose: 'GENERAL' }] },
    'POST /api/mechs': { mech: { ...mech, customerUuid: s.customer } },
    'PUT /api/mechs/{uuid}': { mech },
    'POST /api/worksheet-status': status,
    'PATCH /api/worksheet-status/{id}': { ...status, order: 0 },
    'POST /api/status': status,
    'PATCH /api/status/{id}': { ...status, order: 0 },
    'PATCH /api/taxes': { list: [{ id: s.taxGroup, name: 'Taxes', taxes: [{ id: s.tax, name: 'TPS', description: null, rate: 5 }] }] },
    'POST /api/services': catalogItem,
    'PUT /api/services/{id}': { ...catalogItem, code: null },
    'POST /api/products': catalogItem,
    'PUT /api/products/{id}': { ...catalogItem, code: null },
    'POST /api/mechs/{uuid}/entries': { entries: [{ id: s.target.backlog, name: 'Pneus', content: null, type: 'SERVICE', value_measured: 1, price: 10 }] },
    'POST /api/entries': { ...line, worksheetUuid: s.worksheet, type: 'SERVICE' },
    'PATCH /api/entries/{id}': line,
    'POST /api/worksheets': { ...worksheet, pullBacklog: false },
    'PUT /api/worksheets/{uuid}': worksheet,
    'POST /api/timelog': timelog,
    'PUT /api/timelog/{id}': timelog,
    'POST /api/worksheets/{uuid}/clockin': { entryId: s.target.line },
  };
  return bodies[key];
}

/** Another shop's value for a field that names a record (its id or uuid), else undefined. */
function otherShopValue(s: Shop, field: string, current: unknown): unknown {
  const byName: Record<string, unknown> = {
    customerUuid: s.customer,
    mechUuid: s.mech,
    worksheetUuid: s.worksheet,
    technicianUuid: s.member.uuid,
    workorderUuid: s.worksheet,
    entryId: s.line,
    user: s.member.uuid,
    statusId: typeof current === 'number' && current === a.entryStatus ? s.entryStatus : s.worksheetStatus,
    equipmentFieldId: s.field,
    makeIds: [s.make],
  };
  if (field in byName) return byName[field];
  return undefined;
}

/** A minimal value for a JSON schema, for routes without a written body (a new route still gets fuzzed). */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return sample(variants.find((v) => v.type !== 'null') ?? variants[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return false;
  if (schema.format === 'uuid') return a.customer;
  if (schema.format === 'email') return 'x@garage.test';
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Every leaf (and object/array) path of a value, for the per-field mutations. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, i) => paths(item, [...prefix, i]))];
  if (typeof value === 'object' && value !== null) return [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
  return [prefix];
}

function getAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)?.[key], value);
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else target[last] = replacement;
  return copy;
}

const HUGE = 'é'.repeat(70_000);
/** Out-of-range numbers: every number field gets all of them (the bounds the fuzz must catch). */
const NUMBERS = [INT4_OVER, 1e21, -1, 0, 1.5, 2 ** 53 + 2, -INT4_OVER, 99_999_999.01];
/** Text PostgreSQL cannot store, and text over every length limit: every string field gets them. */
const TEXTS = ['\ud800', '\u0000', HUGE];
/** Other malformed values: a seeded few of them per field, to keep the run short. */
const OTHERS = ['NaN', '', true, {}, [], null, '2147483648', '1e21', 'a\udc00b', ' ', '<script>alert(1)</script>', "'; DROP TABLE customers; --", INT4_OVER, 1e21, -1];

function pick<T>(list: T[], count: number, random: () => number): T[] {
  return Array.from({ length: count }, () => list[Math.floor(random() * list.length)]!);
}

/** The malformed versions of one value: by its type, and a seeded few whatever its type. */
function badValues(current: unknown, random: () => number): unknown[] {
  if (typeof current === 'number') return [...NUMBERS, ...pick(OTHERS, 2, random)];
  if (typeof current === 'string') return [...TEXTS, ...pick(OTHERS, 2, random)];
  if (typeof current === 'boolean') return ['true', 1, null, {}];
  if (Array.isArray(current)) return [{}, 'x', null, INT4_OVER, Array.from({ length: 200 }, () => current[0] ?? 1)];
  if (typeof current === 'object' && current !== null) return ['x', [], null, INT4_OVER, { ['\ud800']: 1 }];
  return [INT4_OVER, '\ud800', ...pick(OTHERS, 2, random)];
}

const PATH_VALUES = [String(INT4_OVER), '-1', '0', 'NaN', '1e21', '1.5', '9007199254740993', 'x'.repeat(300), '%ED%A0%80', '%00', '%F0%9F%9A%97', 'null'];
const QUERY_VALUES = [String(INT4_OVER), '1e21', '-1', '0', 'NaN', '', 'x'.repeat(5000), '%ED%A0%80', '%00', '1,2,3', 'TODO,NOPE'];

type Case = { method: string; url: string; auth: boolean; payload?: unknown; rawPayload?: string | Buffer; headers?: Record<string, string> };

/** Every malformed request of one route. */
function casesOf(method: string, path: string, operation: Operation, random: () => number): Case[] {
  const key = `${method} ${path}`;
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const url = (values: Record<string, string> = {}, query = '') =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? encodeURIComponent(pathValue(a, path, name))) + query;
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const multipart = !!operation.requestBody?.content['multipart/form-data'];
  const body = operation.requestBody && !multipart ? (validBody(a, key) ?? sample(jsonSchema)) : undefined;
  // Which requests go without a session: a seeded tenth of them, so both sides are covered
  // (sign-out always goes without: it would end the session the fuzz works with).
  const auth = () => random() >= 0.1 && key !== 'POST /api/auth/logout';
  const cases: Case[] = [];
  const add = (c: Omit<Case, 'auth' | 'method'>) => cases.push({ method, auth: auth(), ...c });

  // The route as it should be called, for reads (totals, reports read what the mutations stored).
  // FUZZ_DEBUG=1 sends it for every route and prints the answer: a route whose valid body is
  // refused is only tested on its first check, so mind it when adding a route below.
  if (method === 'GET' || process.env.FUZZ_DEBUG) add({ url: url(), payload: body });
  // Path parameters: out of range, not numbers, not well-formed, and another shop's record.
  for (const param of pathParams) {
    for (const value of [...PATH_VALUES, encodeURIComponent(pathValue(b, path, param.name))]) add({ url: url({ [param.name]: value }), payload: body });
  }
  // Query parameters, one at a time.
  for (const param of queryParams) {
    const other = param.name.endsWith('Uuid') ? [b.customer, b.mech, b.member.uuid] : [];
    for (const value of [...QUERY_VALUES, ...other]) add({ url: url({}, `?${param.name}=${value}`) });
  }
  if (multipart) {
    const form = fileForm(Buffer.alloc(3000, 9));
    add({ url: url(), rawPayload: form.payload.subarray(0, 1500), headers: form.headers });
    add({ url: url(), rawPayload: form.payload, headers: { 'content-type': 'multipart/form-data' } });
    add({ url: url(), rawPayload: form.payload, headers: { 'content-type': 'multipart/form-data; boundary=nope' } });
    add({ url: url(), payload: { file: 'x' } });
  }
  if (body === undefined) {
    if (method !== 'GET' && method !== 'DELETE') add({ url: url(), payload: { unexpected: '\ud800' } });
    return cases;
  }
  // Whole bodies that are not what the route reads.
  for (const whole of [[], 'text', 42, null, {}, [body]]) add({ url: url(), payload: whole });
  add({ url: url(), rawPayload: '{"broken": ', headers: { 'content-type': 'application/json' } });
  add({ url: url(), rawPayload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  add({ url: url(), rawPayload: '"\\ud800"', headers: { 'content-type': 'application/json' } });
  // Field by field: missing, malformed, and another shop's record where the field names one.
  for (const at of paths(body).filter((p) => p.length > 0)) {
    const current = getAt(body, at);
    add({ url: url(), payload: setAt(body, at, undefined, true) });
    for (const value of badValues(current, random)) add({ url: url(), payload: setAt(body, at, value) });
    const field = String(at[at.length - 1]);
    const other = field === 'id' ? otherIdFor(at) : otherShopValue(b, field, current);
    if (other !== undefined) add({ url: url(), payload: setAt(body, at, other) });
  }
  // A few seeded combinations: two fields malformed at once.
  const leaves = paths(body).filter((p) => p.length > 0);
  for (let i = 0; i < Math.min(5, leaves.length); i += 1) {
    const first = leaves[Math.floor(random() * leaves.length)]!;
    const second = leaves[Math.floor(random() * leaves.length)]!;
    const one = badValues(getAt(body, first), random);
    const two = badValues(getAt(body, second), random);
    let payload = setAt(body, first, one[Math.floor(random() * one.length)]);
    const parent = getAt(payload, second.slice(0, -1));
    if (typeof parent === 'object' && parent !== null) payload = setAt(payload, second, two[Math.floor(random() * two.length)]);
    add({ url: url(), payload });
  }
  return cases;

  /** Another shop's id for an `id` field, by the object that holds it. */
  function otherIdFor(at: (string | number)[]): unknown {
    const holder = at
      .slice(0, -1)
      .filter((k) => typeof k === 'string')
      .pop();
    if (holder === 'fields' && key.startsWith('PUT')) return b.target.field;
    const byHolder: Record<string, number> = {
      make: b.make,
      model: b.model,
      type: b.equipment,
      fields: b.field,
      entries: b.target.backlog,
      related_item: b.service,
      list: b.taxGroup,
      taxes: b.tax,
    };
    return holder ? byHolder[holder] : undefined;
  }
}

/** What the other shop's owner sees of their records (the fuzz must change none of it). */
async function snapshotOf(s: Shop) {
  const urls = [
    `/api/customers/${s.customer}`,
    `/api/mechs/${s.mech}`,
    `/api/worksheets/${s.worksheet}`,
    `/api/worksheets/${s.worksheet}/entries`,
    `/api/mechs/${s.mech}/entries`,
    `/api/services/${s.service}`,
    `/api/products/${s.product}`,
    `/api/equipments/${s.equipment}`,
    '/api/worksheet-status',
    '/api/status',
    '/api/taxes',
    '/api/brands',
    '/api/api-keys',
    '/api/accounts',
    '/api/users',
    `/api/nhtsa/${s.make}/models`,
  ];
  const answers: Record<string, unknown> = {};
  for (const url of urls) {
    const response = await t.app.inject({ method: 'GET', url, headers: s.member.auth });
    answers[url] = { status: response.statusCode, body: response.json() };
  }
  return answers;
}

beforeAll(async () => {
  t = await createTestApp(
    { signupLimitPerHour: 1000 },
    {
      extraRoutes: (app) => {
        app.addHook('onError', async (request, _reply, error) => {
          handled.set(String(request.id), error as FastifyError & { cause?: { code?: string } });
        });
      },
    },
  );
  a = await seedShop('A');
  b = await seedShop('B');
}, 120_000);
afterAll(() => t?.close());

describe('fuzz: malformed requests derived from the OpenAPI document', () => {
  it('never answers 5xx, answers every 4xx with the error object, and never leaves a bound to the database', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const random = seeded(SEED);
    const cases = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    // Reads first, deletions last: the writes in between still find the records they name.
    const order = (m: string) => (m === 'GET' ? 0 : m === 'DELETE' ? 2 : 1);
    cases.sort((x, y) => order(x.method) - order(y.method));
    const before = await snapshotOf(b);
    const failures: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    let dataExceptions = 0;
    const started = Date.now();
    const timing: [string, number, number][] = [];
    const lostSession: string[] = [];
    for (const { path, method, operation } of cases) {
      const routeStart = Date.now();
      const routeCases = casesOf(method, path, operation, random);
      for (const c of routeCases) {
        const headers: Record<string, string> = { ...(c.auth ? a.member.auth : {}), ...c.headers };
        const response = await t.app.inject({
          method: c.method as InjectOptions['method'],
          url: c.url,
          headers,
          ...(c.rawPayload !== undefined
            ? { payload: c.rawPayload }
            : c.payload !== undefined
              ? { payload: JSON.stringify(c.payload), headers: { ...headers, 'content-type': 'application/json' } }
              : {}),
        });
        requests += 1;
        if (process.env.FUZZ_DEBUG && c === routeCases[0]) console.log('valid request', response.statusCode, c.method, c.url, response.body.slice(0, 160));
        const what = `${c.method} ${c.url.slice(0, 120)} ${c.auth ? '' : '(no session) '}${JSON.stringify(c.payload ?? c.rawPayload?.toString().slice(0, 60))?.slice(0, 200)}`;
        const correlationId = String(response.headers['x-correlation-id'] ?? '');
        const error = handled.get(correlationId);
        const sqlstate = error?.cause?.code ?? (error as { code?: string } | undefined)?.code;
        if (response.statusCode >= 500) {
          serverErrors += 1;
          failures.push(`${response.statusCode} ${what}: ${error?.message ?? response.body.slice(0, 200)}`);
          continue;
        }
        if (typeof sqlstate === 'string' && /^22/.test(sqlstate)) {
          dataExceptions += 1;
          failures.push(`database refused (SQLSTATE ${sqlstate}) ${what}`);
        }
        if (response.statusCode >= 400) {
          const problem = errorObjectProblem(response, correlationId);
          if (problem) failures.push(`${response.statusCode} ${what}: ${problem}`);
        }
      }
      timing.push([`${method} ${path}`, routeCases.length, Date.now() - routeStart]);
      // A route that ended the fuzz's own session (a password change, a role change) would leave
      // every later route tested signed out only: sign in again and say which one it was.
      const validate = await t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: a.member.auth });
      if (validate.statusCode !== 200) {
        lostSession.push(`${method} ${path}`);
        a.member = { ...a.member, ...(await sessionOf(t, a.member.email, a.member.password)) };
      }
    }
    if (process.env.FUZZ_DEBUG) console.log('slowest routes', timing.sort((x, y) => y[2] - x[2]).slice(0, 15));
    const after = await snapshotOf(b);
    console.log(
      `fuzz: ${requests} requests over ${cases.length} routes, ${serverErrors} 5xx, ${dataExceptions} database data exceptions, ` +
        `${failures.length} failures, ${Date.now() - started} ms; session ended by: ${lostSession.join(', ') || 'none'}`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
    expect(requests).toBeGreaterThan(1500);
    // Another shop's ids in every place: nothing of that shop changed.
    expect(after).toEqual(before);
  }, 240_000);
});

/** Why an answer is not the error object, or null when it is. */
function errorObjectProblem(response: LightMyRequestResponse, correlationId: string): string | null {
  if (!/^application\/json/.test(String(response.headers['content-type']))) return `content-type ${response.headers['content-type']}`;
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return 'not JSON';
  }
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'correlationId,details,message,timestamp,type') return `keys ${keys}`;
  if (!(ERROR_CODES as readonly string[]).includes(String(body.message))) return `code ${String(body.message)}`;
  if (body.type !== errorTypeForStatus(response.statusCode)) return `type ${String(body.type)}`;
  const details = body.details as { field: unknown; message: unknown }[];
  if (!Array.isArray(details) || details.some((d) => typeof d.field !== 'string' || !(ERROR_CODES as readonly string[]).includes(String(d.message)))) {
    return `details ${JSON.stringify(details).slice(0, 200)}`;
  }
  if (body.correlationId !== correlationId || !correlationId) return 'correlation id';
  return null;
}
