import { formatPostcode, type Address, type AddressInput, type Country } from '@atelier/contracts';
import { geoDataset } from '../geo/dataset.js';
import { findRegion } from '../geo/find-region.js';
import { invalidAddress } from './brand-errors.js';

/** Postcode shapes checked after formatting (shell §5); other countries keep what was typed. */
const POSTCODE_RULES: Partial<Record<Country, RegExp>> = {
  CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
  FR: /^\d{4,5}$/,
  BE: /^\d{4,5}$/,
  CH: /^\d{4,5}$/,
  MC: /^\d{4,5}$/,
  RE: /^\d{4,5}$/,
};

/**
 * The address as stored: postcode formatted by the §5 rule, region stored as its code (typed
 * as a code or a name). Where the data set has no regions for the country (RE), the typed
 * region is kept. Every failing field is reported at once, with its path in the body.
 */
export async function normalizeAddress(input: AddressInput): Promise<Address> {
  const failures: Parameters<typeof invalidAddress>[0] = [];
  const dataset = await geoDataset();
  let region = input.region;
  if ((dataset.regions.get(input.country) ?? []).length > 0) {
    const found = findRegion(dataset, input.country, input.region);
    if (found) region = found.code;
    else failures.push({ field: 'address.region', code: 'ERR_INVALID_REGION' });
  }
  const postcode = formatPostcode(input.postcode);
  if (POSTCODE_RULES[input.country]?.test(postcode) === false) failures.push({ field: 'address.postcode', code: 'ERR_INVALID_POSTCODE' });
  if (failures.length > 0) throw invalidAddress(failures);
  return {
    type: input.type,
    name: input.name,
    street_number: input.street_number,
    address_line_1: input.address_line_1,
    address_line_2: input.address_line_2,
    city: input.city,
    region,
    country: input.country,
    postcode,
  };
}
