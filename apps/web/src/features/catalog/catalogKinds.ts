import type { CatalogKind } from '@atelier/contracts/catalog';

/** What differs between the services and products pages: the API path and the texts' prefix. */
export const CATALOG_KIND_PAGES = {
  SERVICE: { path: '/services', texts: 'catalog.services' },
  PRODUCT: { path: '/products', texts: 'catalog.products' },
} as const satisfies Record<CatalogKind, { path: string; texts: string }>;
