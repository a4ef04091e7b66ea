// Invoice constants without zod: the customer's public page reads them without the schemas.

/** Payment terms when a draft sets no due date: the due date printed is the issue date + this. */
export const DEFAULT_DUE_DAYS = 30;
