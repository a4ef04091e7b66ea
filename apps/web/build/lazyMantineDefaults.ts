import type { Plugin } from 'vite';

const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FUNCTION = 'function removeDefaultVariables(input) {';

/**
 * Mantine's MantineCssVariables strips its default variables from what it writes, and computes
 * those defaults when its module is loaded: every color of the default theme through its color
 * functions, ~16 ms of a 4x-throttled phone in the entry script's one long task (issue 12),
 * although our provider writes no variables (withCssVariables={false}: themeVariables.css holds
 * them). The defaults are now computed on first use, as before if ever used.
 * Fails the build when Mantine's module no longer reads as expected (`lazyMantineDefaults.test.ts`
 * runs the rewritten module against the original).
 */
export function lazyMantineDefaultsCode(code: string): string {
  if (!code.includes(EAGER) || !code.includes(FUNCTION)) {
    throw new Error("lazyMantineDefaults: Mantine's remove-default-variables module changed; review build/lazyMantineDefaults.ts");
  }
  return code
    .replace(EAGER, 'let defaultCssVariablesOnce;\nconst defaultCssVariablesOf = () => (defaultCssVariablesOnce ??= defaultCssVariablesResolver(DEFAULT_THEME));')
    .replace(FUNCTION, `${FUNCTION}\n\tconst defaultCssVariables = defaultCssVariablesOf();`);
}

export function lazyMantineDefaults(): Plugin {
  return {
    name: 'atelier:lazy-mantine-default-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      return { code: lazyMantineDefaultsCode(code), map: null };
    },
  };
}
