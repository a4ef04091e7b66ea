/** Vehicle constants of workshop §3 and §9 (zod-free: the web app's pages import them freely). */
export const EQUIPMENT_PURPOSES = ['GENERAL', 'MILEAGE', 'ENGINE_HOURS', 'RUNTIME', 'REGISTRATION', 'SERIAL_NUMBER', 'MAKE_MODEL_YEAR'] as const;
export type EquipmentPurpose = (typeof EQUIPMENT_PURPOSES)[number];

/** Make sources; lists show USER makes before SYSTEM ones (§9). */
export const MAKE_SOURCES = ['USER', 'SYSTEM'] as const;
export type MakeSource = (typeof MAKE_SOURCES)[number];

export const ENTRY_TYPES = ['SERVICE', 'PRODUCT'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const MILEAGE_UNITS = ['km', 'mi'] as const;
export type MileageUnit = (typeof MILEAGE_UNITS)[number];

/** Year list: the current year and the 50 previous ones (§5, §9: 51 values). */
export const MODEL_YEAR_COUNT = 51;
/** The server accepts older vehicles than the list offers (a VIN may decode to 1981). */
export const MODEL_YEAR_MIN = 1900;

export function modelYearOptions(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: MODEL_YEAR_COUNT }, (_, i) => current - i);
}

/** Vehicle drawer width (§5, §9). */
export const DRAWER_MIN_WIDTH = 280;
export const DRAWER_MAX_RATIO = 0.9;
export const DRAWER_DEFAULT_WIDTH = 640;
export const DRAWER_SLIDE_MS = 320;
export const DRAWER_BACKDROP_MS = 150;

type NamedRef = { name: string } | null | undefined;

/**
 * Display name (§3): year + make + model, or 'year type - UNKNOWN' when make and model are
 * absent. `unknown` is the translated word; missing parts are skipped.
 */
export function mechDisplayName(
  mech: { modelYear?: number | null; make?: NamedRef; model?: (NamedRef & { make?: NamedRef }) | null; type?: NamedRef },
  unknown = 'UNKNOWN',
): string {
  const make = mech.model?.make?.name ?? mech.make?.name;
  const model = mech.model?.name;
  const year = mech.modelYear ? String(mech.modelYear) : '';
  if (make || model) return [year, make, model].filter(Boolean).join(' ');
  const known = [year, mech.type?.name].filter(Boolean).join(' ');
  return known ? `${known} - ${unknown}` : unknown;
}

/** A line's (entry's) name: at most this many characters (the API refuses more, the inputs stop there). */
export const ENTRY_NAME_MAX_LENGTH = 200;
