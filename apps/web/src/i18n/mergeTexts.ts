export type Tree = { [key: string]: string | Tree };

/** Merges `source` into `target` (changed in place), copying the nested objects both have rather than changing them. */
export function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge({ ...current }, value) : value;
  }
  return target;
}

/** The shared texts of a language with every feature's texts of that language merged in. */
export function mergeTexts(shared: Tree, features: Tree[]): Tree {
  return features.reduce((all, texts) => merge(all, texts), merge({}, shared));
}
