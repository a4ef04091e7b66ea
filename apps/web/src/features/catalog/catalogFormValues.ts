import { productBodySchema, serviceBodySchema, type CatalogItem, type CatalogKind } from '@atelier/contracts/catalog';
import { z } from 'zod';
import { zodFormValidator } from '../../shared/forms/zodFormValidator';

export interface CatalogFormValues {
  name: string;
  code: string;
  description: string;
  /** What the price box holds: '' when empty, a string while being typed. */
  price: number | string;
}

export const CATALOG_FORM_FIELDS = ['name', 'code', 'description', 'price'] as const;

/** The body of POST/PUT /api/services and /api/products. */
export interface CatalogItemInput {
  name: string;
  code: string | null;
  description: string | null;
  price: number | null;
  rateType: 'STANDARD';
}

export function catalogFormValues(item: CatalogItem | null): CatalogFormValues {
  return { name: item?.name ?? '', code: item?.code ?? '', description: item?.description ?? '', price: item?.price ?? '' };
}

/** The price typed, as a number; null when the box is empty. */
export function priceOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export function toCatalogInput(values: CatalogFormValues): CatalogItemInput {
  return {
    name: values.name.trim(),
    code: values.code.trim() || null,
    description: values.description.trim() || null,
    price: priceOf(values.price),
    rateType: 'STANDARD',
  };
}

/** A product's empty price box says what is missing (catalog.form.priceRequired), then the contract's price rules apply. */
const productFormSchema = productBodySchema.extend({
  price: z
    .unknown()
    .refine((price) => price !== null, 'catalog.form.priceRequired')
    .pipe(productBodySchema.shape.price),
});

const catalogFormOptions = {
  toInput: toCatalogInput,
  // The code's only rule is its length: the form words it so.
  messages: { code: { ERR_VALIDATION: 'catalog.form.codeTooLong' } },
};

/**
 * The contract's rules, checked before sending (translation keys, as the form shows them): name
 * required, code up to 40 characters, price from 0 with two decimals at most, required for a
 * product (a service without one is priced at the hourly rate, workshop §5).
 */
export const catalogFormValidators = {
  SERVICE: zodFormValidator<CatalogFormValues>(serviceBodySchema, catalogFormOptions),
  PRODUCT: zodFormValidator<CatalogFormValues>(productFormSchema, catalogFormOptions),
} satisfies Record<CatalogKind, unknown>;

export function validateCatalogForm(values: CatalogFormValues, kind: CatalogKind): Partial<Record<(typeof CATALOG_FORM_FIELDS)[number], string>> {
  return catalogFormValidators[kind](values);
}
