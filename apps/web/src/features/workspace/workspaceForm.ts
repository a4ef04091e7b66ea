import { updateBrandBodySchema, type Brand, type UpdateBrandBody } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { schemaErrors } from '../../shared/forms/zodFormValidator';
import { addressFormValues, toAddressInput, type AddressFormValues } from '../brands';

export interface WorkspaceFormValues {
  address: AddressFormValues;
  email: string;
  mobile: string;
}

export const WORKSPACE_FIELDS = [
  ...(['name', 'street_number', 'address_line_1', 'address_line_2', 'city', 'region', 'country', 'postcode'] as const).map((field) => `address.${field}`),
  'email',
  'mobile',
];

/** The brand as form values; the phone is shown with the display rule of shell spec §5. */
export function workspaceFormValues(brand: Brand | null): WorkspaceFormValues {
  return {
    address: addressFormValues(brand?.address),
    email: brand?.email ?? '',
    mobile: formatPhone(brand?.mobile),
  };
}

/** Errors of the contract's brand schema (address, email, phone) by form path. */
export function workspaceErrors(values: WorkspaceFormValues): Record<string, string> {
  return schemaErrors(updateBrandBodySchema, values);
}

/** PUT /api/brands/{uuid} body: empty email and phone are cleared (null). */
export function toUpdateBrandBody(values: WorkspaceFormValues): UpdateBrandBody {
  return {
    address: toAddressInput(values.address),
    email: values.email.trim() || null,
    mobile: values.mobile.trim() || null,
  };
}
