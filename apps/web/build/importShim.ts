import type { Plugin } from 'vite';

/**
 * A Vite plugin that answers the import of `source` from the modules matching `importer` with
 * `code` instead of the library: for a Mantine module that uses one small piece of a large library
 * (scrollAreaMergeRefs.ts). Other importers keep the library.
 */
export function importShim(name: string, source: string, importer: RegExp, code: string): Plugin {
  const id = `\0${name}`;
  return {
    name,
    enforce: 'pre',
    resolveId(imported, from) {
      return imported === source && from && importer.test(from) ? id : null;
    },
    load(loaded) {
      return loaded === id ? code : null;
    },
  };
}
