import { z } from 'zod';
import { COUNTRIES } from './geo.js';

/** Address (shell spec §3), default type BILLING. */
export const addressSchema = z.object({
  type: z.string().default('BILLING'),
  name: z.string().nullable(),
  street_number: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  postcode: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** Brand / workspace (shell spec §3). */
export const brandSchema = z.object({
  uuid: z.uuid(),
  logo: z.string().nullable(),
  address: addressSchema.nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

const required = (max: number) => z.string({ error: 'ERR_REQUIRED' }).trim().min(1, 'ERR_REQUIRED').max(max, 'ERR_VALIDATION');

/**
 * A shop address as saved (setup step 2, workspace profile): street_number, address_line_1, city,
 * region, country, postcode and name are all required (shell spec §5); the country is one of §5's.
 */
export const addressInputSchema = z.object({
  type: z.literal('BILLING').default('BILLING'),
  name: required(120),
  street_number: required(20),
  address_line_1: required(200),
  address_line_2: z
    .string()
    .trim()
    .max(200, 'ERR_VALIDATION')
    .nullish()
    .transform((v) => v || null),
  city: required(120),
  region: required(120),
  country: z.enum(COUNTRIES, 'ERR_INVALID_COUNTRY'),
  postcode: required(12),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** PUT /api/brands/{uuid} (shell spec §7: brand with address). The logo is uploaded apart. */
export const updateBrandBodySchema = z.object({
  address: addressInputSchema,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('ERR_INVALID_EMAIL'))
    .nullish()
    .or(z.literal('').transform(() => null)),
  mobile: z
    .string()
    .trim()
    .max(30, 'ERR_INVALID_MOBILE')
    .regex(/^[+\d\s().-]*$/, 'ERR_INVALID_MOBILE')
    .nullish(),
});
export type UpdateBrandBody = z.infer<typeof updateBrandBodySchema>;

export const brandParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND') });
export const brandListSchema = z.object({ items: z.array(brandSchema) });
