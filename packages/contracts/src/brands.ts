import { z } from 'zod';

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
