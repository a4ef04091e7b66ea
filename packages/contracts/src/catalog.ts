import { z } from 'zod';
import { coercedIntId, isWholeCents, MONEY_MAX, optionalText } from './bounds.js';
import { listSearchQuery, pageEnvelopeSchema, paginationQuerySchema } from './pagination.js';

/** Catalogue (workshop §3 "Catalogue service or product", §7 "GET /services", "GET /products"). */
export const CATALOG_KINDS = ['SERVICE', 'PRODUCT'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const CATALOG_RATE_TYPES = ['STANDARD'] as const;
export const CATALOG_CODE_MAX = 40;
export const CATALOG_NAME_MAX = 200;
export const CATALOG_DESCRIPTION_MAX = 2000;
export const CATALOG_PRICE_MAX = MONEY_MAX;

/** One price of an item: §3 "prices list [{price{id}}]"; the id is the item's (one STANDARD price each). */
export const catalogPriceSchema = z.object({
  price: z.object({ id: z.number().int(), valuePerUnit: z.number(), rateType: z.enum(CATALOG_RATE_TYPES) }),
});

export const catalogItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOG_KINDS),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  /** null: a service priced at the hourly rate on the work order (§5). */
  price: z.number().nullable(),
  rateType: z.enum(CATALOG_RATE_TYPES),
  prices: z.array(catalogPriceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

/** Minimum 0, at most two decimals (cents), below 100 million. */
export const catalogPriceValueSchema = z
  .number({ error: 'ERR_INVALID_PRICE' })
  .min(0, 'ERR_INVALID_PRICE')
  .max(CATALOG_PRICE_MAX, 'ERR_INVALID_PRICE')
  .refine(isWholeCents, 'ERR_INVALID_PRICE');

const baseBody = {
  name: z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(CATALOG_NAME_MAX, 'ERR_VALIDATION'),
  code: optionalText(CATALOG_CODE_MAX),
  description: optionalText(CATALOG_DESCRIPTION_MAX),
  rateType: z.enum(CATALOG_RATE_TYPES, 'ERR_VALIDATION').default('STANDARD'),
};

/** POST /api/services, PUT /api/services/{id}: a service may go without a price (priced at the hourly rate). */
export const serviceBodySchema = z.object({
  ...baseBody,
  price: catalogPriceValueSchema.nullish().transform((v) => v ?? null),
});

/** POST /api/products, PUT /api/products/{id}: a part is always sold at its own price. */
export const productBodySchema = z.object({ ...baseBody, price: catalogPriceValueSchema });

export type CatalogItemBody = { name: string; code: string | null; description: string | null; rateType: 'STANDARD'; price: number | null };

export const CATALOG_SORTS = ['name', 'code', 'price'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** GET /api/services, GET /api/products: paged, searched by name, code or description, sorted by name by default. */
export const catalogListQuerySchema = paginationQuerySchema.extend({
  q: listSearchQuery(),
  sort: z.enum(CATALOG_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type CatalogListQuery = z.infer<typeof catalogListQuerySchema>;

/** §7: "response data.list". */
export const catalogListSchema = z.object({ list: z.array(catalogItemSchema), ...pageEnvelopeSchema.shape });
export type CatalogList = z.infer<typeof catalogListSchema>;

export const catalogParamsSchema = z.object({
  id: coercedIntId(),
});
export const deletedCatalogItemSchema = z.object({ id: z.number().int() });
