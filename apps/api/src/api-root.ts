import { fileURLToPath } from 'node:url';

/**
 * The folder of the API package (apps/api), for the files it reads at run time (migrations, the
 * built web app). Resolved from this module's own address, one level up: that works both from
 * the TypeScript (apps/api/src/api-root.ts, run by tsx in tests and `npm run dev`) and from the
 * production bundle (apps/api/dist/main.js, where esbuild inlines this module) because both
 * files sit one folder below apps/api. Keep this file directly in src/.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
