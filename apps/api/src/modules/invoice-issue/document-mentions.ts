import { missingMentions, type Address, type ErrorDetail, type Invoice, type InvoiceSeller } from '@atelier/contracts';

/** An address a document can print: street, city, postcode and country all there. */
export function isCompleteAddress(address: Address | null | undefined): boolean {
  if (!address) return false;
  return [address.address_line_1, address.city, address.postcode, address.country].every((part) => !!part?.trim());
}

/**
 * What the document about to be issued lacks for the shop's country (the seller's address:
 * country, and region for Québec), per missingMentions.
 */
export function documentMentions(input: {
  seller: InvoiceSeller;
  customer: Invoice['customer'];
  businessCustomer: boolean;
  totalCents: bigint;
  taxCents: bigint;
}): ErrorDetail[] {
  const { seller, customer } = input;
  return missingMentions({
    country: seller.address?.country ?? null,
    region: seller.address?.region ?? null,
    sellerName: seller.name,
    sellerAddressComplete: isCompleteAddress(seller.address),
    legal: seller.legal,
    buyerName: customer.fullname,
    buyerAddressComplete: isCompleteAddress(customer.address),
    businessCustomer: input.businessCustomer,
    totalCents: Number(input.totalCents),
    taxCharged: input.taxCents > 0n,
  });
}
