import { CATALOG_CODE_MAX, CATALOG_PRICE_MAX, type CatalogItem, type CatalogKind } from '@atelier/contracts/catalog';

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

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * The server's rules, checked before sending (translation keys, as the form shows them): name
 * required, code up to 40 characters, price from 0 with two decimals at most, required for a
 * product (a service without one is priced at the hourly rate, workshop §5).
 */
export function validateCatalogForm(values: CatalogFormValues, kind: CatalogKind): Partial<Record<(typeof CATALOG_FORM_FIELDS)[number], string>> {
  const errors: Partial<Record<(typeof CATALOG_FORM_FIELDS)[number], string>> = {};
  if (!values.name.trim()) errors.name = 'error.ERR_NAME_REQUIRED';
  if (values.code.trim().length > CATALOG_CODE_MAX) errors.code = 'catalog.form.codeTooLong';
  const price = priceOf(values.price);
  if (price === null) {
    if (kind === 'PRODUCT') errors.price = 'catalog.form.priceRequired';
  } else if (!Number.isFinite(price) || price < 0 || price > CATALOG_PRICE_MAX || !hasAtMostTwoDecimals(price)) {
    errors.price = 'error.ERR_INVALID_PRICE';
  }
  return errors;
}
