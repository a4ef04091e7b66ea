import { isApiRequestError } from './ApiRequestError';

/** The item of a detail page does not exist for this shop: another shop's answers 404 like a missing one, a malformed id 400. */
export function isNotFoundError(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 404 || error.status === 400);
}
