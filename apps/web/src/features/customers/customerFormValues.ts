import { customerAddressInputSchema, customerBodySchema, type Customer } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { schemaErrors } from '../../shared/forms/zodFormValidator';
import { ADDRESS_FIELDS, addressFormValues, type AddressFormValues } from '../brands';
import type { CustomerInput } from './api';

/** The drawer's inputs: every field a string; the billing address only when asked for. */
export interface CustomerFormValues {
  fullname: string;
  email: string;
  mobile: string;
  withAddress: boolean;
  address: AddressFormValues;
}

/** Fields the server may name in its error details, as form paths. */
export const CUSTOMER_FORM_FIELDS = ['fullname', 'email', 'mobile', ...ADDRESS_FIELDS.map((field) => `address.${field}`)] as const;

export function customerFormValues(customer: Customer | null): CustomerFormValues {
  return {
    fullname: customer?.fullname ?? '',
    email: customer?.email ?? '',
    mobile: formatPhone(customer?.mobile),
    withAddress: !!customer?.address,
    address: addressFormValues(customer?.address),
  };
}

/**
 * Errors by form path, from the contract's own body schema: full name required, email and
 * mobile well formed when given, and the billing address (only its country required) when asked for.
 */
export function customerFormErrors(values: CustomerFormValues): Record<string, string> {
  const { fullname, email, mobile } = values;
  return schemaErrors(customerBodySchema, { fullname, email, mobile, ...(values.withAddress ? { address: values.address } : {}) });
}

/**
 * The body of POST/PUT /api/customers. Without an address: nothing on creation, null on an
 * edit that removes the one the customer had (absent would keep it).
 */
export function toCustomerInput(values: CustomerFormValues, hadAddress: boolean): CustomerInput {
  const body: CustomerInput = {
    fullname: values.fullname.trim(),
    email: values.email.trim() || null,
    mobile: values.mobile.trim() || null,
  };
  if (values.withAddress) body.address = customerAddressInputSchema.parse(values.address);
  else if (hadAddress) body.address = null;
  return body;
}
