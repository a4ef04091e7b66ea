import { mergeTexts, type Tree } from '../mergeTexts';

// The French texts of every feature's pages (i18n/fr.json; the first-screen ones are in i18n/core/,
// frCore.ts), loaded with the first page that is not a first screen.
export default mergeTexts({}, Object.values(import.meta.glob<Tree>('../../features/*/i18n/fr.json', { eager: true, import: 'default' })));
