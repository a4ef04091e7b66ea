import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };

// Each feature keeps its own texts in src/features/<domain>/i18n/{fr,en}.json; shared texts
// (navigation, errors, fields) live beside this file. They are merged here, once.
const featureFiles = import.meta.glob<Tree>('../features/*/i18n/*.json', { eager: true, import: 'default' });

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge({ ...current }, value) : value;
  }
  return target;
}

function bundle(language: 'fr' | 'en', shared: Tree): Tree {
  return Object.entries(featureFiles)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .reduce((all, [, texts]) => merge(all, texts), merge({}, shared));
}

export const resources = { fr: bundle('fr', fr as Tree), en: bundle('en', en as Tree) };
