import type { ApiError, Customer, VinDecode } from '@atelier/contracts';
import type { StatusGroup } from '@atelier/contracts/statuses';

/** The page's sections, in order: each has `designShowcase.sections.<id>.{title,usedIn}` and an anchor `ui-<id>`. */
export const SHOWCASE_SECTIONS = ['buttons', 'inputs', 'vin', 'money', 'badges', 'lists', 'overlays', 'notifications', 'errors', 'empty'] as const;
export type ShowcaseSection = (typeof SHOWCASE_SECTIONS)[number];

/** The element id of a section's card (the contents link to it). */
export const sectionAnchor = (id: ShowcaseSection) => `ui-${id}`;

/** A real VIN (2003 Honda Accord) whose 9th character is its check digit, and the same VIN with a wrong one. */
export const SAMPLE_VIN = '1HGCM82633A004352';
export const SAMPLE_VIN_BAD_CHECK_DIGIT = '1HGCM82653A004352';

/** What GET /api/vin/{vin} answers for SAMPLE_VIN (the showcase calls no server). */
export function sampleVinDecode(serialNumber: string, checkDigitValid: boolean): VinDecode {
  return {
    serialNumber,
    modelYear: 2003,
    make: { id: 474, name: 'HONDA' },
    model: { id: 1861, name: 'Accord', make: { id: 474, name: 'HONDA' } },
    makeName: 'HONDA',
    modelName: 'Accord',
    trim: 'EX-V6',
    bodyStyle: 'Coupe',
    fuelType: 'Gasoline',
    warnings: checkDigitValid ? [] : ['check digit'],
    checkDigitValid,
  };
}

/** Work-order statuses as a shop names them, two per group (the demo shop's kind). */
export const SAMPLE_STATUSES: readonly { key: string; group: StatusGroup }[] = [
  { key: 'waiting', group: 'TODO' },
  { key: 'todo', group: 'TODO' },
  { key: 'inProgress', group: 'IN_PROGRESS' },
  { key: 'parts', group: 'IN_PROGRESS' },
  { key: 'done', group: 'DONE' },
  { key: 'delivered', group: 'DONE' },
];

/** A fixed instant, so the alert reads the same on every visit (and in the screenshots). */
const SAMPLE_TIMESTAMP = '2026-11-24T14:32:05.000Z';

/** The error object (shell spec §3) of a failed call, as the server sends it. */
export const SAMPLE_SERVER_ERROR: ApiError = {
  type: 'SERVER',
  message: 'ERR_INTERNAL',
  details: [],
  correlationId: '7f3c9a2e-41b8-4d0f-9c55-2b1e8d6a0f14',
  timestamp: SAMPLE_TIMESTAMP,
};

export const SAMPLE_VALIDATION_ERROR: ApiError = {
  type: 'VALIDATION',
  message: 'ERR_VALIDATION',
  details: [
    { field: 'fullname', message: 'ERR_FULLNAME_REQUIRED' },
    { field: 'email', message: 'ERR_INVALID_EMAIL' },
  ],
  correlationId: 'b41d07e9-3a62-4f1c-8e2d-95c0a7f36b28',
  timestamp: SAMPLE_TIMESTAMP,
};

/** A refused action no form shows (ERR_NO_ENTRIES: nothing to invoice). */
export const SAMPLE_ACTION_ERROR: ApiError = { ...SAMPLE_SERVER_ERROR, type: 'VALIDATION', message: 'ERR_NO_ENTRIES' };

type SampleCustomer = Pick<Customer, 'uuid' | 'fullname' | 'mobile' | 'email'> & { city: string };

/** Three customers of a Québec shop, for the short table. */
export const SAMPLE_CUSTOMERS: readonly SampleCustomer[] = [
  { uuid: 'sample-1', fullname: 'Marie Tremblay', mobile: '5145550142', email: 'marie.tremblay@exemple.ca', city: 'Montréal' },
  { uuid: 'sample-2', fullname: 'Jean-François Gagnon', mobile: '4185550187', email: 'jf.gagnon@exemple.ca', city: 'Québec' },
  { uuid: 'sample-3', fullname: 'Nadia Bouchard', mobile: '8195550123', email: 'nadia.bouchard@exemple.ca', city: 'Sherbrooke' },
];

/** Amounts shown in the shop's currency: a line, a large invoice, zero and a refund. */
export const SAMPLE_AMOUNTS: readonly number[] = [95, 1234.5, 0, -42.1];

/** A list query in one state, as ListBody reads a TanStack Query result. */
export function sampleListQuery(state: 'loading' | 'error' | 'loaded', refetch: () => void) {
  return { isPending: state === 'loading', isError: state === 'error', data: state === 'loaded' ? [] : undefined, refetch };
}
