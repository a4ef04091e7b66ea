import type { Address } from '@atelier/contracts';
import { formatPostcode } from '@atelier/contracts/format';

/** An address as the lines of an envelope: street, complement, city and region, postcode and country. */
export function addressLines(address: Address, countryName: (code: string) => string): string[] {
  const street = [address.street_number, address.address_line_1].filter(Boolean).join(' ');
  const locality = [address.city, address.region].filter(Boolean).join(', ');
  const postcode = address.postcode ? formatPostcode(address.postcode) : '';
  const last = [postcode, address.country ? countryName(address.country) : ''].filter(Boolean).join('  ');
  return [street, address.address_line_2 ?? '', locality, last].filter((line) => line.trim() !== '');
}
