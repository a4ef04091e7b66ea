/** A chunk downloaded once and kept: `load` starts or joins its download, `loaded` is it once in. */
export interface ChunkOnce<T> {
  load: () => Promise<T>;
  loaded: () => T | null;
}

/**
 * The code of a control that downloads at its first use (MenuOnDemand, TooltipOnDemand,
 * fieldOnDemand): one download for every instance; a failed one (offline, or a release replaced
 * the chunk) is forgotten, so the next use tries again.
 */
export function chunkOnce<T>(importer: () => Promise<T>): ChunkOnce<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (value) => (module = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => module,
  };
}
