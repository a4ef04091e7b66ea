import type { FastifyRequest } from 'fastify';
import { hasCustomerDetails } from '@atelier/contracts';
import { customerDetailsRequired } from './customer-errors.js';

/**
 * Runs before the body schema: a save with no detail at all is one error for the whole form
 * (ERR_CUSTOMER_DETAILS_REQUIRED), not a list of field errors.
 */
export async function requireCustomerDetails(request: FastifyRequest): Promise<void> {
  if (!hasCustomerDetails(request.body)) {
    throw customerDetailsRequired();
  }
}
