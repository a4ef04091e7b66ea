import en from './en.json';
import fr from './fr.json';
import { mergeTexts, type Tree } from './mergeTexts';

// Every text of both languages, for the translation tests. The app itself loads one language at a
// time, in two parts (bundles/{fr,en}Core.ts before the first render, bundles/{fr,en}Rest.ts with
// the other pages, through loadLanguage.ts).
const featureFiles = import.meta.glob<Tree>(['../features/*/i18n/*.json', '../features/*/i18n/core/*.json'], { eager: true, import: 'default' });
const ofLanguage = (language: 'fr' | 'en') =>
  Object.entries(featureFiles)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .map(([, texts]) => texts);

export const resources = { fr: mergeTexts(fr as Tree, ofLanguage('fr')), en: mergeTexts(en as Tree, ofLanguage('en')) };
