import type { CodeVerifyResult, Hold } from '@atelier/contracts/booking';

/** What the customer has chosen so far; kept whole when going back and forth between steps. */
export type Draft = {
  services: number[];
  addons: number[];
  fullname: string;
  email: string;
  mobile: string;
  /** The honeypot: people never see it; a bot that fills it is refused by the server. */
  website: string;
  /** From codes/verify: links the booking to the customer; `verifiedEmail` is the address it proves. */
  identity: string | null;
  verifiedEmail: string | null;
  vehicles: CodeVerifyResult['vehicles'];
  date: string | null;
  hold: Hold | null;
  /** The services the hold was made for (a change of services or add-ons needs a new hold). */
  heldServices: string;
  /** Local time (ms) the hold ends: measured on this clock from the answer, whatever the device's clock says. */
  heldUntil: number;
  vehicleKind: 'mine' | 'vin' | 'model';
  mechUuid: string | null;
  vin: string;
  make: string;
  model: string;
  year: string;
  license: string;
  notes: string;
};

export const emptyDraft: Draft = {
  services: [],
  addons: [],
  fullname: '',
  email: '',
  mobile: '',
  website: '',
  identity: null,
  verifiedEmail: null,
  vehicles: [],
  date: null,
  hold: null,
  heldServices: '',
  heldUntil: 0,
  vehicleKind: 'vin',
  mechUuid: null,
  vin: '',
  make: '',
  model: '',
  year: '',
  license: '',
  notes: '',
};

/** A VIN: 17 characters, digits and capital letters except I, O and Q (contracts' vin.ts, which the widget cannot import: it holds a schema). */
export const VIN_FORMAT = /^[A-HJ-NPR-Z0-9]{17}$/;
/** Characters a VIN can never hold, shown at once while typing. */
export const VIN_BAD_CHAR = /[^A-HJ-NPR-Z0-9]/;

export const allServices = (draft: Draft) => [...draft.services, ...draft.addons];
export const serviceKey = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

/** The vehicle of the booking body, or null while the step is incomplete. */
export function bookingVehicle(draft: Draft) {
  const license = draft.license.trim() || null;
  if (draft.vehicleKind === 'mine') return draft.mechUuid ? { mechUuid: draft.mechUuid } : null;
  if (draft.vehicleKind === 'vin') return VIN_FORMAT.test(draft.vin) ? { vin: draft.vin, license } : null;
  const year = draft.year.trim() ? Number(draft.year) : null;
  if (!draft.make.trim() || !draft.model.trim() || (year !== null && !(Number.isInteger(year) && year >= 1900 && year <= 2100))) return null;
  return { make: draft.make.trim(), model: draft.model.trim(), year, license };
}
