// `npm run build -w @atelier/api`: the production server as one JavaScript file, apps/api/dist/main.js
// (run by `npm start` as `node apps/api/dist/main.js`; tests and `npm run dev` keep running the
// TypeScript through tsx).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

export const API_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * Our own code and our workspace packages (@atelier/contracts, published as TypeScript source)
 * are bundled; every other package stays external, loaded from node_modules as installed
 * (native modules such as argon2 and sharp, data files such as the vPIC database, and one copy
 * of each library shared with nothing else).
 */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@atelier/') ? undefined : { path: args.path, external: true }));
  },
};

export function bundleOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [packagesStayExternal],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build(bundleOptions(join(API_DIR, 'src', 'main.ts'), join(API_DIR, 'dist', 'main.js')));
}
