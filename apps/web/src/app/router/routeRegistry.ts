import type { FeatureRoute } from '../../shared/manifest/FeatureManifest';

// Every feature's routes (features/<feature>/manifest.ts). The '?routes' copy of a manifest keeps
// its routes only (lazy page imports): its menus' icons stay out of the first screens' code.
export const FEATURE_ROUTES: readonly FeatureRoute[] = Object.values(
  import.meta.glob<readonly FeatureRoute[]>('../../features/*/manifest.ts', { eager: true, import: 'routes', query: '?routes' }),
).flat();
