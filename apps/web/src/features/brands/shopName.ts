import type { Brand } from '@atelier/contracts';
import { DEFAULT_APP_NAME } from '@atelier/contracts/constants';

/** Header title: the workspace address name, or the product name when none exists (spec §1). */
export function shopName(brands: readonly Pick<Brand, 'address'>[] | undefined): string {
  return brands?.[0]?.address?.name?.trim() || DEFAULT_APP_NAME;
}
