import {
  accountPreferencesSchema,
  priceSchema,
  taxGroupsBodySchema,
  type AccountPreferences,
  type TaxGroup,
  type TaxGroupsBody,
  type UpdatePreferencesBody,
} from '@atelier/contracts';
import { z } from 'zod';
import { numberBox, zodFormValidator } from '../../shared/forms/zodFormValidator';

export interface TaxFormRow {
  /** React key: stable for a stored tax, made up for a new one. */
  key: string;
  id?: number;
  name: string;
  description: string;
  rate: number | string;
}

export interface TaxGroupFormRow {
  key: string;
  id?: number;
  name: string;
  taxes: TaxFormRow[];
}

export interface InvoicingFormValues {
  hourlyRate: number | string;
  invoiceStartNumber: number | string;
  /** Named like the PATCH body, so the server's error paths (list.0.taxes.1.rate) are the form's. */
  list: TaxGroupFormRow[];
}

let newRows = 0;
const newKey = () => `new-${++newRows}`;

export function taxGroupRows(groups: TaxGroup[]): TaxGroupFormRow[] {
  return groups.map((group) => ({
    key: `group-${group.id}`,
    id: group.id,
    name: group.name,
    taxes: group.taxes.map((tax) => ({ key: `tax-${tax.id}`, id: tax.id, name: tax.name, description: tax.description ?? '', rate: tax.rate })),
  }));
}

export function invoicingFormValues(preferences: AccountPreferences, groups: TaxGroup[]): InvoicingFormValues {
  return {
    hourlyRate: preferences.hourlyRates.valuePerUnit,
    invoiceStartNumber: preferences.invoiceStartNumber,
    list: taxGroupRows(groups),
  };
}

/** A new tax: empty name, rate 0 (workshop §9 "a new tax rate defaults to 0"). */
export function newTaxRow(): TaxFormRow {
  return { key: newKey(), name: '', description: '', rate: 0 };
}

/** A new group for a shop that has none yet. */
export function newTaxGroupRow(name: string): TaxGroupFormRow {
  return { key: newKey(), name, taxes: [newTaxRow()] };
}

/** The form's taxes as PATCH /api/taxes wants them (rates as numbers, empty descriptions as null). */
export function taxesBody(list: TaxGroupFormRow[]): TaxGroupsBody {
  return {
    list: list.map((group) => ({
      ...(group.id !== undefined && { id: group.id }),
      name: group.name.trim(),
      taxes: group.taxes.map((tax) => ({
        ...(tax.id !== undefined && { id: tax.id }),
        name: tax.name.trim(),
        description: tax.description.trim() || null,
        rate: Number(tax.rate),
      })),
    })),
  };
}

export function preferencesBody(values: InvoicingFormValues): UpdatePreferencesBody {
  return {
    hourlyRates: { valuePerUnit: Number(values.hourlyRate), rateType: 'STANDARD' },
    invoiceStartNumber: Number(values.invoiceStartNumber),
  };
}

/** The list without the tax `id` (after DELETE /api/taxes/{id}). */
export function withoutTax(list: TaxGroupFormRow[], id: number): TaxGroupFormRow[] {
  return list.map((group) => ({ ...group, taxes: group.taxes.filter((tax) => tax.id !== id) }));
}

/** Preference error paths of PUT /api/account/preferences → the form's fields. */
export const PREFERENCE_FIELDS: Record<string, keyof InvoicingFormValues> = {
  'hourlyRates.valuePerUnit': 'hourlyRate',
  hourlyRates: 'hourlyRate',
  invoiceStartNumber: 'invoiceStartNumber',
};

/** The page's three parts by the contracts' rules: the hourly rate, the invoice start number, the taxes. */
const invoicingFormSchema = z.object({
  hourlyRate: numberBox(priceSchema.shape.valuePerUnit),
  invoiceStartNumber: numberBox(accountPreferencesSchema.shape.invoiceStartNumber),
  list: taxGroupsBodySchema.shape.list,
});

const blankAsNull = (value: number | string) => (typeof value === 'string' && value.trim() === '' ? null : Number(value));

/**
 * Errors by form path (translation keys): hourly rate required, zero or more with two decimals
 * (shell §5 price input); start number a whole number from 1 (workshop §5); every group and tax
 * named; rates 0 to 100 % with 4 decimals at most (an empty rate box is not 0).
 */
export const validateInvoicingForm = zodFormValidator<InvoicingFormValues>(invoicingFormSchema, {
  toInput: (values) => ({
    ...values,
    list: values.list.map((group) => ({
      name: group.name,
      taxes: group.taxes.map((tax) => ({ name: tax.name, description: tax.description, rate: blankAsNull(tax.rate) })),
    })),
  }),
  messages: {
    hourlyRate: { ERR_VALIDATION: 'error.ERR_INVALID_PRICE' },
    invoiceStartNumber: { too_small: 'invoicing.numbering.minimum', invalid_type: 'invoicing.numbering.minimum' },
  },
  fields: ['hourlyRate', 'invoiceStartNumber', 'list.*.name', 'list.*.taxes.*.name', 'list.*.taxes.*.description', 'list.*.taxes.*.rate'],
});
