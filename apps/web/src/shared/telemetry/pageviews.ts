import { isPrintAddress } from '../routing/printMode';

/**
 * A page view is sent for a signed-in user only, and never on a print page (shell spec §1:
 * analytics identified-only, skipped on print pages: a /print path or ?print=true).
 */
export function shouldCapturePageview(signedIn: boolean, address: Pick<Location, 'hash' | 'search'>): boolean {
  return signedIn && !isPrintAddress(address);
}
