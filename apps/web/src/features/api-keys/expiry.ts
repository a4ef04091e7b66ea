export const EXPIRY_CHOICES = ['never', 'd30', 'd90', 'y1', 'custom'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar date as the value of an <input type="date">. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day a custom expiry may be (tomorrow): a key that expires today is of no use. */
export function minExpiryDate(now: Date = new Date()): string {
  return toDateInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/**
 * The instant sent as expiresAt: null for "never", a number of days from now, or the end of the
 * chosen day in the browser's timezone (so "June 30" still works all of June 30).
 */
export function expiryInstant(choice: ExpiryChoice, customDate: string, now: Date = new Date()): string | null {
  switch (choice) {
    case 'never':
      return null;
    case 'd30':
    case 'd90':
    case 'y1': {
      const days = choice === 'd30' ? 30 : choice === 'd90' ? 90 : 365;
      return new Date(now.getTime() + days * 86_400_000).toISOString();
    }
    case 'custom': {
      const [year, month, day] = customDate.split('-').map(Number);
      if (!year || !month || !day) return null;
      return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
    }
  }
}

/** Translation key of the problem with a custom date, or null. */
export function validateCustomExpiry(customDate: string, now: Date = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(customDate)) return 'error.ERR_INVALID_DATE';
  return customDate < minExpiryDate(now) ? 'error.ERR_INVALID_DATE' : null;
}
