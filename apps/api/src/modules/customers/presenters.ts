import type { Customer, CustomerAddress } from '@atelier/contracts';
import type { CustomerAddressRow, CustomerRow } from './queries.js';

export function presentAddress(row: CustomerAddressRow): CustomerAddress {
  return {
    uuid: row.uuid,
    type: row.type,
    name: row.name,
    street_number: row.streetNumber,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    region: row.region,
    country: row.country,
    postcode: row.postcode,
  };
}

/** Row and its addresses → the Customer contract; `address` is the billing one. */
export function presentCustomer(row: CustomerRow, addresses: CustomerAddressRow[]): Customer {
  const own = addresses.filter((a) => a.customerId === row.id).map((a) => ({ type: a.type, presented: presentAddress(a) }));
  return {
    uuid: row.uuid,
    fullname: row.fullname,
    email: row.email,
    mobile: row.mobile,
    address: own.find((a) => a.type === 'BILLING')?.presented ?? null,
    addresses: own.map((a) => a.presented),
    createdAt: row.createdAt.toISOString(),
  };
}
