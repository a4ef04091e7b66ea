/**
 * Display and input rules of shell spec §5, shared by the server (normalising what it stores)
 * and the web app (formatting as the user types). Zod-free.
 */

/** Postcode: a Canadian 6-character code is uppercased and spaced 3+3; 5 digits stay; 9 digits become 5-4. */
export function formatPostcode(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (/^\d{5}$/.test(compact)) return compact;
  if (/^\d{9}$/.test(compact)) return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return value.trim().toUpperCase();
}

/** Phone display: up to 3 digits plain; up to 6 '123 456'; up to 10 '123 456-7890'; more '+1 234 567-8901'. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  if (digits.length <= 10) return `${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`;
  const country = digits.slice(0, digits.length - 10);
  const rest = digits.slice(-10);
  return `+${country} ${rest.slice(0, 3)} ${rest.slice(3, 6)}-${rest.slice(6)}`;
}
