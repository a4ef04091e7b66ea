import { accountPreferencesSchema } from '@atelier/contracts';

/** The shop's limit after which the server closes a forgotten clock (issue 13), as PUT /api/account/preferences checks it. */
const hoursSchema = accountPreferencesSchema.shape.timelogAutoCloseHours;

export const AUTO_CLOSE_MIN = hoursSchema.minValue ?? 1;
export const AUTO_CLOSE_MAX = hoursSchema.maxValue ?? 24;

/**
 * The number box's value (a number, or the text Mantine leaves while it is empty or being typed)
 * → the hours to save, or null when they are not whole hours within the bounds.
 */
export function autoCloseHours(value: number | string): number | null {
  const hours = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return hoursSchema.safeParse(hours).success ? hours : null;
}
