/** Customer constants (zod-free: the customer list imports them without bringing the Zod schemas along). */

/** The columns GET /api/customers sorts on. */
export const CUSTOMER_SORTS = ['fullname', 'createdAt', 'email', 'mobile'] as const;
