import { formatPostcode, type CustomerAddressInput } from '@atelier/contracts';
import { geoDataset } from '../geo/dataset.js';
import { findRegion } from '../geo/find-region.js';
import type { AddressValues } from './queries.js';
import { invalidRegion } from './customer-errors.js';

/**
 * The billing address as stored: postcode formatted by the shell §5 rule, region stored as its
 * code when the country has regions in the data set. Unlike the shop's address every field but
 * the country may be missing (a counter customer often gives only a city).
 */
export async function normalizeBillingAddress(input: CustomerAddressInput): Promise<AddressValues> {
  let region = input.region;
  if (region) {
    const dataset = await geoDataset();
    if ((dataset.regions.get(input.country) ?? []).length > 0) {
      const found = findRegion(dataset, input.country, region);
      if (!found) throw invalidRegion();
      region = found.code;
    }
  }
  return {
    type: 'BILLING',
    name: input.name,
    streetNumber: input.street_number,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2,
    city: input.city,
    region,
    country: input.country,
    postcode: input.postcode ? formatPostcode(input.postcode) : null,
  };
}
