// Zod-free: read by the account preferences' schema and by the signed-in shell.

/** A work-order number prefix: 1 to 6 capital letters or digits ('BT', 'WO', 'GT2'). */
export const WORKSHEET_PREFIX_PATTERN = /^[A-Z0-9]{1,6}$/;

/** The prefix a shop starts with, from its language: 'WO' (work order) in English, 'BT' (bon de travail) otherwise. */
export function defaultWorksheetPrefix(language: string | null | undefined): string {
  return language === 'en' ? 'WO' : 'BT';
}
