import brands from '../../features/brands/i18n/fr.json';
import search from '../../features/search/i18n/fr.json';
import setup from '../../features/setup/i18n/fr.json';
import support from '../../features/support/i18n/fr.json';
import workboard from '../../features/workboard/i18n/fr.json';
import shared from '../fr.json';
import { mergeTexts, type Tree } from '../mergeTexts';
import navLabels from '../navLabels/fr.json';

// The French texts of the first screens (shell, auth pages, workboard, header search, setup wizard,
// help dialog, 404), loaded before the first render. The other features' texts come with their
// pages (frRest.ts); navLabels holds the few of their texts the shell's menus show.
export default mergeTexts(shared as Tree, [brands, search, setup, support, workboard, navLabels] as Tree[]);
