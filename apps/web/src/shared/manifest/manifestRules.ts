import type { FeatureManifest, FeatureRoute, MenuEntry, SettingsCard } from './FeatureManifest';

/** The feature a glob key ('../../features/<feature>/manifest.ts?x') belongs to. */
export function featureOf(globKey: string): string {
  return /features\/([^/]+)\/manifest\.ts/.exec(globKey)?.[1] ?? globKey;
}

/** The absolute path of a route ('' is '/'). */
export function routePath(route: FeatureRoute): string {
  return `/${route.path}`;
}

/**
 * What is wrong with a set of manifests (empty when nothing): two routes on one path, a menu entry
 * or settings card leading to no route, or one whose permission differs from its route's (a link
 * shown for a page that answers /404, or hidden from a role that may open it), two entries or
 * cards with one order or id.
 */
export function manifestProblems(manifests: Record<string, Partial<FeatureManifest>>): string[] {
  const problems: string[] = [];
  const routes = new Map<string, { feature: string; route: FeatureRoute }>();
  for (const [key, manifest] of Object.entries(manifests)) {
    const feature = featureOf(key);
    for (const route of manifest.routes ?? []) {
      const path = routePath(route);
      const other = routes.get(path);
      if (other) problems.push(`${path}: declared by ${other.feature} and ${feature}`);
      else routes.set(path, { feature, route });
    }
  }
  const links = (kind: string, entries: readonly (MenuEntry | SettingsCard)[], feature: string) => {
    for (const entry of entries) {
      const target = routes.get(entry.to);
      if (!target) problems.push(`${kind} ${entry.to} (${feature}): no route`);
      else if (target.route.mount !== 'shell') problems.push(`${kind} ${entry.to} (${feature}): not a page of the shell`);
      else if (target.route.permission !== entry.permission) {
        problems.push(`${kind} ${entry.to} (${feature}): permission ${entry.permission ?? 'none'}, its route's ${target.route.permission ?? 'none'}`);
      } else if (target.route.access !== ('access' in entry ? entry.access : undefined)) {
        problems.push(`${kind} ${entry.to} (${feature}): access ${('access' in entry && entry.access) || 'none'}, its route's ${target.route.access ?? 'none'}`);
      }
    }
  };
  const unique = (kind: string, values: (string | number)[]) => {
    const seen = new Set<string | number>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`${kind} ${value}: declared twice`);
      seen.add(value);
    }
  };
  for (const [key, manifest] of Object.entries(manifests)) {
    const feature = featureOf(key);
    links(
      'main menu',
      (manifest.menu ?? []).filter((entry) => entry.place === 'main'),
      feature,
    );
    links(
      'settings menu',
      (manifest.menu ?? []).filter((entry) => entry.place !== 'main'),
      feature,
    );
    links('settings card', manifest.settingsCards ?? [], feature);
  }
  const all = Object.values(manifests);
  unique(
    'main menu order',
    all.flatMap((m) => (m.menu ?? []).filter((e) => e.place === 'main').map((e) => e.order)),
  );
  unique(
    'settings menu order',
    all.flatMap((m) => (m.menu ?? []).filter((e) => e.place !== 'main').map((e) => e.order)),
  );
  unique(
    'settings card order',
    all.flatMap((m) => (m.settingsCards ?? []).map((e) => e.order)),
  );
  unique(
    'settings card id',
    all.flatMap((m) => (m.settingsCards ?? []).map((e) => e.id)),
  );
  return problems;
}
