import { addressInputSchema, type Address, type AddressInput, type Country } from '@atelier/contracts';
import { schemaErrors } from '../../shared/forms/zodFormValidator';

/** The address inputs of a form: every field a string, as the inputs hold them. */
export interface AddressFormValues {
  name: string;
  street_number: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  region: string;
  country: string;
  postcode: string;
}

export const ADDRESS_FIELDS = [
  'name',
  'street_number',
  'address_line_1',
  'address_line_2',
  'city',
  'region',
  'country',
  'postcode',
] as const satisfies readonly (keyof AddressFormValues)[];

/** Most Atelier shops are in Québec: Canada until the shop says otherwise. */
export const DEFAULT_COUNTRY: Country = 'CA';

/** The stored address as form values; a brand without one starts in the default country. */
export function addressFormValues(address: Address | null | undefined): AddressFormValues {
  return {
    name: address?.name ?? '',
    street_number: address?.street_number ?? '',
    address_line_1: address?.address_line_1 ?? '',
    address_line_2: address?.address_line_2 ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    postcode: address?.postcode ?? '',
  };
}

/** Every required address field flagged at once (shell spec §5), under `address.`. */
export function addressErrors(values: AddressFormValues): Record<string, string> {
  return schemaErrors(addressInputSchema, values, { prefix: 'address.' });
}

/** The address as the API takes it (trimmed and checked by the same schema). */
export function toAddressInput(values: AddressFormValues): AddressInput {
  return addressInputSchema.parse(values);
}
