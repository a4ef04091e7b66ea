import { formatPostcode, type Address, type AddressInput, type Country, type ErrorCode } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';
import { geoDataset } from '../geo/dataset.js';
import { findRegion } from '../geo/find-region.js';

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
  const failures: { field: string; code: ErrorCode }[] = [];
  const dataset = await geoDataset();
  let region = input.region;
  if ((dataset.regions.get(input.country) ?? []).length > 0) {
    const found = findRegion(dataset, input.country, input.region);
    if (found) region = found.code;
    else failures.push({ field: 'address.region', code: 'ERR_INVALID_REGION' });
  }
  const postcode = formatPostcode(input.postcode);
  if (POSTCODE_RULES[input.country]?.test(postcode) === false) failures.push({ field: 'address.postcode', code: 'ERR_INVALID_POSTCODE' });
  if (failures.length > 0) {
    // One failure is named by its code (like fieldError); several by ERR_VALIDATION, as zod's are.
    const code = failures.length === 1 ? failures[0]!.code : 'ERR_VALIDATION';
    throw new AppError(400, code, failures.map((f) => ({ field: f.field, message: f.code })));
  }
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
