import brands from '../../features/brands/i18n/en.json';
import search from '../../features/search/i18n/en.json';
import setup from '../../features/setup/i18n/en.json';
import support from '../../features/support/i18n/en.json';
import workboard from '../../features/workboard/i18n/en.json';
import shared from '../en.json';
import { mergeTexts, type Tree } from '../mergeTexts';
import navLabels from '../navLabels/en.json';

// The English texts of the first screens (shell, auth pages, workboard, header search, setup wizard,
// help dialog, 404), loaded before the first render. The other features' texts come with their
// pages (enRest.ts); navLabels holds the few of their texts the shell's menus show.
export default mergeTexts(shared as Tree, [brands, search, setup, support, workboard, navLabels] as Tree[]);
