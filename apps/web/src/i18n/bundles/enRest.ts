import { mergeTexts, type Tree } from '../mergeTexts';

// The English texts of every feature's pages (i18n/en.json; the first-screen ones are in i18n/core/,
// enCore.ts), loaded with the first page that is not a first screen.
export default mergeTexts({}, Object.values(import.meta.glob<Tree>('../../features/*/i18n/en.json', { eager: true, import: 'default' })));
