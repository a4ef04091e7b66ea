import { mergeTexts, type Tree } from '../mergeTexts';

// The French texts of every feature not in frCore.ts (same list, excluded here), loaded with the first
// page that is not a first screen.
const features = import.meta.glob<Tree>(
  ['../../features/*/i18n/fr.json', '!../../features/{brands,search,setup,support,workboard}/i18n/fr.json'],
  { eager: true, import: 'default' },
);

export default mergeTexts({}, Object.values(features));
