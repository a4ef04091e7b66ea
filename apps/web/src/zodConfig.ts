/**
 * Zod compiles fast object parsers with `new Function` when it may: under the app's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') its probe for that is reported as
 * a violation. Jitless mode skips the probe and the compiler. Zod reads its configuration from
 * globalThis.__zod_globalConfig when it loads (zod/v4/core), so setting it here, first thing in
 * main.tsx, configures every later zod without bringing zod itself into the first screen.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
