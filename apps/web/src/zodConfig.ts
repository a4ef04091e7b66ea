import { z } from 'zod';

/**
 * Zod compiles fast object parsers with `new Function` when it may: under the app's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') its probe for that is reported as
 * a violation. Jitless mode skips the probe and the compiler. Imported first by main.tsx, before
 * any schema is built.
 */
z.config({ jitless: true });
