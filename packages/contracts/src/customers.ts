import { z } from 'zod';
import { listSearchQuery, pagedListSchema, paginationQuerySchema } from './pagination.js';
import { addressSchema } from './brands.js';
import { COUNTRIES } from './geo.js';
import { CUSTOMER_SORTS } from './customer-constants.js';

/** A stored address of a customer (shell spec §3 Address) with its own uuid. */
export const customerAddressSchema = addressSchema.extend({ uuid: z.uuid() });
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/**
 * Customer (workshop spec §3). `mobile` holds the digits as stored; the web app formats them
 * with formatPhone (§5). `address` is the billing address, `addresses` every address.
 */
export const customerSchema = z.object({
  uuid: z.uuid(),
  fullname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  address: customerAddressSchema.nullable(),
  addresses: z.array(customerAddressSchema),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'ERR_VALIDATION')
    .nullish()
    .transform((v) => v || null);

/** A customer's billing address: everything optional but the country, once an address is sent. */
export const customerAddressInputSchema = z.object({
  type: z.literal('BILLING').default('BILLING'),
  name: optionalText(120),
  street_number: optionalText(20),
  address_line_1: optionalText(200),
  address_line_2: optionalText(200),
  city: optionalText(120),
  region: optionalText(120),
  country: z.enum(COUNTRIES, 'ERR_INVALID_COUNTRY'),
  postcode: optionalText(12),
});
export type CustomerAddressInput = z.infer<typeof customerAddressInputSchema>;

/** Mobile digits: what was typed without spaces, dashes, brackets or '+'. */
export const mobileDigits = (value: string) => value.replace(/\D/g, '');

/** Optional mobile: any usual phone punctuation, 7 to 15 digits; '' or null means none. */
export const mobileSchema = z
  .string({ error: 'ERR_INVALID_MOBILE' })
  .trim()
  .max(30, 'ERR_INVALID_MOBILE')
  .regex(/^[+\d\s().-]*$/, 'ERR_INVALID_MOBILE')
  .transform(mobileDigits)
  .refine((digits) => digits === '' || (digits.length >= 7 && digits.length <= 15), 'ERR_INVALID_MOBILE')
  .nullish()
  .transform((v) => v || null);

export const emailSchema = z
  .string({ error: 'ERR_INVALID_EMAIL' })
  .trim()
  .toLowerCase()
  .max(254, 'ERR_INVALID_EMAIL')
  .pipe(z.union([z.literal(''), z.email('ERR_INVALID_EMAIL')]))
  .nullish()
  .transform((v) => v || null);

/**
 * POST /api/customers and PUT /api/customers/{uuid}: full name required; email, mobile and
 * billing address optional (null clears them on PUT; an absent address is kept). A body with
 * no detail at all is refused as a whole with ERR_CUSTOMER_DETAILS_REQUIRED (see
 * hasCustomerDetails).
 */
export const customerBodySchema = z.object({
  fullname: z.string({ error: 'ERR_FULLNAME_REQUIRED' }).trim().min(1, 'ERR_FULLNAME_REQUIRED').max(120, 'ERR_VALIDATION'),
  email: emailSchema,
  mobile: mobileSchema,
  address: customerAddressInputSchema.nullish(),
});
export type CustomerBody = z.infer<typeof customerBodySchema>;

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isBlank));

/** False for a body that carries no customer detail at all (nothing, {}, only blank fields). */
export function hasCustomerDetails(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { fullname, email, mobile, address } = body as Record<string, unknown>;
  return ![fullname, email, mobile, address].every(isBlank);
}

export { CUSTOMER_SORTS };

/** GET /api/customers — paginated, sorted on the server, searched by name, email or mobile digits. */
export const customerListQuerySchema = paginationQuerySchema.extend({
  q: listSearchQuery(),
  sort: z.enum(CUSTOMER_SORTS).default('fullname'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListSchema = pagedListSchema(customerSchema);

export const customerParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND') });
export const customerAddressListSchema = z.object({ items: z.array(customerAddressSchema) });
export const deleteCustomerResultSchema = z.object({ uuid: z.uuid() });
