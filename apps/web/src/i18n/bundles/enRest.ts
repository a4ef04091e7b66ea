import { mergeTexts, type Tree } from '../mergeTexts';

// The English texts of every feature not in enCore.ts (same list, excluded here), loaded with the first
// page that is not a first screen.
const features = import.meta.glob<Tree>(
  ['../../features/*/i18n/en.json', '!../../features/{brands,search,setup,support,workboard}/i18n/en.json'],
  { eager: true, import: 'default' },
);

export default mergeTexts({}, Object.values(features));
