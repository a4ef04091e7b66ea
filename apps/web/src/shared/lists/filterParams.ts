/**
 * The address after `changes` to a list's filters: each filter under its own parameter name
 * (`names`), removed when null/undefined/''; the page is dropped (other filters show other rows).
 * Pure, so the lists' hooks share it and it is tested without a router.
 */
export function withFilterChanges<F extends object>(current: URLSearchParams, changes: Partial<F>, names: { readonly [K in keyof F]: string }): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes) as [keyof F, unknown][]) {
    const name = names[key];
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  next.delete('page');
  return next;
}
