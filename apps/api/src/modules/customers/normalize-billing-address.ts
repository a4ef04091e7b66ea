import { formatPostcode, type CustomerAddressInput, type ErrorCode } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';
import { geoDataset } from '../geo/dataset.js';
import { findRegion } from '../geo/find-region.js';
import type { AddressValues } from './queries.js';

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
      if (!found) {
        const code: ErrorCode = 'ERR_INVALID_REGION';
        throw new AppError(400, code, [{ field: 'address.region', message: code }]);
      }
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
